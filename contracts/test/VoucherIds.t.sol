// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {AgoraERC721} from "../src/AgoraERC721.sol";
import {IVouchers} from "../src/interfaces/IVouchers.sol";
import {Minting} from "../src/Minting.sol";
import {VoucherBase} from "./VoucherBase.sol";

/// @dev The id a voucher mints is its metadata digest read as a number (packages/chain voucherToken.ts): it exists
/// once per collection, its URI comes from the id, and it never meets a mint now's sequential ids.
contract VoucherIdsTest is VoucherBase {
    uint256 private constant MAX_SEQUENTIAL_ID = type(uint32).max;

    /// @dev Any digest above the sequential ids mints that very id, whose URI is the one a mint now of the same
    /// digest gets from its stored digest; the 1155 likewise.
    function testFuzz_digestToIdRoundTrip(bytes32 digest) public {
        vm.assume(uint256(digest) > MAX_SEQUENTIAL_ID);
        IVouchers.Voucher memory single721 = voucher(address(single), digest, 1, 1 ether, 0);
        buyVoucherAs(buyer, single721, signVoucher(single721), 1);
        assertEq(single.ownerOf(uint256(digest)), buyer);
        vm.prank(creator);
        uint256 now721 = single.mint{value: MINT_FEE}(digest, 0);
        assertEq(single.tokenURI(uint256(digest)), single.tokenURI(now721));

        IVouchers.Voucher memory editions = voucher(address(multiple), digest, 4, 0.1 ether, 0);
        buyVoucherAs(buyer, editions, signVoucher(editions), 2);
        assertEq(multiple.balanceOf(buyer, uint256(digest)), 2);
        vm.prank(creator);
        uint256 now1155 = multiple.mint{value: MINT_FEE}(1, digest, 0);
        assertEq(multiple.uri(uint256(digest)), multiple.uri(now1155));
        assertEq(multiple.creatorOf(uint256(digest)), creator);
    }

    /// @dev A digest that reads as a sequential id could take a mint now's id: the marketplace calls the voucher
    /// invalid (voucherRemaining 0), and the collection refuses it from any minter. The first id above is fine.
    function test_digestInTheSequentialIds_isRefused() public {
        bytes32[2] memory low = [bytes32(uint256(1)), bytes32(MAX_SEQUENTIAL_ID)];
        for (uint256 i = 0; i < low.length; ++i) {
            IVouchers.Voucher memory v = voucher(address(single), low[i], 1, 1 ether, 0);
            assertEq(market.voucherRemaining(v), 0);
            expectBuyReverts(
                v, signVoucher(v), abi.encodeWithSelector(IVouchers.InvalidVoucher.selector, market.hashVoucher(v))
            );
            vm.startPrank(address(market));
            vm.expectRevert(abi.encodeWithSelector(Minting.DigestInSequentialIds.selector, low[i]));
            single.mintFor(creator, buyer, low[i], 0);
            vm.expectRevert(abi.encodeWithSelector(Minting.DigestInSequentialIds.selector, low[i]));
            multiple.mintFor(creator, buyer, 1, low[i], 0);
            vm.stopPrank();
        }
        bytes32 lowest = bytes32(MAX_SEQUENTIAL_ID + 1);
        IVouchers.Voucher memory ok = voucher(address(single), lowest, 1, 1 ether, 0);
        buyVoucherAs(buyer, ok, signVoucher(ok), 1);
        assertEq(single.ownerOf(MAX_SEQUENTIAL_ID + 1), buyer);
    }

    /// @dev The id's slot keeps the token's creator after a burn: a second voucher of the metadata stays void.
    function test_burntVoucherToken_isNotMintedAgain() public {
        IVouchers.Voucher memory a = voucher(address(single), DIGEST, 1, 1 ether, 0);
        buyVoucherAs(buyer, a, signVoucher(a), 1);
        vm.prank(buyer);
        single.burn(uint256(DIGEST));
        vm.expectRevert(abi.encodeWithSelector(AgoraERC721.UnknownToken.selector, uint256(DIGEST)));
        single.tokenURI(uint256(DIGEST));
        IVouchers.Voucher memory b = voucher(address(single), DIGEST, 1, 1 ether, 0);
        assertEq(market.voucherRemaining(b), 0);
        expectBuyReverts(b, signVoucher(b), abi.encodeWithSelector(Minting.AlreadyMinted.selector, DIGEST));
    }

    /// @dev A creator whose first token is a voucher's gets a creator id from the sequential ids (a voucher's id,
    /// a digest, does not fit the 32 bits): the next mint now skips it, and the creator's later tokens, of either
    /// kind, name them as creator and royalty receiver.
    function test_creatorsFirstTokenByVoucher_takesASequentialIdAsCreatorId() public {
        IVouchers.Voucher memory v = voucher(address(single), DIGEST, 1, 1 ether, 700);
        buyVoucherAs(buyer, v, signVoucher(v), 1);
        assertEq(single.totalMinted(), 1);
        vm.prank(buyer);
        uint256 buyersOwn = single.mint{value: MINT_FEE}(keccak256("buyer's"), 100);
        assertEq(buyersOwn, 2);
        vm.prank(creator);
        uint256 creatorsNext = single.mint{value: MINT_FEE}(keccak256("creator's"), 300);
        assertEq(creatorsNext, 3);
        IVouchers.Voucher memory w = voucher(address(single), keccak256("creator's second voucher"), 1, 1 ether, 900);
        buyVoucherAs(bidder, w, signVoucher(w), 1);
        assertEq(single.totalMinted(), 3);

        assertEq(single.creatorOf(uint256(DIGEST)), creator);
        assertEq(single.creatorOf(buyersOwn), buyer);
        assertEq(single.creatorOf(creatorsNext), creator);
        assertEq(single.creatorOf(uint256(w.metadataDigest)), creator);
        (address receiver, uint256 royalty) = single.royaltyInfo(uint256(DIGEST), 1 ether);
        assertEq(receiver, creator);
        assertEq(royalty, 0.07 ether);
        (receiver, royalty) = single.royaltyInfo(uint256(w.metadataDigest), 1 ether);
        assertEq(receiver, creator);
        assertEq(royalty, 0.09 ether);
    }
}
