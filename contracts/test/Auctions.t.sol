// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// Auctions are signed Orders (TimedAuction / UnlimitedAuction) the seller settles with one signed bid; the
/// chain checks the bid against the order.
contract AuctionsTest is Base {
    uint256 internal constant MIN_BID = 1 ether;
    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = mint721(creator, 0);
    }

    function settle(address who, M.Order memory a, bytes memory asig, M.Bid memory b, bytes memory bsig) internal {
        vm.prank(who);
        market.settleAuction(a, asig, b, bsig, 0);
    }

    function expectMismatch(M.Order memory a, bytes memory asig, M.Bid memory b, bytes memory bsig) internal {
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, market.hashBid(b)));
        settle(creator, a, asig, b, bsig);
    }

    function test_timedAuction_settledAfterItsEnd_withBothEvents() public {
        (M.Order memory a, bytes memory asig) = auction(creator, address(single), id, MIN_BID, 1 days);
        (M.Bid memory b, bytes memory bsig) = auctionBid(a, 1, 2 ether);
        vm.warp(a.endTime);
        uint256 before = vsw.balanceOf(creator);
        expectBidAccepted(b, creator, id, 1);
        vm.expectEmit(address(market));
        emit M.AuctionSettled(market.hashOrder(a), market.hashBid(b));
        settle(creator, a, asig, b, bsig);
        assertEq(single.ownerOf(id), bidder);
        assertEq(vsw.balanceOf(creator) - before, 2 ether - 0.05 ether, "bid minus the seller fee");
        assertEq(market.remaining(a), 0);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(a)));
        settle(creator, a, asig, b, bsig);
    }

    function test_notBeforeTheEnd() public {
        (M.Order memory a, bytes memory asig) = auction(creator, address(single), id, MIN_BID, 1 days);
        (M.Bid memory b, bytes memory bsig) = auctionBid(a, 1, 2 ether);
        vm.warp(a.endTime - 1);
        vm.expectRevert(abi.encodeWithSelector(M.AuctionNotEnded.selector, a.endTime));
        settle(creator, a, asig, b, bsig);
    }

    function test_unlimitedAuction_settlesAnyTime() public {
        (M.Order memory a, bytes memory asig) = auction(creator, address(single), id, MIN_BID, 0);
        (M.Bid memory b, bytes memory bsig) = auctionBid(a, 1, MIN_BID);
        settle(creator, a, asig, b, bsig);
        assertEq(single.ownerOf(id), bidder, "a bid of exactly the minimum is enough");
    }

    function test_bidBelowMinimum_otherCurrency_otherToken_orCollectionOffer_doNotMatch() public {
        (M.Order memory a, bytes memory asig) = auction(creator, address(single), id, MIN_BID, 0);
        (M.Bid memory b, bytes memory bsig) = auctionBid(a, 1, MIN_BID - 1);
        expectMismatch(a, asig, b, bsig);
        (b,) = auctionBid(a, 1, 2 ether);
        b.currency = address(wbnb);
        expectMismatch(a, asig, b, sign(b, bidderKey));
        uint256 other = mint721(creator, 0);
        (b,) = auctionBid(a, 1, 2 ether);
        b.tokenId = other;
        expectMismatch(a, asig, b, sign(b, bidderKey));
        (b,) = collectionOffer(address(single), 1, 2 ether);
        (b.tokenId, b.auction) = (id, market.hashOrder(a));
        expectMismatch(a, asig, b, sign(b, bidderKey));
    }

    function test_onlyTheSeller_andOnlyAuctions() public {
        (M.Order memory a, bytes memory asig) = auction(creator, address(single), id, MIN_BID, 0);
        (M.Bid memory b, bytes memory bsig) = auctionBid(a, 1, 2 ether);
        vm.expectRevert(M.NotSigner.selector);
        settle(bidder, a, asig, b, bsig);
        (M.Order memory fixedPrice, bytes memory fsig) = list(creator, address(single), id, 1, address(vsw), MIN_BID);
        vm.expectRevert(abi.encodeWithSelector(M.WrongSaleType.selector, M.SaleType.FixedPrice));
        settle(creator, fixedPrice, fsig, b, bsig);
    }

    function test_cancelledAuction_neverSettles() public {
        (M.Order memory a, bytes memory asig) = auction(creator, address(single), id, MIN_BID, 0);
        (M.Bid memory b, bytes memory bsig) = auctionBid(a, 1, 2 ether);
        vm.prank(creator);
        market.cancelOrder(a);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(a)));
        settle(creator, a, asig, b, bsig);
    }

    function test_tokenMovedAwayAndBack_voidsTheAuction() public {
        (M.Order memory a, bytes memory asig) = auction(creator, address(single), id, MIN_BID, 0);
        (M.Bid memory b, bytes memory bsig) = auctionBid(a, 1, 2 ether);
        vm.prank(creator);
        single.transferFrom(creator, buyer, id);
        vm.prank(buyer);
        single.transferFrom(buyer, creator, id);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(a)));
        settle(creator, a, asig, b, bsig);
    }

    function test_1155Auction_soldInParts_toTwoBids() public {
        uint256 copies = mint1155(creator, 3, 0);
        (M.Order memory a,) = auction(creator, address(multiple), copies, MIN_BID, 0);
        a.quantity = 3;
        bytes memory asig = signOrder(a);
        (M.Bid memory b, bytes memory bsig) = auctionBid(a, 2, MIN_BID);
        settle(creator, a, asig, b, bsig);
        assertEq(market.remaining(a), 1);
        (b, bsig) = auctionBid(a, 5, MIN_BID); // more than is left: sells what is left
        settle(creator, a, asig, b, bsig);
        assertEq(multiple.balanceOf(bidder, copies), 3);
        assertEq(market.filled(market.hashBid(b)), 1);
        assertEq(market.remaining(a), 0);
    }
}
