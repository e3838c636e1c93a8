// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Vm} from "forge-std/Vm.sol";
import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";
import {Handler1155} from "./Handler1155.sol";
import {ListingNonce} from "../src/lib/ListingNonce.sol";

/// @dev Drives random signed orders of 1155 copies in the native coin — new orders, Lower Price (a new order at a
/// lower price, same nonce and counter), purchases, sweeps, cancels, counter bumps and moves of the seller's
/// copies away and back — and checks every fill from the OrderFilled logs: the seller's listing nonce before it
/// must be the order's own (its signed nonce for a first fill, the one its previous fill left after that).
contract Handler is Handler1155 {
    address internal buyer;
    M.Order[] internal orders;
    mapping(bytes32 => bytes) internal signatures;
    mapping(bytes32 => uint256) internal signedNonce;
    mapping(bytes32 => uint256) public sold;
    mapping(bytes32 => uint256) internal nextNonce;
    uint256 public totalSold;
    /// Fills whose seller nonce before the fill was not the order's own: an inactive order filled.
    uint256 public staleFills;

    /// @param key the seller's key
    constructor(
        AgoraMarketplace market_,
        AgoraERC1155 multiple_,
        address seller_,
        uint256 key,
        address buyer_,
        uint256 id_
    ) Handler1155(market_, multiple_, seller_, key, id_) {
        buyer = buyer_;
    }

    function list(uint256 quantity, uint256 unitPrice) external {
        uint256 held = multiple.balanceOf(seller, id);
        if (held == 0) return;
        _sign(
            M.Order({
                seller: seller,
                collection: address(multiple),
                tokenId: id,
                quantity: bound(quantity, 1, held),
                currency: address(0),
                unitPrice: bound(unitPrice, 1, 100 ether),
                endUnitPrice: 0,
                saleType: M.SaleType.FixedPrice,
                startTime: 0,
                endTime: 0,
                maxFeeBps: 1000,
                maxRoyaltyBps: 2000,
                nonce: multiple.listingNonce(seller, id),
                counter: market.listingCounter(seller),
                salt: orders.length
            })
        );
    }

    /// Lower Price: the same order at a lower price, signed again.
    function lowerPrice(uint256 pick, uint256 unitPrice) external {
        if (orders.length == 0) return;
        M.Order memory o = orders[pick % orders.length];
        if (o.unitPrice == 1) return;
        o.unitPrice = bound(unitPrice, 1, o.unitPrice - 1);
        o.salt = orders.length;
        _sign(o);
    }

    /// Buys from a live order (`live`), or tries one that may be void, cancelled or sold out (it must revert).
    function buy(uint256 pick, uint256 quantity, bool live) external {
        if (orders.length == 0) return;
        M.Order memory o = _pick(pick, live);
        uint256 left = market.remaining(o);
        quantity = bound(quantity, 1, left == 0 ? o.quantity : left);
        uint256 due = _total(o, quantity);
        vm.deal(buyer, due);
        uint256 nonceBefore = multiple.listingNonce(seller, id);
        vm.recordLogs();
        vm.prank(buyer);
        try market.buy{value: due}(o, signatures[market.hashOrder(o)], quantity, due) {} catch {}
        _record(nonceBefore);
    }

    /// A sweep of up to three orders (the same one may come twice), one or more copies each.
    function sweep(uint256 seed, uint256 count) external {
        if (orders.length == 0) return;
        M.Purchase[] memory purchases = new M.Purchase[](bound(count, 1, 3));
        uint256 maxTotal;
        for (uint256 i = 0; i < purchases.length; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            M.Order memory o = _pick(r, r & 1 == 0);
            uint256 quantity = bound(r >> 128, 1, o.quantity);
            purchases[i] = M.Purchase(o, signatures[market.hashOrder(o)], quantity);
            maxTotal += _total(o, quantity);
        }
        vm.deal(buyer, maxTotal);
        uint256 nonceBefore = multiple.listingNonce(seller, id);
        vm.recordLogs();
        vm.prank(buyer);
        try market.sweep{value: maxTotal}(purchases, address(0), maxTotal) {} catch {}
        _record(nonceBefore);
    }

    function cancel(uint256 pick) external {
        if (orders.length == 0) return;
        vm.prank(seller);
        market.cancelOrder(orders[pick % orders.length]);
    }

    function cancelAll() external {
        vm.prank(seller);
        market.cancelAllOrders();
    }

    /// The seller's copies leave and come back: every order signed before is void for good.
    function awayAndBack(uint256 quantity) external {
        uint256 held = multiple.balanceOf(seller, id);
        if (held == 0) return;
        quantity = bound(quantity, 1, held);
        vm.prank(seller);
        multiple.safeTransferFrom(seller, address(0xBEEF), id, quantity, "");
        vm.prank(address(0xBEEF));
        multiple.safeTransferFrom(address(0xBEEF), seller, id, quantity, "");
    }

    function orderCount() external view returns (uint256) {
        return orders.length;
    }

    function orderAt(uint256 i) external view returns (M.Order memory) {
        return orders[i];
    }

    /// The order at `pick`, or when `live` the first one from there that can still fill (if any).
    function _pick(uint256 pick, bool live) private view returns (M.Order memory o) {
        for (uint256 i = 0; i < orders.length; ++i) {
            o = orders[(pick + i) % orders.length];
            if (!live || market.remaining(o) > 0) return o;
        }
    }

    function _sign(M.Order memory o) private {
        bytes32 hash = market.hashOrder(o);
        signatures[hash] = _signed(hash);
        signedNonce[hash] = o.nonce;
        orders.push(o);
    }

    function _total(M.Order memory o, uint256 quantity) private view returns (uint256) {
        M.Split memory split = market.quote(o.collection, o.tokenId, o.unitPrice * quantity);
        return split.price + split.buyerFee;
    }

    /// Accounts every OrderFilled of the last call; each fill moved the seller's nonce by one.
    function _record(uint256 nonceBefore) private {
        Vm.Log[] memory logs = vm.getRecordedLogs();
        uint256 fills;
        uint256 nonceAfter;
        for (uint256 i = 0; i < logs.length; ++i) {
            if (logs[i].emitter != address(market) || logs[i].topics[0] != M.OrderFilled.selector) continue;
            bytes32 hash = logs[i].topics[1];
            (,, uint256 quantity,, M.Split memory split) =
                abi.decode(logs[i].data, (address, uint256, uint256, address, M.Split));
            // Each fill's transfer moves the nonce once, as the collection computes it (ListingNonce).
            uint256 nonce = fills++ == 0 ? nonceBefore : nonceAfter;
            nonceAfter = ListingNonce.next(nonce, seller, id);
            uint256 expected = sold[hash] == 0 ? signedNonce[hash] : nextNonce[hash];
            if (nonce != expected) ++staleFills;
            nextNonce[hash] = nonceAfter;
            sold[hash] += quantity;
            totalSold += quantity;
            _accrueFees(split);
        }
    }
}

