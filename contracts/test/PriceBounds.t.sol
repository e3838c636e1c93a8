// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base, FuzzTrade} from "./Base.t.sol";
import {Royal1155} from "./External.t.sol";

/// @dev An external collection whose royalty its owner changes at will (ERC-2981 allows it).
contract MutableRoyalty1155 is Royal1155 {
    constructor(address receiver, uint96 bps) Royal1155(receiver, bps, false) {}

    function setRoyalty(address receiver, uint96 bps) external {
        _setDefaultRoyalty(receiver, bps);
    }
}

/// Price front-running (issue 12): every fill is bounded by what its sender saw. Each test plays the front-run in
/// the same block as the victim's transaction: the victim quotes, the attacker moves first, the victim's
/// transaction must revert instead of paying more or receiving less.
contract PriceBoundsTest is Base {
    address internal artist = makeAddr("artist");

    /// The buyer's quote: what the app shows and sends as maxTotal.
    function quotedTotal(address collection, uint256 id, uint256 price) internal view returns (uint256) {
        M.Split memory split = market.quote(collection, id, price);
        return split.price + split.buyerFee;
    }

    /// The seller's quote of accepting a bid: what the app shows as "you will receive" and sends as minProceeds.
    function quotedProceeds(address collection, uint256 id, uint256 price) internal view returns (uint256) {
        M.Split memory split = market.quote(collection, id, price);
        return split.price - split.sellerFee - split.royalty;
    }

    /// The attack as measured on v1: an ERC-20 buyer with an open allowance, the seller raises the price in front
    /// of the purchase. A signed order cannot change: a higher price is another order, and the buyer's
    /// transaction fills the one they saw at the quoted total.
    function test_frontRun_sellerSignsAHigherPrice_buyerPaysTheQuote() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(single), id, 1, address(vsw), 100 ether);
        uint256 maxTotal = quotedTotal(address(single), id, 100 ether);
        list(creator, address(single), id, 1, address(vsw), 10_000 ether); // the "raise": a new order beside it
        uint256 before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        market.buy(o, sig, 1, maxTotal);
        assertEq(before - vsw.balanceOf(buyer), 102.5 ether);
        assertEq(single.ownerOf(id), buyer);
    }

    /// The seller may still cancel in front of a purchase: the buyer's transaction reverts and takes nothing.
    function test_frontRun_sellerCancels_buyerPaysNothing() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(single), id, 1, address(vsw), 100 ether);
        vm.prank(creator);
        market.cancelOrder(o);
        uint256 before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(o)));
        market.buy(o, sig, 1, 102.5 ether);
        assertEq(vsw.balanceOf(buyer), before);
    }

    function test_frontRun_ownerRaisesBuyerFee_erc20BuyReverts() public {
        uint256 id = mint1155(creator, 5, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(multiple), id, 5, address(vsw), 100 ether);
        uint256 maxTotal = quotedTotal(address(multiple), id, 300 ether); // 307.5
        ownerSetsFees(1000, 250);
        uint256 before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, 330 ether, maxTotal));
        market.buy(o, sig, 3, maxTotal);
        assertEq(vsw.balanceOf(buyer), before, "the allowance was not drawn on");
        assertEq(multiple.balanceOf(buyer, id), 0);
    }

    /// In the native coin the exact msg.value rule alone would already refuse; the bound is checked first, so the
    /// revert names the real cause.
    function test_frontRun_ownerRaisesBuyerFee_nativeBuyReverts() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(single), id, 1, address(0), 1 ether);
        uint256 maxTotal = quotedTotal(address(single), id, 1 ether);
        ownerSetsFees(1000, 250);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, 1.1 ether, maxTotal));
        market.buy{value: 1.1 ether}(o, sig, 1, maxTotal);
        assertEq(single.ownerOf(id), creator);
    }

    /// The seller's side of a purchase: the seller fee may not exceed the one their order agreed to.
    function test_frontRun_ownerRaisesSellerFee_aboveTheSignedOne_buyReverts() public {
        (M.Order memory o, bytes memory sig) = listWithFeeBound(creator, 250);
        uint256 id = o.tokenId;
        ownerSetsFees(250, 300);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.FeeAboveSigned.selector, 300, 250));
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        ownerSetsFees(250, 250); // back to what the seller signed: it fills
        buyAs(buyer, o, sig, 1);
        assertEq(single.ownerOf(id), buyer);
    }

    /// A lower total than the bound (the seller signed a lower price, the owner lowered the fee) goes through.
    function test_buy_belowBoundFillsAtTheLowerTotal() public {
        uint256 id = mint721(creator, 0);
        uint256 maxTotal = quotedTotal(address(single), id, 100 ether);
        (M.Order memory lower, bytes memory sig) = list(creator, address(single), id, 1, address(vsw), 50 ether);
        ownerSetsFees(0, 250);
        uint256 before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        market.buy(lower, sig, 1, maxTotal);
        assertEq(before - vsw.balanceOf(buyer), 50 ether);
    }

    /// A sweep is bounded by its maxTotal as a whole: a fee raised in front of it reverts the sweep, in the
    /// native coin (everything sent comes back) as in an ERC-20 (nothing drawn).
    function test_frontRun_ownerRaisesBuyerFee_sweepReverts() public {
        M.Purchase[] memory purchases = new M.Purchase[](2);
        for (uint256 i = 0; i < 2; ++i) {
            (M.Order memory o, bytes memory sig) =
                list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
            purchases[i] = M.Purchase(o, sig, 1);
        }
        uint256 maxTotal = 2.05 ether;
        ownerSetsFees(500, 250);
        uint256 before = buyer.balance;
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, 2.1 ether, maxTotal));
        market.sweep{value: maxTotal}(purchases, address(0), maxTotal);
        assertEq(buyer.balance, before);

        for (uint256 i = 0; i < 2; ++i) {
            (M.Order memory o, bytes memory sig) =
                list(creator, address(single), mint721(creator, 0), 1, address(vsw), 1 ether);
            purchases[i] = M.Purchase(o, sig, 1);
        }
        before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, 2.1 ether, maxTotal));
        market.sweep(purchases, address(vsw), maxTotal);
        assertEq(vsw.balanceOf(buyer), before);
    }

    /// A seller fee above what one order of a sweep signed skips that order, never reverting the rest.
    function test_sweep_sellerFeeAboveTheSignedOne_skipsThatPurchase() public {
        M.Purchase[] memory purchases = new M.Purchase[](2);
        (M.Order memory strict, bytes memory strictSig) = listWithFeeBound(creator, 250);
        purchases[0] = M.Purchase(strict, strictSig, 1);
        (M.Order memory lax, bytes memory laxSig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        purchases[1] = M.Purchase(lax, laxSig, 1);
        ownerSetsFees(250, 300);
        uint256 before = buyer.balance;
        vm.prank(buyer);
        market.sweep{value: 2.05 ether}(purchases, address(0), 2.05 ether);
        assertEq(before - buyer.balance, 1.025 ether, "one bought, the other's money refunded");
        assertEq(single.ownerOf(lax.tokenId), buyer);
        assertEq(single.ownerOf(strict.tokenId), creator);
    }

    function test_frontRun_ownerRaisesSellerFee_acceptBidReverts() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 100 ether);
        uint256 minProceeds = quotedProceeds(address(single), id, 100 ether); // 97.5
        ownerSetsFees(250, 1000);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.ProceedsBelowBound.selector, 90 ether, minProceeds));
        market.acceptBid(b, sig, id, 1, minProceeds);
        assertEq(single.ownerOf(id), creator);
    }

    /// The bidder's side: the buyer fee may not exceed the one their bid agreed to.
    function test_frontRun_ownerRaisesBuyerFee_aboveTheSignedOne_acceptBidReverts() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b,) = bid(address(single), id, 1, 100 ether);
        b.maxFeeBps = 250;
        bytes memory sig = sign(b, bidderKey);
        ownerSetsFees(400, 250);
        uint256 before = vsw.balanceOf(bidder);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.FeeAboveSigned.selector, 400, 250));
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(vsw.balanceOf(bidder), before);
    }

    function test_frontRun_royaltyRaised_acceptBidReverts() public {
        MutableRoyalty1155 c = new MutableRoyalty1155(artist, 500);
        c.mint(creator, 7, 2);
        vm.prank(creator);
        c.setApprovalForAll(address(market), true);
        (M.Bid memory b, bytes memory sig) = bid(address(c), 7, 2, 10 ether);
        uint256 minProceeds = quotedProceeds(address(c), 7, 20 ether); // 20 - 0.5 - 1
        c.setRoyalty(artist, 2000);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.ProceedsBelowBound.selector, 15.5 ether, minProceeds));
        market.acceptBid(b, sig, 7, 2, minProceeds);
        assertEq(c.balanceOf(creator, 7), 2);

        c.setRoyalty(artist, 500); // back to the quote: the same acceptance fills
        uint256 before = vsw.balanceOf(creator);
        vm.prank(creator);
        market.acceptBid(b, sig, 7, 2, minProceeds);
        assertEq(vsw.balanceOf(creator) - before, minProceeds);
    }

    function test_frontRun_ownerRaisesSellerFee_collectionOfferReverts() public {
        vm.deal(artist, 1 ether);
        uint256 id = mint721(artist, 0);
        vm.prank(artist);
        single.setApprovalForAll(address(market), true);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 2, 100 ether);
        uint256 minProceeds = quotedProceeds(address(single), id, 100 ether);
        ownerSetsFees(250, 1000);
        vm.prank(artist);
        vm.expectRevert(abi.encodeWithSelector(M.ProceedsBelowBound.selector, 90 ether, minProceeds));
        market.acceptCollectionOffer(b, sig, id, new bytes32[](0), 1, minProceeds);
        assertEq(single.ownerOf(id), artist);
    }

    /// Settling an auction pays the seller through the same bound as accepting a bid.
    function test_frontRun_ownerRaisesSellerFee_settleAuctionReverts() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory a, bytes memory aSig) = auction(creator, address(single), id, 10 ether, 1 days);
        vm.warp(a.endTime);
        (M.Bid memory b, bytes memory bSig) = auctionBid(a, 1, 100 ether);
        uint256 minProceeds = quotedProceeds(address(single), id, 100 ether);
        ownerSetsFees(250, 1000);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.ProceedsBelowBound.selector, 90 ether, minProceeds));
        market.settleAuction(a, aSig, b, bSig, minProceeds);
        assertEq(single.ownerOf(id), creator);
        ownerSetsFees(250, 250);
        vm.prank(creator);
        market.settleAuction(a, aSig, b, bSig, minProceeds);
        assertEq(single.ownerOf(id), bidder);
    }

    /// A seller who is also the royalty receiver gets the royalty as proceeds; the bound counts it.
    function test_acceptBid_sellersOwnRoyaltyCountsAsProceeds() public {
        uint256 id = mint721(creator, 1000);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 100 ether);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.ProceedsBelowBound.selector, 97.5 ether, 97.5 ether + 1));
        market.acceptBid(b, sig, id, 1, 97.5 ether + 1);
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 97.5 ether);
        assertEq(single.ownerOf(id), bidder);
    }

    /// Whatever the price, quantity, fees and bound: the buyer pays at most maxTotal, or the purchase reverts
    /// with PriceAboveBound exactly when the real total is above it.
    function testFuzz_buy_neverChargesAboveMaxTotal(FuzzTrade memory t, uint16 raisedBps, uint256 maxTotal) public {
        t = boundTrade(t, 10, 0);
        ownerSetsFees(t.buyerBps, 250);
        uint256 id = mint1155(creator, 10, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(multiple), id, 10, address(vsw), t.unitPrice);
        uint256 quoted = quotedTotal(address(multiple), id, uint256(t.unitPrice) * t.take);
        maxTotal = bound(maxTotal, 0, quoted * 2);
        ownerSetsFees(boundFee(raisedBps), 250); // the fee may move between quote and buy
        uint256 total = quotedTotal(address(multiple), id, uint256(t.unitPrice) * t.take);

        uint256 before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        if (total > maxTotal) vm.expectRevert(abi.encodeWithSelector(M.PriceAboveBound.selector, total, maxTotal));
        market.buy(o, sig, t.take, maxTotal);
        uint256 paid = before - vsw.balanceOf(buyer);
        assertLe(paid, maxTotal, "never above the bound");
        assertEq(paid, total > maxTotal ? 0 : total);
    }

    /// Whatever the price, quantity, fees, royalty and bound: the seller receives at least minProceeds, or the
    /// acceptance reverts with ProceedsBelowBound exactly when the real proceeds are below it.
    function testFuzz_acceptBid_neverPaysBelowMinProceeds(FuzzTrade memory t, uint256 minProceeds) public {
        t = boundTrade(t, 10, 5000);
        ownerSetsFees(250, t.sellerBps);
        MutableRoyalty1155 c = new MutableRoyalty1155(artist, t.royaltyBps);
        c.mint(creator, 7, 10);
        vm.prank(creator);
        c.setApprovalForAll(address(market), true);
        (M.Bid memory b, bytes memory sig) = bid(address(c), 7, 10, t.unitPrice);
        uint256 proceeds = quotedProceeds(address(c), 7, uint256(t.unitPrice) * t.take);
        minProceeds = bound(minProceeds, 0, proceeds * 2 + 1);

        uint256 before = vsw.balanceOf(creator);
        vm.prank(creator);
        if (proceeds < minProceeds) {
            vm.expectRevert(abi.encodeWithSelector(M.ProceedsBelowBound.selector, proceeds, minProceeds));
        }
        market.acceptBid(b, sig, 7, t.take, minProceeds);
        uint256 received = vsw.balanceOf(creator) - before;
        if (proceeds < minProceeds) assertEq(received, 0);
        else assertGe(received, minProceeds, "never below the bound");
    }
}
