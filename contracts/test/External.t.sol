// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1155Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
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

    function royaltyInfo(uint256 id, uint256 price) public view virtual override returns (address, uint256) {
        require(!broken, "broken");
        return super.royaltyInfo(id, price);
    }

    function supportsInterface(bytes4 id) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(id);
    }
}

/// Orders of collections that are not Agora's: kind found through ERC-165, royalty through ERC-2981, capped.
contract ExternalCollectionsTest is Base {
    address internal artist = makeAddr("artist");

    function listExternal(Royal1155 c, uint256 copies) internal returns (M.Order memory o, bytes memory sig) {
        c.mint(creator, 7, copies);
        vm.prank(creator);
        c.setApprovalForAll(address(market), true);
        (o, sig) = list(creator, address(c), 7, copies, address(vsw), 10 ether);
    }

    function test_external1155_royaltyAbove20PercentIsCapped_partialFillRecorded() public {
        Royal1155 c = new Royal1155(artist, 5000, false); // asks for 50%
        (M.Order memory o, bytes memory sig) = listExternal(c, 10);
        M.Split memory split = market.quote(address(c), 7, 20 ether);
        assertEq(split.royaltyReceiver, artist);
        assertEq(split.royalty, 4 ether, "20% of 20");

        uint256 sellerBefore = vsw.balanceOf(creator);
        vm.prank(buyer);
        market.buy(o, sig, 2, 20.5 ether);
        assertEq(c.balanceOf(buyer, 7), 2);
        assertEq(vsw.balanceOf(artist), 4 ether);
        assertEq(vsw.balanceOf(creator) - sellerBefore, 20 ether - 0.5 ether - 4 ether);
        assertEq(market.filled(market.hashOrder(o)), 2);
        assertEq(market.remaining(o), 8);
    }

    /// Without a listing nonce, what an external order filled is what stops it: never more than it offered, even
    /// when copies come back to the seller.
    function test_external1155_neverFillsBeyondItsQuantity() public {
        Royal1155 c = new Royal1155(artist, 0, false);
        (M.Order memory o, bytes memory sig) = listExternal(c, 3);
        buyAs(buyer, o, sig, 3);
        vm.prank(buyer);
        c.safeTransferFrom(buyer, creator, 7, 3, "");
        assertEq(market.remaining(o), 0);
        vm.prank(bidder);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(o)));
        market.buy(o, sig, 1, type(uint256).max);
    }

    function test_external_revertingRoyaltyInfo_paysNoRoyalty() public {
        Royal1155 c = new Royal1155(artist, 1000, true);
        (M.Order memory o, bytes memory sig) = listExternal(c, 1);
        M.Split memory split = market.quote(address(c), 7, 10 ether);
        assertEq(split.royalty, 0);
        vm.prank(buyer);
        market.buy(o, sig, 1, 10.25 ether);
        assertEq(vsw.balanceOf(artist), 0);
        assertEq(c.balanceOf(buyer, 7), 1);
    }

    /// Signing costs nothing and checks nothing: a seller who does not approve the marketplace, or holds fewer
    /// copies than the order says, cannot be bought from, and the buyer pays nothing.
    function test_external_sellerMustHoldAndApprove() public {
        Royal1155 c = new Royal1155(artist, 0, false);
        c.mint(creator, 7, 1);
        (M.Order memory o, bytes memory sig) = list(creator, address(c), 7, 1, address(vsw), 1 ether);
        uint256 before = vsw.balanceOf(buyer);
        vm.prank(buyer);
        // the collection refuses the unapproved transfer
        vm.expectRevert(
            abi.encodeWithSelector(IERC1155Errors.ERC1155MissingApprovalForAll.selector, address(market), creator)
        );
        market.buy(o, sig, 1, 1.025 ether);
        vm.prank(creator);
        c.setApprovalForAll(address(market), true);
        (o, sig) = list(creator, address(c), 7, 2, address(vsw), 1 ether);
        vm.prank(buyer);
        // the seller holds one copy of the two offered
        vm.expectRevert(abi.encodeWithSelector(IERC1155Errors.ERC1155InsufficientBalance.selector, creator, 1, 2, 7));
        market.buy(o, sig, 2, 2.05 ether);
        assertEq(vsw.balanceOf(buyer), before);
        assertEq(c.balanceOf(creator, 7), 1);
    }

    /// An address without code is no collection: buying from it reverts.
    function test_buy_nonContractCollectionReverts() public {
        (M.Order memory o, bytes memory sig) = list(creator, artist, 1, 1, address(0), 1 ether);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.UnsupportedCollection.selector, artist));
        market.buy{value: 1.025 ether}(o, sig, 1, 1.025 ether);
    }
}
