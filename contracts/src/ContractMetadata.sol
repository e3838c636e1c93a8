// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title ContractMetadata — ERC-7572 collection metadata
/// @notice `contractURI()` names a JSON document describing the collection (name, description, image,
/// external_link), which marketplaces and wallets read for a collection page. The owner may move it; the
/// ERC-7572 `ContractURIUpdated()` event tells indexers to read it again.
abstract contract ContractMetadata is Ownable2Step {
    string private _contractURI;

    /// @notice ERC-7572: the contract-level metadata changed.
    event ContractURIUpdated();

    /// @notice ERC-7572: the URI of the collection's metadata JSON (empty until the owner sets one).
    /// @return the URI
    function contractURI() external view returns (string memory) {
        return _contractURI;
    }

    /// @notice Sets the URI of the collection's metadata JSON (owner only).
    /// @param newURI an https:// or ipfs:// URI of an ERC-7572 JSON document
    function setContractURI(string calldata newURI) external onlyOwner {
        _contractURI = newURI;
        emit ContractURIUpdated();
    }
}
