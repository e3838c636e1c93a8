// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Bids} from "./Bids.sol";

/// @title Auctions
/// @notice An auction is an Order (saleType TimedAuction or UnlimitedAuction) signed by the seller: its unitPrice
/// is the minimum bid for one copy and, for a timed auction, its endTime the moment from which a bid can be
/// accepted. The seller settles it by accepting one signed bid; the chain checks that bid against the order.
/// @dev The 5 % step between bids, the 10-minute extension and "48 h after the end only the highest bid" need the
/// whole bid book, which lives off chain: the server enforces them (docs/contracts.md).
abstract contract Auctions is Bids {
    /// @notice Sells the auction's copies (as many as are left of both) to `bid`. Only the auction's seller; the bid
    /// must name this auction (`bid.auction`, the auction order's digest), be on the same token (not a collection offer), in the same currency, at least the minimum bid; a timed
    /// auction not before its end. Emits BidAccepted, then AuctionSettled(orderHash, bidHash).
    /// @param auction the seller's signed auction order
    /// @param auctionSignature the seller's signature of `auction`
    /// @param bid the winning bid
    /// @param bidSignature the bidder's signature of `bid`
    /// @param minProceeds the least the seller receives after the seller fee and the royalty, as quoted to them
    function settleAuction(
        Order calldata auction,
        bytes calldata auctionSignature,
        Bid calldata bid,
        bytes calldata bidSignature,
        uint256 minProceeds
    ) external nonReentrant {
        Config memory c = _liveConfig();
        OrderState memory s = _checkAuction(auction, auctionSignature, c);
        bytes32 bidHash = hashBid(bid);
        if (
            bid.auction != s.hash || bid.anyToken || bid.collection != auction.collection || bid.tokenId != auction.tokenId
                || bid.currency != auction.currency || bid.unitPrice < auction.unitPrice
        ) revert BidDoesNotMatch(bidHash);
        uint256 quantity = _settledQuantity(bid, bidHash, s.available);
        _record(auction, s, quantity);
        _fillBid(bid, bidHash, bidSignature, c, bid.tokenId, quantity, minProceeds); // bid.tokenId == auction.tokenId
        emit AuctionSettled(s.hash, bidHash);
    }

    /// @dev The caller's active auction, signed and open for settlement; reverts otherwise.
    function _checkAuction(Order calldata auction, bytes calldata signature, Config memory c)
        private
        view
        returns (OrderState memory s)
    {
        if (msg.sender != auction.seller) revert NotSigner();
        if (_isSale(auction.saleType)) revert WrongSaleType(auction.saleType);
        if (auction.saleType == SaleType.TimedAuction && block.timestamp < auction.endTime) {
            revert AuctionNotEnded(auction.endTime);
        }
        Fault fault;
        (fault, s) = _inspect(auction, 1, c.sellerFeeBps);
        if (fault == Fault.None && !_signedBy(auction.seller, s.hash, signature)) fault = Fault.BadSignature;
        if (fault != Fault.None) _revertFor(fault, auction, s, 1, c.sellerFeeBps);
    }

    /// @dev The copies a settlement sells: what is left of the auction and of the bid, whichever is less (0 for a
    /// cancelled bid, which _takeBid then refuses).
    function _settledQuantity(Bid calldata bid, bytes32 bidHash, uint256 available) private view returns (uint256) {
        uint256 done = _fills[bidHash];
        uint256 left = done >= bid.quantity ? 0 : bid.quantity - done;
        return left < available ? left : available;
    }
}
