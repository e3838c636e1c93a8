// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// @dev Drives random listings, purchases, price changes and cancellations of 1155 copies in the native coin,
/// keeping its own account of the fees and of the copies each listing offered.
contract Handler is Test {
    AgoraMarketplace internal market;
    AgoraERC1155 internal multiple;
    address internal seller;
    address internal buyer;
    uint256 internal id;
    uint256[] public listings;
    mapping(uint256 => uint256) public offered;
    mapping(uint256 => uint256) public sold;
    uint256 public expectedFees;

    constructor(AgoraMarketplace market_, AgoraERC1155 multiple_, address seller_, address buyer_, uint256 id_) {
        (market, multiple, seller, buyer, id) = (market_, multiple_, seller_, buyer_, id_);
    }

    function list(uint256 quantity, uint256 unitPrice) external {
        uint256 held = multiple.balanceOf(seller, id);
        if (held == 0) return;
        quantity = bound(quantity, 1, held);
        unitPrice = bound(unitPrice, 1, 100 ether);
        vm.prank(seller);
        uint256 listingId = market.list(address(multiple), id, quantity, address(0), unitPrice, 0);
        listings.push(listingId);
        offered[listingId] = quantity;
    }

    function buy(uint256 pick, uint256 quantity) external {
        if (listings.length == 0) return;
        uint256 listingId = listings[pick % listings.length];
        (M.Listing memory l, bool active) = market.getListing(listingId);
        if (!active) return;
        quantity = bound(quantity, 1, l.quantity);
        M.Split memory split = market.quote(address(multiple), id, uint256(l.unitPrice) * quantity);
        uint256 due = split.price + split.buyerFee;
        vm.deal(buyer, due);
        vm.prank(buyer);
        try market.buy{value: due}(listingId, quantity, due) {
            sold[listingId] += quantity;
            expectedFees += split.buyerFee + split.sellerFee;
        } catch {}
    }

    function lowerPrice(uint256 pick, uint256 unitPrice) external {
        if (listings.length == 0) return;
        uint256 listingId = listings[pick % listings.length];
        vm.prank(seller);
        try market.changePrice(listingId, bound(unitPrice, 1, 100 ether)) {} catch {}
    }

    function cancel(uint256 pick) external {
        if (listings.length == 0) return;
        vm.prank(seller);
        try market.cancelListing(listings[pick % listings.length]) {} catch {}
    }

    function listingCount() external view returns (uint256) {
        return listings.length;
    }
}

contract InvariantsTest is Base {
    Handler internal handler;

    function setUp() public override {
        super.setUp();
        uint256 id = mint1155(creator, 1000, 500);
        handler = new Handler(market, multiple, creator, buyer, id);
        targetContract(address(handler));
    }

    /// The marketplace holds exactly the accrued fees plus pending pull payments, nothing else.
    function invariant_holdsOnlyFeesAndPendingPayments() public view {
        assertEq(address(market).balance, handler.expectedFees() + market.pendingPaymentsTotal());
    }

    /// A listing never sells more copies than it offered.
    function invariant_listingNeverOversells() public view {
        for (uint256 i = 0; i < handler.listingCount(); ++i) {
            uint256 listingId = handler.listings(i);
            assertLe(handler.sold(listingId), handler.offered(listingId));
        }
    }
}
