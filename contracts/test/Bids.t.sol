// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {ERC721} from "solady/tokens/ERC721.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base, KeySigner} from "./Base.t.sol";

/// @dev A contract wallet that accepts signatures of its signer key (ERC-1271).
contract Wallet is KeySigner, ERC721Holder {
    function approve(address token, address spender) external {
        (bool ok,) = token.call(abi.encodeWithSignature("approve(address,uint256)", spender, type(uint256).max));
        require(ok);
    }
}

contract BidsTest is Base {
    function test_acceptBid721_movesTokenAndPullsErc20() public {
        uint256 id = mint721(creator, 1000);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 100 ether);
        uint256[2] memory before = [vsw.balanceOf(creator), vsw.balanceOf(bidder)];
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(single.ownerOf(id), bidder);
        assertEq(before[1] - vsw.balanceOf(bidder), 102.5 ether, "bidder pays price + buyer fee");
        assertEq(vsw.balanceOf(creator) - before[0], 97.5 ether, "creator-seller: price - seller fee");
        assertEq(vsw.balanceOf(address(market)), 5 ether);
        assertEq(market.filled(market.hashBid(b)), 1);
    }

    function test_acceptBid1155_partialThenFullThenNoReuse() public {
        uint256 id = mint1155(creator, 10, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(multiple), id, 4, 1 ether);
        vm.startPrank(creator);
        market.acceptBid(b, sig, id, 3, 0);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 2, 1));
        market.acceptBid(b, sig, id, 2, 0);
        market.acceptBid(b, sig, id, 1, 0);
        vm.expectRevert(abi.encodeWithSelector(M.BadQuantity.selector, 1, 0));
        market.acceptBid(b, sig, id, 1, 0);
        vm.stopPrank();
        assertEq(multiple.balanceOf(bidder, id), 4);
    }

    function test_acceptBid_byNonHolderReverts() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 1 ether);
        vm.prank(buyer);
        vm.expectRevert(ERC721.TransferFromIncorrectOwner.selector); // solady's ERC721: `buyer` does not hold it
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(single.ownerOf(id), creator);
        assertEq(market.filled(market.hashBid(b)), 0);
    }

    function test_cancelBid_onlyBidderAndNeverFills() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 1 ether);
        vm.prank(creator);
        vm.expectRevert(M.NotSigner.selector);
        market.cancelBid(b);
        vm.expectEmit(address(market));
        emit M.OrderCancelled(market.hashBid(b), bidder);
        vm.prank(bidder);
        market.cancelBid(b);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BidNotActive.selector, market.hashBid(b)));
        market.acceptBid(b, sig, id, 1, 0);
    }

    function test_cancelAllBids_bumpsCounter() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 1 ether);
        vm.prank(bidder);
        market.cancelAllBids();
        assertGt(market.bidCounter(bidder), 0);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(M.BidNotActive.selector, market.hashBid(b)));
        market.acceptBid(b, sig, id, 1, 0);
        (b, sig) = bid(address(single), id, 1, 1 ether); // signed with the new counter
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
    }

    function test_rejections_expiryCurrencySignature() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 1 ether);
        vm.startPrank(creator);
        b.unitPrice = 2 ether; // tampered: the signature no longer matches
        vm.expectRevert(M.BadSignature.selector);
        market.acceptBid(b, sig, id, 1, 0);
        b.unitPrice = 1 ether;
        b.currency = address(0);
        vm.expectRevert(abi.encodeWithSelector(M.CurrencyNotAllowed.selector, address(0)));
        market.acceptBid(b, sig, id, 1, 0);
        b.currency = address(vsw);
        vm.warp(b.expiry + 1);
        vm.expectRevert(abi.encodeWithSelector(M.BidExpired.selector, b.expiry));
        market.acceptBid(b, sig, id, 1, 0);
        vm.stopPrank();
    }

    function test_replayAcrossChainOrContractFails() public {
        uint256 id = mint721(creator, 0);
        (M.Bid memory b, bytes memory sig) = bid(address(single), id, 1, 1 ether);
        AgoraMarketplace other = newMarket();
        vm.prank(creator);
        single.setApprovalForAll(address(other), true);
        vm.prank(creator);
        vm.expectRevert(M.BadSignature.selector);
        other.acceptBid(b, sig, id, 1, 0);

        vm.chainId(56);
        vm.prank(creator);
        vm.expectRevert(M.BadSignature.selector);
        market.acceptBid(b, sig, id, 1, 0);
    }

    function test_contractWalletBidder_erc1271() public {
        Wallet wallet = new Wallet();
        keyFor(wallet, "wallet bidder");
        vm.prank(owner);
        vsw.mint(address(wallet), 10 ether);
        wallet.approve(address(vsw), address(market));
        uint256 id = mint721(creator, 0);
        (M.Bid memory b,) = bid(address(single), id, 1, 1 ether);
        b.bidder = address(wallet);
        b.counter = 0;
        bytes memory sig = sign(b, keyOf[address(wallet)]);
        vm.prank(creator);
        market.acceptBid(b, sig, id, 1, 0);
        assertEq(single.ownerOf(id), address(wallet));
    }
}
