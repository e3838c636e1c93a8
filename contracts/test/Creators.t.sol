// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {Base} from "./Base.t.sol";

/// Creator and royalty bookkeeping of the collections under many creators, mints and moves.
contract CreatorsTest is Base {
    function test_mint1155_emitsTransferSingleAndMinted() public {
        vm.expectEmit(address(multiple));
        emit AgoraERC1155.Minted(1, creator, 25, DIGEST, 750);
        vm.expectEmit(address(multiple));
        emit IERC1155.TransferSingle(creator, address(0), creator, 1, 25);
        vm.prank(creator);
        multiple.mint{value: MINT_FEE}(25, DIGEST, 750);
        assertEq(multiple.totalMinted(), 1);
        assertEq(multiple.creatorOf(1), creator);
    }

    /// Interleaved mints by several creators, then the tokens change hands: each token keeps its own creator and
    /// royalty (the 721 packs both, with the transfer counter, beside the owner). Not money math: CI keeps the
    /// default number of runs.
    /// forge-config: ci.fuzz.runs = 256
    function testFuzz_721_creatorAndRoyaltyPerToken(uint256 seed) public {
        address[4] memory creators = [creator, buyer, bidder, treasury];
        vm.deal(treasury, 1 ether);
        uint256 n = 12;
        address[] memory madeBy = new address[](n + 1);
        uint16[] memory bpsOf = new uint16[](n + 1);
        for (uint256 i = 1; i <= n; ++i) {
            address who = creators[uint256(keccak256(abi.encode(seed, i))) % 4];
            uint16 bps = uint16(uint256(keccak256(abi.encode(seed, i, "bps"))) % 2001);
            assertEq(mint721(who, bps), i);
            (madeBy[i], bpsOf[i]) = (who, bps);
        }
        for (uint256 i = 1; i <= n; ++i) {
            address holder = madeBy[i];
            for (uint256 hop = 0; hop < 3; ++hop) {
                address next = creators[(uint256(keccak256(abi.encode(seed, i, hop))) % 3 + 1 + hop) % 4];
                if (next == holder) continue;
                vm.prank(holder);
                single.transferFrom(holder, next, i);
                holder = next;
            }
            assertEq(single.ownerOf(i), holder);
            assertEq(single.creatorOf(i), madeBy[i]);
            (address receiver, uint256 amount) = single.royaltyInfo(i, 10_000);
            assertEq(receiver, madeBy[i]);
            assertEq(amount, bpsOf[i]);
        }
    }
}
