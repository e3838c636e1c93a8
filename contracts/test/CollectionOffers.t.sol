// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// Collection offers (Bids with anyToken): a holder sells a token the offer covers (any token of the contract
/// with tokenRoot 0, else the ids of its Merkle tree), up to N in all.
contract CollectionOffersTest is Base {
    uint256 internal constant UNIT = 1 ether;
    address internal holder = account("holder");
    bytes32[] internal noProof;

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
        market.acceptCollectionOffer(b, sig, id, noProof, quantity, proceedsOf(b.unitPrice * quantity));
    }

    function test_rootZero_takesAnyTokenTheHolderChooses() public {
        mint721(creator, 0);
        uint256 chosen = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 1, UNIT);
        uint256 before = vsw.balanceOf(creator);
        expectBidAccepted(b, creator, chosen, 1);
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
        market.acceptCollectionOffer(b, sig, d, noProof, 1, 0);
        assertEq(single.balanceOf(bidder), 3);
        assertEq(single.ownerOf(d), holder);
    }

    function test_721Offer_takesOneCopyOfEachToken() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 3, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, id, noProof, 2, 0);
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
        market.acceptCollectionOffer(b, sig, x, noProof, 1, 0);
    }

    function test_overNInOneAccept_refused() public {
        uint256 x = mint1155(creator, 10, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(multiple), 3, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 4, 3));
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, x, noProof, 4, 0);
    }

    function test_singleTokenBid_refusesAnotherToken() public {
        uint256 wanted = mint721(creator, 0);
        uint256 other = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), wanted, 1, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, market.hashBid(b)));
        vm.prank(creator);
        market.acceptBid(b, sig, other, 1, 0);
        vm.prank(creator);
        market.acceptBid(b, sig, wanted, 1, 0);
        assertEq(single.ownerOf(wanted), bidder);
    }

    function test_buyerFeeAboveSigned_reverts() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b,) = collectionOffer(address(single), 1, UNIT);
        b.maxFeeBps = 250;
        bytes memory sig = sign(b, bidderKey);
        ownerSetsFees(300, 250);
        vm.expectRevert(abi.encodeWithSelector(M.FeeAboveSigned.selector, 300, 250));
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, id, noProof, 1, 0);
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
        market.acceptCollectionOffer(b, sig, id, noProof, 1, 0);

        (b, sig) = collectionOffer(address(single), 2, UNIT);
        vm.expectEmit(true, false, false, false, address(market));
        emit M.BidCounterIncremented(bidder, 0); // a random step
        vm.prank(bidder);
        market.cancelAllBids();
        vm.expectRevert(abi.encodeWithSelector(M.BidNotActive.selector, market.hashBid(b)));
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, id, noProof, 1, 0);

        (b, sig) = collectionOffer(address(single), 2, UNIT);
        vm.warp(b.expiry + 1);
        vm.expectRevert(abi.encodeWithSelector(M.BidExpired.selector, b.expiry));
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, id, noProof, 1, 0);
    }

    function test_proceedsBound_andForgedOffer() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 1, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.ProceedsBelowBound.selector, proceedsOf(UNIT), proceedsOf(UNIT) + 1));
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, id, noProof, 1, proceedsOf(UNIT) + 1);
        b.unitPrice = 2 * UNIT; // the holder raises the offer
        vm.expectRevert(M.BadSignature.selector);
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, id, noProof, 1, 0);
    }

    // ----- offers bound to a collection's tokens (tokenRoot) -----

    /// @dev Vectors from packages/chain/src/tokenTree.ts: the tree of token ids 1..5, and each id's proof.
    bytes32 internal constant ROOT_1_TO_5 = 0xdaaebd92c5bb2d0f2e84c12e89c5c0fc752d401dd4b613d0e2af6a410c4985b0;

    function proofOf(uint256 id) internal pure returns (bytes32[] memory p) {
        bytes32 top = 0xc167b0e3c82238f4f2d1a50a8b3a44f96311d77b148c30dc0ef863e1a060dcb6;
        if (id == 4) {
            p = new bytes32[](1);
            p[0] = 0xb20c6ce75f58705038f102b2c94b5528ffe8853bc140bbd2da324e67c14df13c;
            return p;
        }
        p = new bytes32[](3);
        p[2] = top;
        if (id == 1) {
            (p[0], p[1]) =
            (
                0x2584db4a68aa8b172f70bc04e2e74541617c003374de6eb4b295e823e5beab01,
                0x161691c7185a37ff918e70bebef716ddd87844ac47f419ea23eaf4fe983fbf2c
            );
        } else if (id == 2) {
            (p[0], p[1]) =
            (
                0x16db2e4b9f8dc120de98f8491964203ba76de27b27b29c2d25f85a325cd37477,
                0x1a6dbeb0d179031e5261494ac4b6ee4e284665e8d2ea3ff44f7a2ddf5ca07bb7
            );
        } else if (id == 3) {
            (p[0], p[1]) =
            (
                0xb5d9d894133a730aa651ef62d26b0ffa846233c74177a591a4a896adfda97d22,
                0x161691c7185a37ff918e70bebef716ddd87844ac47f419ea23eaf4fe983fbf2c
            );
        } else {
            (p[0], p[1]) =
            (
                0x1ab0c6948a275349ae45a06aad66a8bd65ac18074615d53676c09b67809099e0,
                0x1a6dbeb0d179031e5261494ac4b6ee4e284665e8d2ea3ff44f7a2ddf5ca07bb7
            );
        }
    }

    /// @dev Tokens 1..5 of the 721 (the "collection": 1-3 the creator's, 4-5 the holder's), 6 the creator's outside
    /// it; an offer of the bidder for up to `quantity` of tokens 1..5.
    function rootOffer(uint256 quantity) internal returns (M.Bid memory b, bytes memory sig) {
        for (uint256 i = 1; i <= 6; i++) {
            assertEq(mint721(i == 4 || i == 5 ? holder : creator, 0), i);
        }
        (b,) = collectionOffer(address(single), quantity, UNIT);
        b.tokenRoot = ROOT_1_TO_5;
        sig = sign(b, bidderKey);
    }

    function acceptWithProof(address who, M.Bid memory b, bytes memory sig, uint256 id) internal {
        vm.prank(who);
        market.acceptCollectionOffer(b, sig, id, proofOf(id), 1, proceedsOf(UNIT));
    }

    function test_rootOffer_everyTokenInTheTree_acceptedWithItsProof() public {
        (M.Bid memory b, bytes memory sig) = rootOffer(5);
        for (uint256 id = 1; id <= 5; id++) {
            acceptWithProof(id == 4 || id == 5 ? holder : creator, b, sig, id);
            assertEq(single.ownerOf(id), bidder);
        }
        assertEq(market.filled(market.hashBid(b)), 5);
    }

    function test_rootOffer_tokenOutsideTheTree_refused() public {
        (M.Bid memory b, bytes memory sig) = rootOffer(1);
        // token 6 with another token's proof, and with none
        vm.startPrank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.TokenNotInOffer.selector, 6));
        market.acceptCollectionOffer(b, sig, 6, proofOf(3), 1, 0);
        vm.expectRevert(abi.encodeWithSelector(M.TokenNotInOffer.selector, 6));
        market.acceptCollectionOffer(b, sig, 6, noProof, 1, 0);
        vm.stopPrank();
        assertEq(single.ownerOf(6), creator);
        assertEq(market.filled(market.hashBid(b)), 0);
    }

    function test_rootOffer_tokenInTheTree_withAnotherTokensProof_refused() public {
        (M.Bid memory b, bytes memory sig) = rootOffer(1);
        vm.expectRevert(abi.encodeWithSelector(M.TokenNotInOffer.selector, 3));
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, 3, proofOf(1), 1, 0);
    }

    /// The holder of a token outside the tree cannot swap the root for one of their own: it was signed.
    function test_rootOffer_rootSwappedByTheHolder_badSignature() public {
        (M.Bid memory b, bytes memory sig) = rootOffer(1);
        b.tokenRoot = keccak256(bytes.concat(keccak256(abi.encode(uint256(6))))); // a one-leaf tree of token 6
        vm.expectRevert(M.BadSignature.selector);
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, 6, noProof, 1, 0);
    }

    function test_rootOffer_1155_copiesOfATokenInTheTree() public {
        for (uint256 i = 1; i <= 5; i++) {
            assertEq(mint1155(creator, 10, 0), i);
        }
        (M.Bid memory b,) = collectionOffer(address(multiple), 4, UNIT);
        b.tokenRoot = ROOT_1_TO_5;
        bytes memory sig = sign(b, bidderKey);
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, 2, proofOf(2), 4, proceedsOf(4 * UNIT));
        assertEq(multiple.balanceOf(bidder, 2), 4);
    }

    function test_acceptBid_refusesACollectionOffer() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = collectionOffer(address(single), 1, UNIT);
        b.tokenId = id; // even when it names the token
        sig = sign(b, bidderKey);
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, market.hashBid(b)));
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(single.ownerOf(id), creator);
    }

    function test_acceptCollectionOffer_refusesABidOnOneToken() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, UNIT);
        vm.expectRevert(abi.encodeWithSelector(M.BidDoesNotMatch.selector, market.hashBid(b)));
        vm.prank(creator);
        market.acceptCollectionOffer(b, sig, id, noProof, 1, 0);
    }
}
