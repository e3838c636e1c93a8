// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// @dev An external collection without ERC-2981.
contract Plain721 is ERC721("Plain", "P") {
    function mint(address to, uint256 id) external {
        _mint(to, id);
    }
}

contract ListingsTest is Base {
    function test_list_storesAndEmits() public {
        uint256 id = mint721(creator, 0);
        vm.expectEmit(address(market));
        emit M.Listed(1, creator, address(single), id, 1, address(0), 1 ether, 0);
        uint256 listingId = list(creator, address(single), id, 1, address(0), 1 ether);
        (M.Listing memory l, bool active) = market.getListing(listingId);
        assertTrue(active);
        assertEq(l.seller, creator);
        assertEq(l.unitPrice, 1 ether);
        assertEq(uint8(l.kind), uint8(M.Kind.ERC721));
    }

    function test_list_rejections() public {
        uint256 id = mint721(creator, 0);
        uint256 copies = mint1155(creator, 5, 0);
        vm.startPrank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.CurrencyNotAllowed.selector, address(0xBAD)));
        market.list(address(single), id, 1, address(0xBAD), 1, 0);
        vm.expectRevert(M.ZeroPrice.selector);
        market.list(address(single), id, 1, address(0), 0, 0);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        market.list(address(single), id, 2, address(0), 1, 0);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 6, 5));
        market.list(address(multiple), copies, 6, address(0), 1, 0);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 0, 5));
        market.list(address(multiple), copies, 0, address(0), 1, 0);
        vm.expectRevert(abi.encodeWithSelector(M.BadExpiry.selector, block.timestamp));
        market.list(address(single), id, 1, address(0), 1, block.timestamp);
        vm.expectRevert(abi.encodeWithSelector(M.UnsupportedCollection.selector, address(vsw)));
        market.list(address(vsw), 1, 1, address(0), 1, 0);
        single.setApprovalForAll(address(market), false);
        vm.expectRevert(abi.encodeWithSelector(M.NotApproved.selector, creator));
        market.list(address(single), id, 1, address(0), 1, 0);
        vm.stopPrank();
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.NotHolder.selector, buyer, id));
        market.list(address(single), id, 1, address(0), 1, 0);
    }

    function test_changePriceAndCancel_sellerOnly() public {
        uint256 listingId = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.NotSeller.selector, listingId));
        market.changePrice(listingId, 1);
        vm.expectEmit(address(market));
        emit M.PriceChanged(listingId, 0.5 ether);
        vm.prank(creator);
        market.changePrice(listingId, 0.5 ether);
        vm.prank(creator);
        vm.expectRevert(M.ZeroPrice.selector);
        market.changePrice(listingId, 0);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.NotSeller.selector, listingId));
        market.cancelListing(listingId);
        vm.expectEmit(address(market));
        emit M.ListingCancelled(listingId);
        vm.prank(creator);
        market.cancelListing(listingId);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.ListingNotActive.selector, listingId));
        market.buy{value: 1 ether}(listingId, 1, 1.025 ether);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.ListingNotActive.selector, listingId));
        market.cancelListing(listingId);
    }

    function test_buy721Native_paysEveryoneExactly() public {
        uint256 id = mint721(creator, 1000); // 10% royalty to the creator
        vm.prank(creator);
        single.transferFrom(creator, bidder, id); // a secondary sale: seller is not the creator
        vm.prank(bidder);
        single.setApprovalForAll(address(market), true);
        uint256 listingId = list(bidder, address(single), id, 1, address(0), 1 ether);
        uint256[3] memory before = [creator.balance, bidder.balance, buyer.balance];

        vm.prank(buyer);
        market.buy{value: 1.025 ether}(listingId, 1, 1.025 ether);

        assertEq(single.ownerOf(id), buyer);
        assertEq(creator.balance - before[0], 0.1 ether, "royalty");
        assertEq(bidder.balance - before[1], 0.875 ether, "seller gets price - 2.5% - 10%");
        assertEq(before[2] - buyer.balance, 1.025 ether, "buyer pays price + 2.5%");
        assertEq(address(market).balance, 0.05 ether, "both fees accrue");
        (, bool active) = market.getListing(listingId);
        assertFalse(active);
    }

    function test_buy_wrongPaymentAndQuantity() public {
        uint256 listingId = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        vm.startPrank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, 1 ether, 1.025 ether));
        market.buy{value: 1 ether}(listingId, 1, 1.025 ether);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 0, 1));
        market.buy{value: 1.025 ether}(listingId, 0, 1.025 ether);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        market.buy{value: 2.05 ether}(listingId, 2, 2.05 ether);
        vm.stopPrank();
    }

    function test_buy1155Erc20_partialFills() public {
        uint256 id = mint1155(creator, 10, 500);
        uint256 listingId = list(creator, address(multiple), id, 10, address(vsw), 100 ether);
        uint256 creatorBefore = vsw.balanceOf(creator);
        vm.prank(buyer);
        market.buy(listingId, 3, 307.5 ether);
        assertEq(multiple.balanceOf(buyer, id), 3);
        assertEq(multiple.balanceOf(creator, id), 7);
        // The creator sells their own: the royalty returns to them.
        assertEq(vsw.balanceOf(creator) - creatorBefore, 300 ether - 7.5 ether);
        assertEq(vsw.balanceOf(address(market)), 15 ether);
        (M.Listing memory l, bool active) = market.getListing(listingId);
        assertTrue(active);
        assertEq(l.quantity, 7);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.WrongPayment.selector, 1, 0));
        market.buy{value: 1}(listingId, 1, 102.5 ether);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 8, 7));
        market.buy(listingId, 8, type(uint256).max);
    }

    function test_expiredListingDoesNotFill() public {
        uint256 id = mint721(creator, 0);
        vm.prank(creator);
        uint256 listingId = market.list(address(single), id, 1, address(0), 1 ether, block.timestamp + 1 hours);
        vm.warp(block.timestamp + 1 hours + 1);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.ListingNotActive.selector, listingId));
        market.buy{value: 1.025 ether}(listingId, 1, 1.025 ether);
    }

    function test_cancelAllListings_voidsOlderListingsOnly() public {
        uint256 a = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        uint256 b = list(creator, address(multiple), mint1155(creator, 2, 0), 2, address(0), 1 ether);
        vm.expectEmit(address(market));
        emit M.AllListingsCancelled(creator, 1);
        vm.prank(creator);
        market.cancelAllListings();
        (, bool activeA) = market.getListing(a);
        (, bool activeB) = market.getListing(b);
        assertFalse(activeA || activeB);
        uint256 c = list(creator, address(multiple), 1, 2, address(0), 1 ether);
        vm.prank(buyer);
        market.buy{value: 1.025 ether}(c, 1, 1.025 ether);
    }

    function test_externalCollection_needsExpiryAndPaysNoRoyalty() public {
        Plain721 plain = new Plain721();
        plain.mint(creator, 42);
        vm.startPrank(creator);
        plain.setApprovalForAll(address(market), true);
        vm.expectRevert(abi.encodeWithSelector(M.BadExpiry.selector, 0));
        market.list(address(plain), 42, 1, address(0), 1 ether, 0);
        vm.expectRevert(abi.encodeWithSelector(M.BadExpiry.selector, block.timestamp + 31 days));
        market.list(address(plain), 42, 1, address(0), 1 ether, block.timestamp + 31 days);
        uint256 listingId = market.list(address(plain), 42, 1, address(0), 1 ether, block.timestamp + 1 days);
        vm.stopPrank();
        uint256 before = creator.balance;
        vm.prank(buyer);
        market.buy{value: 1.025 ether}(listingId, 1, 1.025 ether);
        assertEq(plain.ownerOf(42), buyer);
        assertEq(creator.balance - before, 0.975 ether);
    }

    function test_pause_stopsTradingNotCancelling() public {
        uint256 listingId = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, creator));
        market.setPaused(true);
        vm.prank(owner);
        market.setPaused(true);
        vm.prank(buyer);
        vm.expectRevert(M.Paused.selector);
        market.buy{value: 1.025 ether}(listingId, 1, 1.025 ether);
        vm.prank(creator);
        market.cancelListing(listingId);
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

        uint256 listingId = list(creator, address(single), mint721(creator, 0), 1, address(0), 1 ether);
        vm.prank(buyer);
        market.buy{value: 1.1 ether}(listingId, 1, 1.1 ether);
        market.withdrawFees(address(0)); // anyone may trigger it; the money goes to the fee recipient
        assertEq(treasury.balance, 0.2 ether);
        assertEq(address(market).balance, 0);
    }
}
