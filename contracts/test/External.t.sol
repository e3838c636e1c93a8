// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// @dev An external ERC-1155 collection with an ERC-2981 royalty of any size, or one whose royaltyInfo reverts.
contract Royal1155 is ERC1155(""), ERC2981 {
    bool public broken;

    constructor(address receiver, uint96 bps, bool broken_) {
        _setDefaultRoyalty(receiver, bps);
        broken = broken_;
    }

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }

    function royaltyInfo(uint256 id, uint256 price) public view override returns (address, uint256) {
        require(!broken, "broken");
        return super.royaltyInfo(id, price);
    }

    function supportsInterface(bytes4 id) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(id);
    }
}

/// Listings of collections that are not Agora's: kind found through ERC-165, royalty through ERC-2981, capped.
contract ExternalCollectionsTest is Base {
    address internal artist = makeAddr("artist");

    function listExternal(Royal1155 c, uint256 copies) internal returns (uint256 listingId) {
        c.mint(creator, 7, copies);
        vm.startPrank(creator);
        c.setApprovalForAll(address(market), true);
        listingId = market.list(address(c), 7, copies, address(vsw), 10 ether, block.timestamp + 1 days);
        vm.stopPrank();
    }

    function test_external1155_royaltyAbove20PercentIsCapped() public {
        Royal1155 c = new Royal1155(artist, 5000, false); // asks for 50%
        uint256 listingId = listExternal(c, 10);
        M.Split memory split = market.quote(address(c), 7, 20 ether);
        assertEq(split.royaltyReceiver, artist);
        assertEq(split.royalty, 4 ether, "20% of 20");

        uint256 sellerBefore = vsw.balanceOf(creator);
        vm.prank(buyer);
        market.buy(listingId, 2, 20.5 ether);
        assertEq(c.balanceOf(buyer, 7), 2);
        assertEq(vsw.balanceOf(artist), 4 ether);
        assertEq(vsw.balanceOf(creator) - sellerBefore, 20 ether - 0.5 ether - 4 ether);
        (M.Listing memory l, bool active) = market.getListing(listingId);
        assertTrue(active);
        assertEq(l.quantity, 8);
        assertEq(uint8(l.kind), uint8(M.Kind.ERC1155));
    }

    function test_external_revertingRoyaltyInfo_paysNoRoyalty() public {
        Royal1155 c = new Royal1155(artist, 1000, true);
        uint256 listingId = listExternal(c, 1);
        M.Split memory split = market.quote(address(c), 7, 10 ether);
        assertEq(split.royalty, 0);
        vm.prank(buyer);
        market.buy(listingId, 1, 10.25 ether);
        assertEq(vsw.balanceOf(artist), 0);
        assertEq(c.balanceOf(buyer, 7), 1);
    }

    function test_external_sellerMustHoldAndApprove() public {
        Royal1155 c = new Royal1155(artist, 0, false);
        c.mint(creator, 7, 1);
        vm.startPrank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.NotApproved.selector, creator));
        market.list(address(c), 7, 1, address(0), 1 ether, block.timestamp + 1 days);
        c.setApprovalForAll(address(market), true);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        market.list(address(c), 7, 2, address(0), 1 ether, block.timestamp + 1 days);
        vm.stopPrank();
    }

    /// An address without code is no collection: listing it reverts.
    function test_list_nonContractReverts() public {
        vm.prank(creator);
        vm.expectRevert();
        market.list(artist, 1, 1, address(0), 1 ether, block.timestamp + 1 days);
    }
}
