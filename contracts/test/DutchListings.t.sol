// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";
import {Plain721} from "./Listings.t.sol";

/// Declining-price (Dutch) listings, issue 30: a signed Order whose price falls linearly from unitPrice at startTime
/// to endUnitPrice at endTime; a buy pays the price at the block's timestamp, bounded by the buyer's maxTotal.
contract DutchListingsTest is Base {
    uint256 internal constant START = 1_800_000_000;
    uint256 internal constant DAY = 1 days;
    address internal seller;

    function setUp() public override {
        super.setUp();
        vm.warp(START);
        seller = bidder; // has a key and approves the marketplace (Base.setUp)
    }

    /// @dev A secondary-market 721 (the creator keeps a 10% royalty) held by `seller`.
    function resale721() internal returns (uint256 id) {
        id = mint721(creator, 1000);
        vm.prank(creator);
        single.transferFrom(creator, seller, id);
    }

    /// @dev A signed Dutch order of `seller` from `startPrice` now to `endPrice` after `duration`.
    function dutch(
        address collection,
        uint256 id,
        uint256 quantity,
        address currency,
        uint256 startPrice,
        uint256 endPrice,
        uint256 duration
    ) internal returns (M.Order memory o, bytes memory sig) {
        o = order(seller, collection, id, quantity, currency, startPrice);
        o.saleType = M.SaleType.DecliningPrice;
        o.endUnitPrice = endPrice;
        o.startTime = block.timestamp;
        o.endTime = block.timestamp + duration;
        sig = signOrder(o);
    }

    /// @dev A 10 -> 2 ether Dutch listing of a resale 721 over one day, in the native coin.
    function dutch721() internal returns (M.Order memory o, bytes memory sig) {
        return dutch(address(single), resale721(), 1, address(0), 10 ether, 2 ether, DAY);
    }

    /// @dev `buyer` buys in the native coin, sending `maxTotal` (what a Dutch buy sends).
    function buyNative(M.Order memory o, bytes memory sig, uint256 quantity, uint256 maxTotal) internal {
        vm.prank(buyer);
        market.buy{value: maxTotal}(o, sig, quantity, maxTotal);
    }

    /// @dev Buys at `unit` ether-wei with a 10% royalty and 2.5% fees; checks every party's share and the refund.
    function expectSplitOfBuy(M.Order memory o, bytes memory sig, uint256 unit, uint256 maxTotal) internal {
        uint256[3] memory before = [creator.balance, seller.balance, buyer.balance];
        vm.expectEmit(address(market));
        emit M.OrderFilled(
            market.hashOrder(o),
            seller,
            buyer,
            o.collection,
            o.tokenId,
            1,
            address(0),
            M.Split({
                price: unit, buyerFee: unit / 40, sellerFee: unit / 40, royaltyReceiver: creator, royalty: unit / 10
            })
        );
        buyNative(o, sig, 1, maxTotal);
        assertEq(single.ownerOf(o.tokenId), buyer);
        assertEq(creator.balance - before[0], unit / 10, "royalty: 10% of the block's price");
        assertEq(seller.balance - before[1], unit - unit / 40 - unit / 10, "seller: price - 2.5% - royalty");
        assertEq(before[2] - buyer.balance, unit + unit / 40, "buyer: price + 2.5%, the rest of maxTotal refunded");
        assertEq(address(market).balance, unit / 20, "both fees stay");
    }

    // ----- the price -----

    function test_buyAtTheExactStart_paysTheStartPrice_withRoyaltyAndFees() public {
        (M.Order memory o, bytes memory sig) = dutch721();
        assertEq(market.unitPriceAt(o, block.timestamp), 10 ether);
        expectSplitOfBuy(o, sig, 10 ether, totalOf(o, 1));
    }

    function test_buyAtTheExactEnd_paysTheEndPrice_andRefundsTheQuoteAboveIt() public {
        (M.Order memory o, bytes memory sig) = dutch721();
        uint256 quoted = totalOf(o, 1); // the checkout opened at the start and was left open
        vm.warp(o.endTime);
        expectSplitOfBuy(o, sig, 2 ether, quoted);
    }

    function test_buyHalfway_paysHalfwayBetweenThePrices() public {
        (M.Order memory o, bytes memory sig) = dutch721();
        vm.warp(START + DAY / 2);
        assertEq(market.unitPriceAt(o, block.timestamp), 6 ether);
        expectSplitOfBuy(o, sig, 6 ether, totalOf(o, 1));
    }

    function test_priceRoundsUp_inTheSellersFavour() public {
        // 3 wei down to 1 wei over 3 s: after 1 s the exact price is 2.33 wei, the order asks 3.
        (M.Order memory o,) = dutch(address(single), resale721(), 1, address(0), 3, 1, 3);
        assertEq(market.unitPriceAt(o, START + 1), 3);
        assertEq(market.unitPriceAt(o, START + 2), 2);
        assertEq(market.unitPriceAt(o, START + 3), 1);
    }

    function test_fixedPrice_isTheSameAtAnyTime() public {
        (M.Order memory o,) = list(seller, address(single), resale721(), 1, address(0), 1 ether);
        assertEq(market.unitPriceAt(o, 0), 1 ether);
        assertEq(market.unitPriceAt(o, type(uint256).max), 1 ether);
    }

    // ----- the buyer's bound -----

    function test_aTotalAboveMaxTotal_reverts_nativeAndErc20() public {
        (M.Order memory o, bytes memory sig) = dutch721();
        vm.warp(START + DAY / 2);
        uint256 total = totalOf(o, 1);
        vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, total, total - 1));
        buyNative(o, sig, 1, total - 1);

        (M.Order memory v, bytes memory vsig) =
            dutch(address(single), resale721(), 1, address(vsw), 10 ether, 2 ether, DAY);
        uint256 current = totalOf(v, 1);
        vm.warp(block.timestamp + DAY / 2);
        uint256 later = totalOf(v, 1); // a quote of a later, lower price cannot buy now
        vm.warp(block.timestamp - DAY / 2);
        vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, current, later));
        vm.prank(buyer);
        market.buy(v, vsig, 1, later);
    }

    function test_native_sendsExactlyMaxTotal() public {
        (M.Order memory o, bytes memory sig) = dutch721();
        uint256 quoted = totalOf(o, 1);
        vm.warp(START + 1 hours);
        uint256 total = totalOf(o, 1);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, total, quoted));
        vm.prank(buyer);
        market.buy{value: total}(o, sig, 1, quoted);
    }

    function test_erc20_pullsOnlyTheBlocksTotal() public {
        (M.Order memory o, bytes memory sig) =
            dutch(address(single), resale721(), 1, address(vsw), 10 ether, 2 ether, DAY);
        uint256 quoted = totalOf(o, 1);
        vm.warp(START + DAY / 4);
        uint256 before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        market.buy(o, sig, 1, quoted);
        assertEq(before - vsw.balanceOf(buyer), 8 ether + 8 ether / 40, "8 VSW + fee, not the quote");
    }

    // ----- cancel, counter, expiry, terms -----

    function test_cancelledOrCounterMoved_cannotFill() public {
        (M.Order memory o, bytes memory sig) = dutch721();
        vm.prank(seller);
        market.cancelOrder(o);
        expectInactive(o, sig, 1);

        (M.Order memory p, bytes memory psig) =
            dutch(address(single), resale721(), 1, address(0), 5 ether, 1 ether, DAY);
        assertEq(market.remaining(p), 1);
        vm.prank(seller);
        market.cancelAllOrders();
        expectInactive(p, psig, 1);
    }

    function test_beforeTheStart_andAfterTheEnd_theOrderCannotFill() public {
        (M.Order memory o, bytes memory sig) = dutch721();
        vm.warp(o.endTime + 1);
        expectInactive(o, sig, 1);
        vm.warp(START - 1); // not started yet
        expectInactive(o, sig, 1);
    }

    function test_badTerms_areRefused() public {
        uint256 id = resale721();
        (M.Order memory o, bytes memory sig) = dutch(address(single), id, 1, address(0), 1 ether, 1 ether, DAY);
        expectBuyReverts(o, sig, abi.encodeWithSelector(M.BadEndPrice.selector, 1 ether, 1 ether));
        (o, sig) = dutch(address(single), id, 1, address(0), 1 ether, 0, DAY);
        expectBuyReverts(o, sig, abi.encodeWithSelector(M.BadEndPrice.selector, 1 ether, 0));
        (o, sig) = dutch(address(single), id, 1, address(0), 1 ether, 0.5 ether, 0);
        expectBuyReverts(o, sig, abi.encodeWithSelector(M.BadExpiry.selector, block.timestamp));
        // The rule for the other sale types: endUnitPrice 0, so an order has one digest.
        (o,) = list(seller, address(single), id, 1, address(0), 1 ether);
        o.endUnitPrice = 1 ether;
        expectBuyReverts(o, signOrder(o), abi.encodeWithSelector(M.BadEndPrice.selector, 1 ether, 1 ether));
        // Another collection's Dutch order lives at most 30 days, as its fixed-price orders.
        Plain721 plain = new Plain721();
        plain.mint(seller, 7);
        vm.prank(seller);
        plain.setApprovalForAll(address(market), true);
        (o, sig) = dutch(address(plain), 7, 1, address(0), 1 ether, 0.5 ether, 31 days);
        expectBuyReverts(o, sig, abi.encodeWithSelector(M.BadExpiry.selector, block.timestamp + 31 days));
        (o, sig) = dutch(address(plain), 7, 1, address(0), 1 ether, 0.5 ether, 30 days);
        buyNative(o, sig, 1, totalOf(o, 1));
        assertEq(plain.ownerOf(7), buyer);
    }

    function expectBuyReverts(M.Order memory o, bytes memory sig, bytes memory err) internal {
        assertEq(market.remaining(o), 0);
        vm.expectRevert(err);
        vm.prank(buyer);
        market.buy{value: 10 ether}(o, sig, 1, 10 ether);
    }

    function test_settleAuction_refusesADutchOrder() public {
        (M.Order memory o, bytes memory sig) =
            dutch(address(single), resale721(), 1, address(vsw), 10 ether, 2 ether, DAY);
        (M.Bid memory b, bytes memory bsig) = auctionBid(o, 1, 10 ether);
        vm.expectRevert(abi.encodeWithSelector(M.WrongSaleType.selector, M.SaleType.DecliningPrice));
        vm.prank(seller);
        market.settleAuction(o, sig, b, bsig, 0);
    }

    // ----- ERC-1155 and sweeps -----

    function test_1155_partialFills_eachAtItsBlocksPrice() public {
        uint256 id = mint1155(seller, 5, 0);
        (M.Order memory o, bytes memory sig) = dutch(address(multiple), id, 5, address(vsw), 4 ether, 1 ether, 3 hours);
        uint256 before = vsw.balanceOf(buyer);
        uint256 total = totalOf(o, 2);
        vm.prank(buyer);
        market.buy(o, sig, 2, total); // 2 at 4
        vm.warp(START + 2 hours);
        total = totalOf(o, 3);
        vm.prank(buyer);
        market.buy(o, sig, 3, total); // 3 at 2
        assertEq(multiple.balanceOf(buyer, id), 5);
        assertEq(before - vsw.balanceOf(buyer), (14 ether * 41) / 40);
        assertEq(market.remaining(o), 0);
    }

    function test_sweep_buysDutchOrdersAtTheBlocksPrice_andSkipsExpiredOnes() public {
        M.Purchase[] memory p = new M.Purchase[](3);
        (M.Order memory a, bytes memory asig) =
            dutch(address(single), resale721(), 1, address(0), 4 ether, 2 ether, DAY);
        (M.Order memory b, bytes memory bsig) =
            dutch(address(single), resale721(), 1, address(0), 4 ether, 2 ether, 1 hours);
        (M.Order memory c, bytes memory csig) = list(seller, address(single), resale721(), 1, address(0), 1 ether);
        p[0] = M.Purchase({order: a, signature: asig, quantity: 1});
        p[1] = M.Purchase({order: b, signature: bsig, quantity: 1});
        p[2] = M.Purchase({order: c, signature: csig, quantity: 1});
        uint256 quoted = totalOf(a, 1) + totalOf(b, 1) + totalOf(c, 1);
        vm.warp(START + DAY / 2); // a at 3 ether, b expired
        uint256 before = buyer.balance;
        vm.expectEmit(address(market));
        emit M.PurchaseSkipped(market.hashOrder(b), M.SkipReason.NotForSale);
        vm.prank(buyer);
        market.sweep{value: quoted}(p, address(0), quoted);
        assertEq(before - buyer.balance, (4 ether * 41) / 40, "3 + 1 ether and their fees; the rest refunded");
        assertEq(single.ownerOf(a.tokenId), buyer);
        assertEq(single.ownerOf(b.tokenId), seller);
        assertEq(single.ownerOf(c.tokenId), buyer);
    }

    // ----- fuzz -----

    /// The price function: equal to unitPrice up to the start and to endUnitPrice from the end, never outside
    /// them, non-increasing in time, and rounded up (seller's favour) by less than 1 wei.
    function testFuzz_unitPriceAt(uint128 high, uint128 low, uint64 start, uint64 duration, uint64 t1, uint64 t2)
        public
        view
    {
        high = uint128(bound(high, 2, type(uint128).max));
        low = uint128(bound(low, 1, high - 1));
        start = uint64(bound(start, 0, type(uint64).max - 1));
        duration = uint64(bound(duration, 1, type(uint64).max - start));
        M.Order memory o = _terms(high, low, start, duration);
        if (t1 > t2) (t1, t2) = (t2, t1);
        uint256 p1 = market.unitPriceAt(o, t1);
        uint256 p2 = market.unitPriceAt(o, t2);
        assertGe(p1, p2, "non-increasing");
        assertLe(p1, high);
        assertGe(p2, low, "never below the end price");
        assertEq(market.unitPriceAt(o, start), high, "the start price at the start");
        assertEq(market.unitPriceAt(o, o.endTime), low, "the end price at the end");
        if (t1 > start && t1 < o.endTime) {
            uint256 fall = (uint256(high) - p1) * duration; // at most the exact fall...
            uint256 exact = uint256(high - low) * (t1 - start);
            assertLe(fall, exact, "rounded in the seller's favour");
            assertGt(fall + duration, exact, "by less than 1 wei");
        }
    }

    /// Absurd signed terms never make the price revert (a sweep must not fail on them).
    function testFuzz_unitPriceAt_neverOverflows(uint256 high, uint256 low, uint256 duration, uint256 t) public view {
        high = bound(high, 2, type(uint256).max);
        low = bound(low, 1, high - 1);
        duration = bound(duration, 1, type(uint256).max);
        M.Order memory o = _terms(high, low, 0, duration);
        uint256 p = market.unitPriceAt(o, t);
        assertLe(p, high);
        assertGe(p, low);
    }

    /// A fill at any time of the listing: the buyer pays the block's price plus the fee, and the shares add up.
    function testFuzz_buyAnyTime_sharesAddUp(uint96 high, uint96 low, uint32 duration, uint32 at) public {
        // The buyer holds 1,000 ether (Base): the total with the buyer fee must fit in it.
        high = uint96(bound(high, 2, 900 ether));
        low = uint96(bound(low, 1, high - 1));
        duration = uint32(bound(duration, 1, 30 days));
        at = uint32(bound(at, 0, duration));
        (M.Order memory o, bytes memory sig) = dutch(address(single), resale721(), 1, address(0), high, low, duration);
        uint256 quoted = totalOf(o, 1);
        vm.warp(START + at);
        uint256 unit = market.unitPriceAt(o, block.timestamp);
        uint256[3] memory before = [creator.balance, seller.balance, buyer.balance];
        buyNative(o, sig, 1, quoted);
        uint256 paid = before[2] - buyer.balance;
        uint256 received = (creator.balance - before[0]) + (seller.balance - before[1]);
        assertEq(paid, unit + (unit * 250) / 10_000, "price at the block + buyer fee");
        assertEq(paid, received + address(market).balance, "everything paid is received or kept as fees");
    }

    function _terms(uint256 high, uint256 low, uint256 start, uint256 duration)
        private
        view
        returns (M.Order memory o)
    {
        o = M.Order({
            seller: seller,
            collection: address(single),
            tokenId: 1,
            quantity: 1,
            currency: address(0),
            unitPrice: high,
            endUnitPrice: low,
            saleType: M.SaleType.DecliningPrice,
            startTime: start,
            endTime: start + duration,
            maxFeeBps: ANY_FEE,
            maxRoyaltyBps: ANY_ROYALTY,
            nonce: 0,
            counter: 0,
            salt: 0
        });
    }
}
