// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {Sweep} from "./Sweep.sol";

/// @title Bids
/// @notice Bids and collection offers are EIP-712 messages signed by the bidder (an EOA or an ERC-1271 contract
/// wallet) and kept off chain. A holder fills one on chain for some or all of its quantity; the ERC-20 is pulled
/// from the bidder by allowance. A collection offer (`anyToken`) takes tokens of its collection (all of them, or
/// the ids of its `tokenRoot` Merkle tree), up to its quantity in all. Cancels are in Signatures.
abstract contract Bids is Sweep {
    /// @notice Sells `quantity` copies of `tokenId`, held by the caller, to the bidder at the bid's unit price. The
    /// bidder pays the price plus the buyer fee; the caller receives the price minus the seller fee and the royalty.
    /// Reverts ProceedsBelowBound when that is below `minProceeds`, FeeAboveSigned when the buyer fee is above the
    /// bid's maxFeeBps, BidDoesNotMatch for another token or a collection offer (see acceptCollectionOffer).
    /// @param bid the signed bid on one token
    /// @param signature the bidder's EIP-712 (or ERC-1271) signature of `bid`
    /// @param tokenId the token sold: bid.tokenId
    /// @param quantity how many copies (1 for an ERC-721), at most what is left of the bid
    /// @param minProceeds the least the caller receives after the seller fee and the royalty, as quoted to them
    function acceptBid(
        Bid calldata bid,
        bytes calldata signature,
        uint256 tokenId,
        uint256 quantity,
        uint256 minProceeds
    ) external nonReentrant {
        Config memory c = _liveConfig();
        bytes32 bidHash = hashBid(bid);
        // An auction's bid fills only through settleAuction of that auction (issue 28: a losing bid must die with
        // the auction, not stay fillable by whoever holds the token).
        if (bid.anyToken || tokenId != bid.tokenId || bid.auction != bytes32(0)) revert BidDoesNotMatch(bidHash);
        _fillBid(bid, bidHash, signature, c, tokenId, quantity, minProceeds);
    }

    /// @notice Sells `quantity` copies of `tokenId`, held by the caller, to a collection offer, as acceptBid does
    /// for a bid. An offer with a `tokenRoot` takes only the token ids of its Merkle tree: `proof` shows `tokenId`
    /// is one (TokenNotInOffer otherwise); an offer with root 0 takes any token of bid.collection and ignores
    /// `proof`. Up to bid.quantity tokens in all (one copy of each for an ERC-721).
    /// @param bid the signed collection offer (`anyToken`; BidDoesNotMatch otherwise)
    /// @param signature the bidder's EIP-712 (or ERC-1271) signature of `bid`
    /// @param tokenId the token sold
    /// @param proof the Merkle proof of `tokenId` in the tree of bid.tokenRoot (empty when the root is 0)
    /// @param quantity how many copies (1 for an ERC-721), at most what is left of the offer
    /// @param minProceeds the least the caller receives after the seller fee and the royalty, as quoted to them
    function acceptCollectionOffer(
        Bid calldata bid,
        bytes calldata signature,
        uint256 tokenId,
        bytes32[] calldata proof,
        uint256 quantity,
        uint256 minProceeds
    ) external nonReentrant {
        Config memory c = _liveConfig();
        bytes32 bidHash = hashBid(bid);
        if (!bid.anyToken || bid.auction != bytes32(0)) revert BidDoesNotMatch(bidHash);
        if (bid.tokenRoot != bytes32(0)) {
            bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(tokenId))));
            if (!MerkleProof.verifyCalldata(proof, bid.tokenRoot, leaf)) revert TokenNotInOffer(tokenId);
        }
        _fillBid(bid, bidHash, signature, c, tokenId, quantity, minProceeds);
    }

    /// @dev Checks the bid for a fill of `quantity` copies of `tokenId`, records it, moves the caller's copies to
    /// the bidder and pays the caller from the bidder's allowance.
    function _fillBid(
        Bid calldata bid,
        bytes32 bidHash,
        bytes calldata signature,
        Config memory c,
        uint256 tokenId,
        uint256 quantity,
        uint256 minProceeds
    ) internal {
        bool keyHolder = _takeBid(bid, bidHash, signature, c, quantity);
        Split memory split = _split(c, bid.collection, tokenId, bid.unitPrice * quantity);
        _emitAccepted(bid, bidHash, tokenId, quantity, split);
        _moveToken(_kindOf(bid.collection), bid.collection, msg.sender, bid.bidder, tokenId, quantity, !keyHolder);
        _payOut(bid.currency, bid.bidder, msg.sender, split, minProceeds);
    }

    function _emitAccepted(Bid calldata bid, bytes32 bidHash, uint256 tokenId, uint256 quantity, Split memory split)
        private
    {
        emit BidAccepted(bidHash, bid.bidder, msg.sender, bid.collection, tokenId, quantity, bid.currency, split);
    }

    /// @dev Checks the bid for a fill of `quantity` and records it; returns whether the bidder's key signed it.
    function _takeBid(Bid calldata bid, bytes32 bidHash, bytes calldata signature, Config memory c, uint256 quantity)
        private
        returns (bool keyHolder)
    {
        if (block.timestamp > bid.expiry) revert BidExpired(bid.expiry);
        if (!currencyAllowed(bid.currency)) revert CurrencyNotAllowed(bid.currency);
        if (c.buyerFeeBps > bid.maxFeeBps) revert FeeAboveSigned(c.buyerFeeBps, bid.maxFeeBps);
        uint256 done = _fills[bidHash];
        if (done == CANCELLED || bid.counter != bidCounter[bid.bidder]) revert BidNotActive(bidHash);
        if (quantity == 0 || done + quantity > bid.quantity) {
            revert BadQuantity(quantity, bid.quantity > done ? bid.quantity - done : 0);
        }
        // A bidder whose key signed gets its token by a plain transfer (no receiver callback, no code lookup); an
        // ERC-1271 wallet by a safe transfer.
        bool valid;
        (valid, keyHolder) = _checkSignature(bid.bidder, bidHash, signature);
        if (!valid) revert BadSignature();
        _fills[bidHash] = done + quantity;
    }
}
