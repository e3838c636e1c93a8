// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// Ownership of the marketplace and of Agora's collections moves in two steps: transferOwnership only names a
/// pending owner, who must call acceptOwnership; until then the old owner keeps every power.
contract OwnershipTest is Base {
    address internal successor = makeAddr("successor");

    /// @dev The three owned contracts of a deployment, as Ownable2Step.
    function owned() internal view returns (Ownable2Step[3] memory) {
        return [Ownable2Step(address(market)), Ownable2Step(address(single)), Ownable2Step(address(multiple))];
    }

    function test_transferOwnership_onlyNamesAPendingOwner() public {
        Ownable2Step[3] memory contracts = owned();
        for (uint256 i = 0; i < contracts.length; ++i) {
            vm.expectEmit(address(contracts[i]));
            emit Ownable2Step.OwnershipTransferStarted(owner, successor);
            vm.prank(owner);
            contracts[i].transferOwnership(successor);
            assertEq(contracts[i].owner(), owner);
            assertEq(contracts[i].pendingOwner(), successor);
        }
    }

    function test_transferOwnership_ownerOnly() public {
        Ownable2Step[3] memory contracts = owned();
        for (uint256 i = 0; i < contracts.length; ++i) {
            expectNotOwner(successor);
            contracts[i].transferOwnership(successor);
        }
    }

    /// Until the pending owner accepts, the old owner still sets the marketplace's fee recipient and pauses it,
    /// and the pending owner can do neither.
    function test_pendingOwner_hasNoPowerUntilAccepting() public {
        vm.prank(owner);
        market.transferOwnership(successor);

        expectNotOwner(successor);
        market.setFeeRecipient(successor);
        expectNotOwner(successor);
        market.setPaused(true);
        expectNotOwner(successor);
        single.setMintFee(0);
        vm.startPrank(owner);
        market.setFeeRecipient(treasury);
        market.setPaused(true);
        market.setPaused(false);
        vm.stopPrank();
        assertEq(market.owner(), owner);
    }

    function test_acceptOwnership_onlyByThePendingOwner() public {
        Ownable2Step[3] memory contracts = owned();
        for (uint256 i = 0; i < contracts.length; ++i) {
            vm.prank(owner);
            contracts[i].transferOwnership(successor);
            expectNotOwner(buyer);
            contracts[i].acceptOwnership();
            expectNotOwner(owner);
            contracts[i].acceptOwnership();
            assertEq(contracts[i].owner(), owner);
        }
    }

    /// Once accepted, the powers move whole: the new owner has them, the old owner none.
    function test_acceptOwnership_movesThePowers() public {
        vm.prank(owner);
        market.transferOwnership(successor);
        vm.expectEmit(address(market));
        emit Ownable.OwnershipTransferred(owner, successor);
        vm.prank(successor);
        market.acceptOwnership();
        assertEq(market.owner(), successor);
        assertEq(market.pendingOwner(), address(0));

        expectNotOwner(owner);
        market.setFeeRecipient(owner);
        expectNotOwner(owner);
        market.setPaused(true);
        vm.expectEmit(address(market));
        emit M.PausedChanged(true);
        vm.prank(successor);
        market.setPaused(true);
        vm.expectEmit(address(market));
        emit M.FeeRecipientChanged(successor);
        vm.prank(successor);
        market.setFeeRecipient(successor);
    }

    /// A second transferOwnership replaces the pending owner: the first one named can no longer accept.
    function test_transferOwnership_again_replacesThePendingOwner() public {
        address other = makeAddr("other");
        vm.startPrank(owner);
        market.transferOwnership(successor);
        market.transferOwnership(other);
        vm.stopPrank();
        assertEq(market.pendingOwner(), other);
        expectNotOwner(successor);
        market.acceptOwnership();
        vm.prank(other);
        market.acceptOwnership();
        assertEq(market.owner(), other);
    }
}
