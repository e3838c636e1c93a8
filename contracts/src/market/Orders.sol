// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraCollection} from "../interfaces/IAgoraCollection.sol";
import {FixedPointMathLib} from "solady/utils/FixedPointMathLib.sol";
import {ListingNonce} from "../lib/ListingNonce.sol";
import {Signatures} from "./Signatures.sol";

/// @title Orders
/// @notice When a signed Order can fill, and buying a fixed-price or declining-price (Dutch) one.
/// @dev Inactive-listing rule: an order of one of Agora's collections is void as soon as any copy of the token has
/// left its seller by any route other than a fill of that very order (a transfer, a burn, another order's sale, an
/// accepted bid), even if copies came back. The collections keep a per-(token, holder) listing nonce that every
/// move away bumps; the order carries it, its first fill requires it unchanged, and a partial fill records the
/// nonce the rest expects (exactly one more: the fill's own transfer). A 721 order, always filled whole, writes
/// nothing: its transfer bumps the nonce, which voids it. External collections cannot tell, so their fixed-price
/// orders must expire within 30 days of their start and their fills are counted per order hash.
abstract contract Orders is Signatures {
    /// @notice The longest life (endTime - startTime) of a fixed-price order of an external collection.
    uint256 public constant MAX_EXTERNAL_LISTING = 30 days;

    /// @dev Why an order cannot fill. Ordered so that ranges map to a sweep's SkipReason (see _skipReason).
    enum Fault {
        None,
        Cancelled,
        SoldOut,
        WrongSaleType,
        WrongCurrency,
        NotStarted,
        Expired,
        FeeAboveSigned,
        ZeroPrice,
        BadEndPrice,
        BadQuantity,
        CurrencyNotAllowed,
        BadExpiry,
        Unsupported,
        CounterMoved,
        NonceMoved,
        BadSignature
    }

    /// @dev What a fill needs to know of an order once checked.
    struct OrderState {
        bytes32 hash;
        Kind kind;
        bool agora;
        /// Copies left before this fill.
        uint256 available;
        /// Copies filled before this fill.
        uint256 filled;
        /// The listing nonce the order expects now (Agora's collections).
        uint256 nonce;
    }

    /// @notice Copies of `order` that can still fill: 0 when cancelled, filled, expired, not yet started, void
    /// (counter or listing nonce moved), under a seller fee above its maxFeeBps, or with invalid terms. The
    /// signature is not checked here; whether the seller still holds and approves the copies neither.
    /// @param order the order
    /// @return the copies a buyer can still buy (or, for an auction, the seller can still sell to a bid)
    function remaining(Order calldata order) external view returns (uint256) {
        (Fault fault, OrderState memory s) = _inspect(order, 1, config.sellerFeeBps);
        return fault == Fault.None ? s.available : 0;
    }

    /// @notice The price of one copy of `order` at `timestamp`: unitPrice, except for a DecliningPrice order, whose
    /// price falls linearly from unitPrice at startTime to endUnitPrice at endTime (and stays at the nearer end
    /// outside them). The fall is rounded down, so the price is rounded up: in the seller's favour, by less than
    /// 1 wei, and it is exactly endUnitPrice at endTime. For a DecliningPrice order with endUnitPrice above
    /// unitPrice, which no fill accepts (BadEndPrice), it reverts (arithmetic underflow).
    /// @param order the order
    /// @param timestamp the time (a block's timestamp) to price it at
    /// @return the unit price a buy in a block of that timestamp pays
    function unitPriceAt(Order calldata order, uint256 timestamp) public pure returns (uint256) {
        uint256 start = order.startTime;
        if (order.saleType != SaleType.DecliningPrice || timestamp <= start) return order.unitPrice;
        uint256 end = order.endTime;
        if (timestamp >= end) return order.endUnitPrice;
        // start < timestamp < end. fullMulDiv: (unitPrice - endUnitPrice) × elapsed may exceed 256 bits for absurd
        // signed terms, and an overflow revert would fail a whole sweep; its quotient is below the fall.
        return order.unitPrice
            - FixedPointMathLib.fullMulDiv(order.unitPrice - order.endUnitPrice, timestamp - start, end - start);
    }

    /// @notice Buys `quantity` copies of a signed fixed-price or declining-price order. Pays the unit price at the
    /// block's timestamp (unitPriceAt) × quantity plus the buyer fee, by ERC-20 allowance (then send no value) or in
    /// native coin: for a fixed-price order send exactly that total; for a declining-price order send exactly
    /// `maxTotal` (the total at the price shown, which the block's price is at most once the order has started)
    /// and the part the block's price leaves is refunded. Reverts PriceAboveBound when the total is above
    /// `maxTotal`, FeeAboveSigned when the seller fee is above the order's maxFeeBps.
    /// @param order the seller's signed order (saleType FixedPrice or DecliningPrice)
    /// @param signature the seller's EIP-712 (or ERC-1271) signature of `order`
    /// @param quantity how many copies, 1 to the copies left (`remaining`)
    /// @param maxTotal the most the buyer pays in all: price × quantity plus the buyer fee, as quoted to them
    function buy(Order calldata order, bytes calldata signature, uint256 quantity, uint256 maxTotal)
        external
        payable
        nonReentrant
    {
        Config memory c = _liveConfig();
        (Fault fault, OrderState memory s) = _inspect(order, quantity, c.sellerFeeBps);
        if (fault == Fault.None && !_isSale(order.saleType)) fault = Fault.WrongSaleType;
        if (fault == Fault.None && !_signedBy(order.seller, s.hash, signature)) fault = Fault.BadSignature;
        if (fault != Fault.None) _revertFor(fault, order, s, quantity, c.sellerFeeBps);

        Split memory split =
            _split(c, order.collection, order.tokenId, unitPriceAt(order, block.timestamp) * quantity);
        _checkRoyaltyBound(order, split);
        uint256 total = _checkBuyerBound(split, maxTotal);
        // A Dutch price falls between the checkout's quote and the block: its buyer cannot know the exact total.
        uint256 due = order.currency != address(0) ? 0 : order.saleType == SaleType.DecliningPrice ? maxTotal : total;
        if (msg.value != due) revert WrongPayment(msg.value, due);

        _record(order, s, quantity);
        _emitFilled(order, s.hash, msg.sender, quantity, split);
        _moveToken(s.kind, order.collection, order.seller, msg.sender, order.tokenId, quantity, true);
        _payOut(order.currency, msg.sender, order.seller, split, 0); // the order's signed bounds are the floor
        if (due > total) _sendOrDefer(msg.sender, due - total);
    }

    /// @dev Whether orders of `saleType` sell at their own price (buy, sweep) rather than to a bid (settleAuction).
    function _isSale(SaleType saleType) internal pure returns (bool) {
        return saleType == SaleType.FixedPrice || saleType == SaleType.DecliningPrice;
    }

    /// @dev The seller's floor of a fixed-price or declining-price fill: reverts RoyaltyAboveSigned when the royalty
    /// is above the order's maxRoyaltyBps (an external collection raised it after signing). The seller fee is
    /// bounded by maxFeeBps in _inspect, so the proceeds are at least what the seller was shown (basis points: at
    /// any price a Dutch order falls to).
    function _checkRoyaltyBound(Order calldata order, Split memory split) internal pure {
        if (_royaltyAboveSigned(order, split)) {
            revert RoyaltyAboveSigned(split.royalty, (split.price * order.maxRoyaltyBps) / 10_000);
        }
    }

    /// @dev Whether the royalty of `split` is above what the order's seller signed for. No bound when the seller
    /// receives it, or at the cap or above (also keeps price × maxRoyaltyBps from overflowing: a revert there
    /// would fail a whole sweep).
    function _royaltyAboveSigned(Order calldata order, Split memory split) internal pure returns (bool) {
        uint256 maxBps = order.maxRoyaltyBps;
        if (maxBps >= MAX_ROYALTY_BPS || split.royaltyReceiver == order.seller) return false;
        return split.royalty * 10_000 > split.price * maxBps;
    }

    /// @dev Checks everything but the signature and the sale type: whether `quantity` copies of `order` can fill
    /// now under a seller fee of `sellerFeeBps`. Never reverts (a sweep skips on a fault).
    function _inspect(Order calldata order, uint256 quantity, uint256 sellerFeeBps)
        internal
        view
        returns (Fault, OrderState memory s)
    {
        s.hash = hashOrder(order);
        uint256 stored = _fills[s.hash];
        if (stored == CANCELLED) return (Fault.Cancelled, s);
        Fault terms = _checkTerms(order, s);
        if (terms != Fault.None) return (terms, s);
        if (sellerFeeBps > order.maxFeeBps) return (Fault.FeeAboveSigned, s);
        if (order.counter != listingCounter[order.seller]) return (Fault.CounterMoved, s);
        s.filled = stored & FILLED_MASK;
        s.available = order.quantity - s.filled;
        if (quantity == 0 || quantity > s.available) return (Fault.SoldOut, s);
        if (s.agora) {
            s.nonce = s.filled == 0 ? order.nonce : stored >> 128;
            if (IAgoraCollection(order.collection).listingNonce(order.seller, order.tokenId) != s.nonce) {
                return (Fault.NonceMoved, s);
            }
        }
        return (Fault.None, s);
    }

    /// @dev The order's own terms and times (sets s.kind and s.agora).
    function _checkTerms(Order calldata order, OrderState memory s) private view returns (Fault) {
        if (order.unitPrice == 0) return Fault.ZeroPrice;
        address currency = order.currency;
        if (currency != address(0) && !currencyAllowed(currency)) return Fault.CurrencyNotAllowed;
        bool supported;
        (supported, s.kind) = _tryKindOf(order.collection);
        if (!supported) return Fault.Unsupported;
        uint256 quantity = order.quantity;
        if (quantity == 0 || quantity > FILLED_MASK || (s.kind == Kind.ERC721 && quantity != 1)) {
            return Fault.BadQuantity;
        }
        s.agora = _isAgora(order.collection);
        SaleType saleType = order.saleType;
        (uint256 start, uint256 end) = (order.startTime, order.endTime);
        // One rule for endUnitPrice: strictly between 0 and unitPrice for a Dutch order, 0 for any other, so an
        // order has one meaning and one digest (no "equal to unitPrice" twin of a fixed-price order).
        uint256 endPrice = order.endUnitPrice;
        if (saleType == SaleType.DecliningPrice) {
            if (endPrice == 0 || endPrice >= order.unitPrice) return Fault.BadEndPrice;
            if (end <= start) return Fault.BadExpiry;
        } else if (endPrice != 0) {
            return Fault.BadEndPrice;
        }
        if (_isSale(saleType)) {
            if (block.timestamp < start) return Fault.NotStarted;
            if (end != 0 && block.timestamp > end) return Fault.Expired;
            if (!s.agora && (end == 0 || end > start + MAX_EXTERNAL_LISTING)) return Fault.BadExpiry;
        } else if (saleType == SaleType.TimedAuction && end <= start) {
            return Fault.BadExpiry;
        }
        return Fault.None;
    }

    /// @dev Records a fill of `quantity` copies. An Agora order filled to the end writes nothing: the fill's
    /// transfer moves the listing nonce away from what the order expects. A partial one (ERC-1155 only) expects
    /// the nonce that transfer leaves, computed as the collection computes it (same block, seller, id).
    function _record(Order calldata order, OrderState memory s, uint256 quantity) internal {
        if (!s.agora) {
            _fills[s.hash] = s.filled + quantity;
        } else if (quantity < s.available) {
            uint256 next = ListingNonce.next(s.nonce, order.seller, order.tokenId);
            _fills[s.hash] = (next << 128) | (s.filled + quantity);
        }
    }

    function _emitFilled(Order calldata order, bytes32 hash, address buyer, uint256 quantity, Split memory split)
        internal
    {
        emit OrderFilled(hash, order.seller, buyer, order.collection, order.tokenId, quantity, order.currency, split);
    }

    /// @dev Whether the seller signed the order (key or ERC-1271).
    function _signedBy(address seller, bytes32 hash, bytes calldata signature) internal view returns (bool valid) {
        (valid,) = _checkSignature(seller, hash, signature);
    }

    /// @dev The SkipReason a sweep reports for a fault.
    function _skipReason(Fault fault) internal pure returns (SkipReason) {
        if (fault <= Fault.SoldOut) return SkipReason.Unavailable;
        if (fault <= Fault.Unsupported) return SkipReason.NotForSale;
        return SkipReason.Void;
    }

    /// @dev Reverts with the error a single fill (buy, settleAuction) reports for a fault.
    function _revertFor(Fault fault, Order calldata order, OrderState memory s, uint256 quantity, uint256 feeBps)
        internal
        pure
    {
        if (fault == Fault.SoldOut && s.available != 0) revert BadQuantity(quantity, s.available);
        if (fault == Fault.WrongSaleType) revert WrongSaleType(order.saleType);
        if (fault == Fault.FeeAboveSigned) revert FeeAboveSigned(feeBps, order.maxFeeBps);
        if (fault == Fault.ZeroPrice) revert ZeroPrice();
        if (fault == Fault.BadEndPrice) revert BadEndPrice(order.unitPrice, order.endUnitPrice);
        if (fault == Fault.BadQuantity) revert BadQuantity(order.quantity, 1);
        if (fault == Fault.CurrencyNotAllowed) revert CurrencyNotAllowed(order.currency);
        if (fault == Fault.BadExpiry) revert BadExpiry(order.endTime);
        if (fault == Fault.Unsupported) revert UnsupportedCollection(order.collection);
        if (fault == Fault.BadSignature) revert BadSignature();
        revert OrderNotActive(s.hash); // cancelled, filled, not started, expired, counter or nonce moved
    }
}
