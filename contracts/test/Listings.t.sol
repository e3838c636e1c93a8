// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base, SellerWallet} from "./Base.t.sol";

/// @dev An external collection without ERC-2981.
contract Plain721 is ERC721("Plain", "P") {
    function mint(address to, uint256 id) external {
        _mint(to, id);
    }
}

/// @dev A contract-wallet seller (ERC-1271).
contract WalletSeller is SellerWallet, ERC721Holder {
    receive() external payable {}
}

/// Signed FixedPrice orders: what a buy checks, pays and leaves on chain.
contract ListingsTest is Base {
    function test_buy721Native_paysEveryoneExactly_andLeavesNothingToFill() public {
        uint256 id = mint721(creator, 1000); // 10% royalty to the creator
        vm.prank(creator);
        single.transferFrom(creator, bidder, id); // a secondary sale: seller is not the creator
        vm.prank(bidder);
        single.setApprovalForAll(address(market), true);
        (M.Order memory o, bytes memory sig) = list(bidder, address(single), id, 1, address(0), 1 ether);
        assertEq(market.remaining(o), 1);
        uint256[3] memory before = [creator.balance, bidder.balance, buyer.balance];

        vm.prank(buyer);
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);

        assertEq(single.ownerOf(id), buyer);
        assertEq(creator.balance - before[0], 0.1 ether, "royalty");
        assertEq(bidder.balance - before[1], 0.875 ether, "seller gets price - 2.5% - 10%");
        assertEq(before[2] - buyer.balance, 1.025 ether, "buyer pays price + 2.5%");
        assertEq(address(market).balance, 0.05 ether, "both fees accrue");
        assertEq(market.remaining(o), 0);
        // Gas design: a 721 order filled whole writes nothing; the token's listing nonce moved, which voids it.
        assertEq(market.filled(market.hashOrder(o)), 0);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(o)));
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
    }

    function test_buy_rejectsBadOrders() public {
        uint256 id = mint721(creator, 0);
        vm.startPrank(buyer);
        (M.Order memory o, bytes memory sig) = list(creator, address(single), id, 1, address(0xBAD), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(M.CurrencyNotAllowed.selector, address(0xBAD)));
        market.buy(o, sig, 1, type(uint256).max);
        (o, sig) = list(creator, address(single), id, 1, address(0), 0);
        vm.expectRevert(M.ZeroPrice.selector);
        market.buy(o, sig, 1, type(uint256).max);
        (o, sig) = list(creator, address(vsw), 1, 1, address(0), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(M.UnsupportedCollection.selector, address(vsw)));
        market.buy(o, sig, 1, type(uint256).max);
        (o, sig) = list(creator, address(single), id, 1, address(0), 1 ether);
        o.unitPrice = 0.1 ether; // tampered: the signature no longer matches
        vm.expectRevert(M.BadSignature.selector);
        market.buy{value: 0.1025 ether}(o, sig, 1, 0.1025 ether);
        o.unitPrice = 1 ether;
        bytes memory byBuyer = signDigest(market.hashOrder(o), keyOf[buyer]); // not the seller's key
        vm.expectRevert(M.BadSignature.selector);
        market.buy{value: 1.025 ether}(o, byBuyer, 1, 1.025 ether);
        vm.stopPrank();
    }

    function test_buy_wrongPaymentAndQuantity() public {
        (M.Order memory o, bytes memory sig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        vm.startPrank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, 1 ether, 1.025 ether));
        market.buy{value: 1 ether}(o, sig, 1, 1.025 ether);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 0, 1));
        market.buy{value: 1.025 ether}(o, sig, 0, 1.025 ether);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        market.buy{value: 2.05 ether}(o, sig, 2, 2.05 ether);
        vm.stopPrank();
    }

    /// A 721 order offers exactly one copy; an order for more is refused rather than partly honoured.
    function test_buy721_orderForTwoCopiesRefused() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(single), id, 2, address(0), 1 ether);
        assertEq(market.remaining(o), 0);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        assertEq(single.ownerOf(id), creator);
    }

    function test_buy_auctionOrderRefused() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory o, bytes memory sig) = auction(creator, address(single), id, 1 ether, 1 days);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.WrongSaleType.selector, M.SaleType.TimedAuction));
        market.buy(o, sig, 1, type(uint256).max);
    }

    function test_buy1155Erc20_partialFills() public {
        uint256 id = mint1155(creator, 10, 500);
        (M.Order memory o, bytes memory sig) = list(creator, address(multiple), id, 10, address(vsw), 100 ether);
        uint256 creatorBefore = vsw.balanceOf(creator);
        vm.prank(buyer);
        market.buy(o, sig, 3, 307.5 ether);
        assertEq(multiple.balanceOf(buyer, id), 3);
        assertEq(multiple.balanceOf(creator, id), 7);
        // The creator sells their own: the royalty returns to them.
        assertEq(vsw.balanceOf(creator) - creatorBefore, 300 ether - 7.5 ether);
        assertEq(vsw.balanceOf(address(market)), 15 ether);
        assertEq(market.filled(market.hashOrder(o)), 3);
        assertEq(market.remaining(o), 7);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, 1, 0));
        market.buy{value: 1}(o, sig, 1, 102.5 ether);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 8, 7));
        market.buy(o, sig, 8, type(uint256).max);
        vm.prank(buyer);
        market.buy(o, sig, 7, type(uint256).max);
        assertEq(market.remaining(o), 0);
        assertEq(multiple.balanceOf(buyer, id), 10);
    }

    function test_expiredOrderDoesNotFill() public {
        uint256 id = mint721(creator, 0);
        M.Order memory o = order(creator, address(single), id, 1, address(0), 1 ether);
        o.endTime = block.timestamp + 1 hours;
        bytes memory sig = signOrder(o);
        vm.warp(o.endTime);
        assertEq(market.remaining(o), 1, "fillable up to its end time");
        vm.warp(o.endTime + 1);
        expectInactive(o, sig, 1);
    }

    function test_cancelOrder_signerOnlyAndNeverFills() public {
        (M.Order memory o, bytes memory sig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        bytes32 hash = market.hashOrder(o);
        vm.prank(buyer);
        vm.expectRevert(M.NotSigner.selector);
        market.cancelOrder(o);
        vm.expectEmit(address(market));
        emit M.OrderCancelled(hash, creator);
        vm.prank(creator);
        market.cancelOrder(o);
        assertEq(market.filled(hash), type(uint256).max);
        expectInactive(o, sig, 1);
    }

    /// Lower Price signs a new order (same nonce and counter, new salt); the first sale of the token voids the
    /// other order, and the app cancels the old one on chain.
    function test_lowerPrice_isANewOrder_oneSaleVoidsTheOther() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory high, bytes memory highSig) = list(creator, address(single), id, 1, address(0), 1 ether);
        (M.Order memory low, bytes memory lowSig) = list(creator, address(single), id, 1, address(0), 0.5 ether);
        assertEq(low.nonce, high.nonce);
        assertTrue(market.hashOrder(low) != market.hashOrder(high));
        vm.prank(buyer);
        market.buy{value: 0.5125 ether}(low, lowSig, 1, 0.5125 ether);
        assertEq(market.remaining(high), 0);
        vm.prank(buyer);
        single.transferFrom(buyer, creator, id); // back to the seller: the old order stays void
        expectInactive(high, highSig, 1);
    }

    function test_cancelAllOrders_voidsOlderOrdersOnly() public {
        (M.Order memory a, bytes memory sigA) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        uint256 copies = mint1155(creator, 2, 0);
        (M.Order memory b,) = list(creator, address(multiple), copies, 2, address(0), 1 ether);
        vm.expectEmit(true, false, false, false, address(market));
        emit M.ListingCounterIncremented(creator, 0); // a random step
        vm.prank(creator);
        market.cancelAllOrders();
        assertGt(market.listingCounter(creator), 0);
        assertEq(market.remaining(a) + market.remaining(b), 0);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(a)));
        market.buy{value: 1.025 ether}(a, sigA, 1, 1.025 ether);
        (M.Order memory c, bytes memory sigC) = list(creator, address(multiple), copies, 2, address(0), 1 ether);
        assertEq(c.counter, market.listingCounter(creator));
        buyAs(buyer, c, sigC, 1);
        assertEq(multiple.balanceOf(buyer, copies), 1);
    }

    /// External collections cannot void an order by nonce: it must expire within 30 days, and what it filled is
    /// recorded, so the token coming back to the seller never revives it.
    function test_externalCollection_boundedExpiryFilledRecordedNoRoyalty() public {
        Plain721 plain = new Plain721();
        plain.mint(creator, 42);
        vm.prank(creator);
        plain.setApprovalForAll(address(market), true);
        M.Order memory o = order(creator, address(plain), 42, 1, address(0), 1 ether);
        o.endTime = 0;
        bytes memory sig = signOrder(o);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.BadExpiry.selector, 0));
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        o.endTime = o.startTime + 31 days;
        sig = signOrder(o);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.BadExpiry.selector, o.endTime));
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);

        (o, sig) = list(creator, address(plain), 42, 1, address(0), 1 ether);
        uint256 before = creator.balance;
        vm.prank(buyer);
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        assertEq(plain.ownerOf(42), buyer);
        assertEq(creator.balance - before, 0.975 ether);
        assertEq(market.filled(market.hashOrder(o)), 1);

        vm.prank(buyer);
        plain.transferFrom(buyer, creator, 42);
        assertEq(market.remaining(o), 0);
        vm.prank(bidder);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(o)));
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
    }

    function test_contractWalletSeller_erc1271() public {
        WalletSeller wallet = new WalletSeller();
        (M.Order memory o, bytes memory sig) = walletListing721(wallet, "wallet seller", 0);
        uint256 id = o.tokenId;
        vm.prank(buyer);
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        assertEq(single.ownerOf(id), buyer);
        assertEq(address(wallet).balance, 0.975 ether);
    }

    function test_replayOnAnotherMarketOrChainFails() public {
        uint256 id = mint721(creator, 0);
        (M.Order memory o, bytes memory sig) = list(creator, address(single), id, 1, address(0), 1 ether);
        AgoraMarketplace other = newMarket();
        vm.prank(creator);
        single.setApprovalForAll(address(other), true);
        vm.prank(buyer);
        vm.expectRevert(M.BadSignature.selector);
        other.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        vm.chainId(56);
        vm.prank(buyer);
        vm.expectRevert(M.BadSignature.selector);
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
    }

    function test_pause_stopsTradingNotCancelling() public {
        (M.Order memory o, bytes memory sig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, creator));
        market.setPaused(true);
        vm.prank(owner);
        market.setPaused(true);
        vm.prank(buyer);
        vm.expectRevert(M.Paused.selector);
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
        vm.startPrank(creator);
        market.cancelOrder(o);
        market.cancelAllOrders();
        vm.stopPrank();
        assertEq(market.remaining(o), 0);
    }

    function test_ownerSettings_capsAndWithdrawal() public {
        vm.startPrank(owner);
        vm.expectRevert(abi.encodeWithSelector(M.FeeTooHigh.selector, 1001, 1000));
        market.setFees(1001, 0);
        vm.expectRevert(abi.encodeWithSelector(M.FeeTooHigh.selector, 1001, 1000));
        market.setFees(0, 1001);
        market.setFees(1000, 1000);
        vm.stopPrank();
        vm.prank(buyer);
        vm.expectRevert(M.NothingToWithdraw.selector);
        market.withdrawFees(address(0));

        (M.Order memory o, bytes memory sig) =
            list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        vm.prank(buyer);
        market.buy{value: 1.1 ether}(o, sig, 1, 1.1 ether);
        market.withdrawFees(address(0)); // anyone may trigger it; the money goes to the fee recipient
        assertEq(treasury.balance, 0.2 ether);
        assertEq(address(market).balance, 0);
    }
}