contract InvariantsTest is Base {
    Handler internal handler;
    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = mint1155(creator, 1000, 500);
        handler = new Handler(market, multiple, creator, keyOf[creator], buyer, id);
        targetContract(address(handler));
    }

    /// The marketplace holds exactly the accrued fees plus pending pull payments, nothing else (sweeps refund
    /// what they did not spend).
    function invariant_holdsOnlyFeesAndPendingPayments() public view {
        assertEq(address(market).balance, handler.expectedFees() + market.pendingPaymentsTotal());
    }

    /// An order never sells more copies than it offered, and what it filled is what the chain reports left.
    function invariant_orderNeverOversells() public view {
        for (uint256 i = 0; i < handler.orderCount(); ++i) {
            M.Order memory o = handler.orderAt(i);
            uint256 sold = handler.sold(market.hashOrder(o));
            assertLe(sold, o.quantity);
            assertLe(market.remaining(o), o.quantity - sold);
        }
    }

    /// Inactive-listing defence: no order ever filled after the seller's copies moved by any other route.
    function invariant_noStaleOrderFills() public view {
        assertEq(handler.staleFills(), 0);
    }

    /// Every copy the buyer holds was sold through a recorded fill.
    function invariant_copiesAddUp() public view {
        assertEq(multiple.balanceOf(buyer, id), handler.totalSold());
        assertEq(multiple.balanceOf(creator, id) + handler.totalSold(), 1000);
    }
}
