// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ContractMetadata} from "../src/ContractMetadata.sol";
import {Base} from "./Base.t.sol";

/// ERC-7572 contractURI on both collections, and the 1155's name and symbol.
contract ContractMetadataTest is Base {
    string internal constant META = "https://agora.example/api/v1/contract-metadata/0x01";

    function test_contractURI_emptyUntilTheOwnerSetsIt() public {
        assertEq(single.contractURI(), "");
        assertEq(multiple.contractURI(), "");
    }

    function test_setContractURI_ownerSetsItWithTheErc7572Event() public {
        vm.expectEmit(address(single));
        emit ContractMetadata.ContractURIUpdated();
        vm.prank(single.owner());
        single.setContractURI(META);
        assertEq(single.contractURI(), META);

        vm.expectEmit(address(multiple));
        emit ContractMetadata.ContractURIUpdated();
        vm.prank(multiple.owner());
        multiple.setContractURI(META);
        assertEq(multiple.contractURI(), META);
    }

    function test_setContractURI_othersRevert() public {
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, creator));
        single.setContractURI(META);
        vm.prank(creator);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, creator));
        multiple.setContractURI(META);
    }

    function test_erc1155_hasNameAndSymbol() public view {
        assertEq(multiple.name(), "Agora Editions");
        assertEq(multiple.symbol(), "AGORAE");
        assertEq(single.name(), "Agora");
    }
}
