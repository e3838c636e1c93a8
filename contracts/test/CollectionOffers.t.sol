// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// Collection offers (Bids with anyToken): any holder sells any token of the collection, up to N in all.
contract CollectionOffersTest is Base {
    uint256 internal constant UNIT = 1 ether;
    address internal holder = account("holder");

    function setUp() public override {
        super.setUp();
        vm.startPrank(holder);
        single.setApprovalForAll(address(market), true);
        multiple.setApprovalForAll(address(market), true);
        vm.stopPrank();
        vm.deal(holder, 1 ether);
    }

    /// @dev What a holder who is also the creator receives (the royalty comes back): price - seller fee.
    function proceedsOf(uint256 price) internal pure returns (uint256) {
        return price - (price * 250) / 10_000;
    }

    function accept(address who, M.Bid memory b, bytes memory sig, uint256 id, uint256 quantity) internal {
        vm.prank(who);
        market.acceptBid(b, sig, id, quantity, proceedsOf(b.unitPrice * quantity));
    }

    function test_anyToken_takesTheTokenTheHolderChooses() public {
        mint721(creator, 0);
        uint256 chosen = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 1, UNIT);
        uint256 before = vsw.balanceOf(creator);
        vm.expectEmit(address(market));
        emit M.BidAccepted(
            market.hashBid(b),
            bidder,
            creator,
            address(single),
            chosen,
            1,
            address(vsw),
            market.quote(address(single), chosen, UNIT)
        );
        accept(creator, b, sig, chosen, 1);
        assertEq(single.ownerOf(chosen), bidder);
        assertEq(vsw.balanceOf(creator) - before, proceedsOf(UNIT));
        assertEq(market.filled(market.hashBid(b)), 1);
    }

    function test_upToNTokens_fromSeveralHolders_thenRefused() public {
        uint256 a = mint721(creator, 0);
        uint256 b2 = mint721(creator, 0);
        uint256 c = mint721(holder, 0);
        uint256 d = mint721(holder, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 3, UNIT);
        accept(creator, b, sig, a, 1);
        accept(holder, b, sig, c, 1);
        assertEq(market.filled(market.hashBid(b)), 2);
        accept(creator, b, sig, b2, 1);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 1, 0));
        vm.prank(holder);
        market.acceptBid(b, sig, d, 1, 0);
        assertEq(single.balanceOf(bidder), 3);
        assertEq(single.ownerOf(d), holder);
    }

    function test_721Offer_takesOneCopyOfEachToken() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 3, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        vm.prank(creator);
        market.acceptBid(b, sig, id, 2, 0);
    }

    function test_1155Offer_copiesOfAnyIds_partialFills_thenRefusedBeyondN() public {
        uint256 x = mint1155(creator, 10, 0);
        uint256 y = mint1155(holder, 10, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(multiple), 5, UNIT);
        accept(creator, b, sig, x, 2);
        accept(holder, b, sig, y, 3);
        assertEq(multiple.balanceOf(bidder, x), 2);
        assertEq(multiple.balanceOf(bidder, y), 3);
        assertEq(market.filled(market.hashBid(b)), 5);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 1, 0));
        vm.prank(creator);
        market.acceptBid(b, sig, x, 1, 0);
    }

    function test_overNInOneAccept_refused() public {
        uint256 x = mint1155(creator, 10, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(multiple), 3, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 4, 3));
        vm.prank(creator);
        market.acceptBid(b, sig, x, 4, 0);
    }

    function test_singleTokenBid_refusesAnotherToken() public {
        uint256 wanted = mint721(creator, 0);
        uint256 other = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), wanted, 1, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, market.hashBid(b)));
        vm.prank(creator);
        market.acceptBid(b, sig, other, 1, 0);
        accept(creator, b, sig, wanted, 1);
        assertEq(single.ownerOf(wanted), bidder);
    }

    function test_buyerFeeAboveSigned_reverts() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b,) = collectionOffer(address(single), 1, UNIT);
        b.maxFeeBps = 250;
        bytes memory sig = sign(b, bidderKey);
        vm.prank(owner);
        market.setFees(300, 250);
        vm.expectRevert(abi.encodeWithSelector(M.FeeAboveSigned.selector, 300, 250));
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
    }

    function test_cancelledOrCounterBumped_orExpiredOffer_neverFills() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 2, UNIT);
        vm.expectRevert(M.NotSigner.selector);
        vm.prank(creator);
        market.cancelBid(b);
        vm.expectEmit(address(market));
        emit M.OrderCancelled(market.hashBid(b), bidder);
        vm.prank(bidder);
        market.cancelBid(b);
        vm.expectRevert(abi.encodeWithSelector(M.BidNotActive.selector, market.hashBid(b)));
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);

        (b, sig) = collectionOffer(address(single), 2, UNIT);
        vm.expectEmit(address(market));
        emit M.BidCounterIncremented(bidder, 1);
        vm.prank(bidder);
        market.cancelAllBids();
        vm.expectRevert(abi.encodeWithSelector(M.BidNotActive.selector, market.hashBid(b)));
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);

        (b, sig) = collectionOffer(address(single), 2, UNIT);
        vm.warp(b.expiry + 1);
        vm.expectRevert(abi.encodeWithSelector(M.BidExpired.selector, b.expiry));
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
    }

    function test_proceedsBound_andForgedOffer() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 1, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.ProceedsBelowBound.selector, proceedsOf(UNIT), proceedsOf(UNIT) + 1));
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, proceedsOf(UNIT) + 1);
        b.unitPrice = 2 * UNIT; // the holder raises the offer
        vm.expectRevert(M.BadSignature.selector);
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
    }
}
