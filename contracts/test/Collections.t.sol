// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC1155MetadataURI} from "@openzeppelin/contracts/token/ERC1155/extensions/IERC1155MetadataURI.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC721Metadata} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Metadata.sol";
import {IERC1155Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ERC721} from "solady/tokens/ERC721.sol";
import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {AgoraERC721} from "../src/AgoraERC721.sol";
import {MintFees} from "../src/MintFees.sol";
import {Royalty} from "../src/lib/Royalty.sol";
import {Base} from "./Base.t.sol";

contract CollectionsTest is Base {
    string internal constant URI = "ipfs://bafkreiaxfqxc4pxzwcfytel63fbqricjennrxlp7pcdvaipm3qiccdznia";

    function test_mint721_sequentialIdsMetadataAndRoyalty() public {
        assertEq(mint721(creator, 500), 1);
        assertEq(mint721(buyer, 0), 2);
        assertEq(single.ownerOf(1), creator);
        assertEq(single.tokenURI(1), URI);
        assertEq(single.creatorOf(2), buyer);
        (address receiver, uint256 amount) = single.royaltyInfo(1, 1 ether);
        assertEq(receiver, creator);
        assertEq(amount, 0.05 ether);
        assertEq(single.totalMinted(), 2);
    }

    function test_mint721_emitsMinted() public {
        vm.expectEmit(address(single));
        emit IERC721.Transfer(address(0), creator, 1);
        vm.expectEmit(address(single));
        emit AgoraERC721.Minted(1, creator, DIGEST, 2000);
        vm.prank(creator);
        single.mint{value: MINT_FEE}(DIGEST, 2000);
    }

    function test_mint_wrongFeeReverts() public {
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(MintFees.WrongMintFee.selector, 0, MINT_FEE));
        single.mint(DIGEST, 0);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(MintFees.WrongMintFee.selector, MINT_FEE + 1, MINT_FEE));
        multiple.mint{value: MINT_FEE + 1}(1, DIGEST, 0);
    }

    function test_mint_royaltyAbove20PercentReverts() public {
        mint721(creator, 2000);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(Royalty.RoyaltyTooHigh.selector, 2001, 2000));
        single.mint{value: MINT_FEE}(DIGEST, 2001);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(Royalty.RoyaltyTooHigh.selector, 2001, 2000));
        multiple.mint{value: MINT_FEE}(5, DIGEST, 2001);
    }

    function test_mint1155_copiesUriAndZeroAmount() public {
        uint256 id = mint1155(creator, 10, 1000);
        assertEq(id, 1);
        assertEq(multiple.balanceOf(creator, 1), 10);
        assertEq(multiple.uri(1), URI);
        (address receiver, uint256 amount) = multiple.royaltyInfo(1, 200);
        assertEq(receiver, creator);
        assertEq(amount, 20);
        vm.expectRevert(abi.encodeWithSelector(AgoraERC1155.UnknownToken.selector, 2));
        multiple.uri(2);
        vm.prank(creator);
        vm.expectRevert(AgoraERC1155.ZeroAmount.selector);
        multiple.mint{value: MINT_FEE}(0, DIGEST, 0);
    }

    function test_burn721_byHolderOrOperatorOnly() public {
        uint256 a = mint721(creator, 0);
        uint256 b = mint721(creator, 0);
        vm.prank(buyer);
        vm.expectRevert(ERC721.NotOwnerNorApproved.selector);
        single.burn(a);
        vm.prank(creator);
        single.burn(a);
        vm.expectRevert(ERC721.TokenDoesNotExist.selector);
        single.ownerOf(a);
        vm.expectRevert(abi.encodeWithSelector(AgoraERC721.UnknownToken.selector, a));
        single.tokenURI(a);
        assertEq(single.creatorOf(a), creator, "the creator outlives a burn");
        vm.prank(address(market)); // an approved operator
        single.burn(b);
        assertEq(single.balanceOf(creator), 0);
    }

    function test_burn1155_quantityByHolderOrOperator() public {
        uint256 id = mint1155(creator, 10, 0);
        vm.prank(creator);
        multiple.burn(creator, id, 3);
        assertEq(multiple.balanceOf(creator, id), 7);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(IERC1155Errors.ERC1155MissingApprovalForAll.selector, buyer, creator));
        multiple.burn(creator, id, 1);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(IERC1155Errors.ERC1155InsufficientBalance.selector, creator, 7, 8, id));
        multiple.burn(creator, id, 8);
    }

    function test_supportsInterfaces() public view {
        assertTrue(single.supportsInterface(type(IERC721).interfaceId));
        assertTrue(single.supportsInterface(type(IERC721Metadata).interfaceId));
        assertTrue(single.supportsInterface(type(IERC2981).interfaceId));
        assertTrue(multiple.supportsInterface(type(IERC1155).interfaceId));
        assertTrue(multiple.supportsInterface(type(IERC1155MetadataURI).interfaceId));
        assertTrue(multiple.supportsInterface(type(IERC2981).interfaceId));
        assertFalse(single.supportsInterface(type(IERC1155).interfaceId));
    }

    /// The id, the mint fee and the minter share one slot (MintFees): the fee is 64 bits, mints move only the id.
    function test_mintFeeSlot_feeBoundAndMintsKeepTheMinterAndFee() public {
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(MintFees.MintFeeTooHigh.selector, uint256(1) << 64, type(uint64).max));
        single.setMintFee(uint128(1) << 64);
        vm.prank(owner);
        single.setMintFee(type(uint64).max);
        assertEq(single.mintFee(), type(uint64).max);
        vm.prank(owner);
        single.setMintFee(MINT_FEE);
        address minterBefore = single.minter();
        assertTrue(minterBefore != address(0));
        mint721(creator, 0);
        mint721(buyer, 0);
        assertEq(single.totalMinted(), 2);
        assertEq(single.minter(), minterBefore);
        assertEq(single.mintFee(), MINT_FEE);
    }

    function test_mintFees_ownerSetsAndWithdraws() public {
        mint721(creator, 0);
        mint1155(creator, 1, 0);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, creator));
        single.setMintFee(0);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, creator));
        single.withdrawMintFees(payable(creator));

        vm.expectEmit(address(single));
        emit MintFees.MintFeeChanged(MINT_FEE, 0);
        vm.prank(owner);
        single.setMintFee(0);
        vm.prank(buyer);
        single.mint(keccak256("free mint"), 0);

        vm.expectEmit(address(single));
        emit MintFees.MintFeesWithdrawn(treasury, MINT_FEE);
        vm.prank(owner);
        single.withdrawMintFees(payable(treasury));
        assertEq(treasury.balance, MINT_FEE);
        assertEq(address(single).balance, 0);
    }

    function test_listingNonce1155_movesOnEveryMoveAway() public {
        uint256 id = mint1155(creator, 5, 0);
        vm.prank(creator);
        multiple.safeTransferFrom(creator, buyer, id, 1, "");
        uint256 first = multiple.listingNonce(creator, id);
        assertGt(first, 0);
        assertEq(multiple.listingNonce(buyer, id), 0, "receiving does not move it");
        vm.prank(address(market)); // an approved operator, as in a sale
        multiple.safeTransferFrom(creator, buyer, id, 1, "");
        uint256 second = multiple.listingNonce(creator, id);
        assertTrue(second != first);
        vm.prank(creator);
        multiple.burn(creator, id, 1);
        assertTrue(multiple.listingNonce(creator, id) != second);
    }

    /// An ERC-721's nonce is per token: it moves on every transfer and burn, whoever the holder asked about.
    function test_listingNonce721_movesOnEveryTransferAndBurn() public {
        uint256 id = mint721(creator, 0);
        assertEq(single.listingNonce(creator, id), 0);
        vm.prank(creator);
        single.transferFrom(creator, buyer, id);
        assertEq(single.listingNonce(creator, id), 1);
        assertEq(single.listingNonce(buyer, id), 1);
        vm.prank(buyer);
        single.burn(id);
        assertEq(single.listingNonce(buyer, id), 2);
        (address receiver,) = single.royaltyInfo(id, 1 ether);
        assertEq(receiver, creator, "the counter never spills into the creator id");
    }

    function testFuzz_royaltyIsBpsOfPrice(uint16 bps, uint128 price) public {
        bps = uint16(bound(bps, 0, 2000));
        uint256 id = mint721(creator, bps);
        (, uint256 amount) = single.royaltyInfo(id, price);
        assertEq(amount, (uint256(price) * bps) / 10_000);
        assertLe(amount, uint256(price) / 5);
    }
}
