// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Orders} from "./Orders.sol";

/// @title Sweep
/// @notice Buying up to MAX_SWEEP fixed-price or declining-price orders in one transaction, in one currency. A
/// purchase that can no longer fill is skipped (PurchaseSkipped) and costs the buyer nothing; the others still fill.
abstract contract Sweep is Orders {
    /// @notice The most purchases one sweep takes.
    uint256 public constant MAX_SWEEP = 50;

    /// @notice Buys each purchase that can fill, skipping the others with PurchaseSkipped(orderHash, reason).
    /// Native coin (`currency` 0): send exactly `maxTotal`; what the fills did not spend is refunded to the caller
    /// at the end. ERC-20: send no value; each fill is pulled by allowance. Reverts PriceAboveBound when the fills
    /// together would charge more than `maxTotal` (prices plus buyer fees).
    /// @param purchases up to MAX_SWEEP signed FixedPrice or DecliningPrice orders in `currency`, each with the
    /// copies to buy (a DecliningPrice order at its price at the block's timestamp, unitPriceAt)
    /// @param currency address(0) for the native coin, else an allowed ERC-20
    /// @param maxTotal the most the buyer pays in all, as quoted to them
    function sweep(Purchase[] calldata purchases, address currency, uint256 maxTotal) external payable nonReentrant {
        if (purchases.length > MAX_SWEEP) revert TooManyPurchases(purchases.length, MAX_SWEEP);
        Config memory c = _liveConfig();
        bool native = currency == address(0);
        if (!native && !currencyAllowed(currency)) revert CurrencyNotAllowed(currency);
        uint256 due = native ? maxTotal : 0;
        if (msg.value != due) revert WrongPayment(msg.value, due);

        uint256 spent;
        for (uint256 i; i < purchases.length; ++i) {
            (bool ok, Split memory split) = _prepare(purchases[i], currency, c);
            if (!ok) continue;
            spent += split.price + split.buyerFee;
            if (spent > maxTotal) revert PriceAboveBound(spent, maxTotal);
            Order calldata order = purchases[i].order;
            _payOut(currency, msg.sender, order.seller, split, 0); // the order's signed bounds are the floor
        }
        if (native && spent < maxTotal) _sendOrDefer(msg.sender, maxTotal - spent);
    }

    /// @dev Checks one purchase and moves its copies to the caller, recording the fill; or emits PurchaseSkipped
    /// and returns false. Never reverts for a purchase that cannot fill.
    function _prepare(Purchase calldata purchase, address currency, Config memory c)
        private
        returns (bool, Split memory split)
    {
        Order calldata order = purchase.order;
        uint256 quantity = purchase.quantity;
        (Fault fault, OrderState memory s) = _inspect(order, quantity, c.sellerFeeBps);
        if (fault == Fault.None && !_isSale(order.saleType)) fault = Fault.WrongSaleType;
        if (fault == Fault.None && order.currency != currency) fault = Fault.WrongCurrency;
        if (fault == Fault.None && !_signedBy(order.seller, s.hash, purchase.signature)) fault = Fault.BadSignature;
        if (fault != Fault.None) {
            emit PurchaseSkipped(s.hash, _skipReason(fault));
            return (false, split);
        }
        split = _split(c, order.collection, order.tokenId, unitPriceAt(order, block.timestamp) * quantity);
        // The collection raised its royalty above what the seller signed for: skip, as buy reverts.
        if (_royaltyAboveSigned(order, split)) {
            emit PurchaseSkipped(s.hash, SkipReason.NotForSale);
            return (false, split);
        }
        // The seller may have moved the copies (external collections) or revoked the approval since signing.
        if (!_tryMoveToken(s.kind, order.collection, order.seller, msg.sender, order.tokenId, quantity)) {
            emit PurchaseSkipped(s.hash, SkipReason.TransferFailed);
            return (false, split);
        }
        _record(order, s, quantity);
        _emitFilled(order, s.hash, msg.sender, quantity, split);
        return (true, split);
    }
}
