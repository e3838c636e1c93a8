// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {MintFees} from "./MintFees.sol";

/// @title Minting
/// @notice What both of Agora's collections add to their mint fee for lazy minting (issue 30): the one metadata
/// rule for vouchers (a metadata digest is minted at most once through the marketplace; `mint` neither sets nor
/// checks the mark, so a mint costs what it did before) and the minter, the one address that may mint for a
/// creator who signed a voucher (the marketplace).
/// @dev The minter is set by the owner after deployment rather than fixed in the constructor: the marketplace
/// takes the collections as immutables, so it is deployed after them (packages/chain/src/deploy.ts).
abstract contract Minting is MintFees {
    /// @notice Whether a voucher minted a metadata digest in this collection: a second voucher mint of it reverts.
    /// A mint now (`mint`) neither sets nor reads it.
    mapping(bytes32 metadataDigest => bool) public isMinted;

    /// @notice `mintFor` from another address than the minter.
    /// @param caller who called
    error NotMinter(address caller);
    /// @notice The metadata digest was already minted in this collection through a voucher.
    /// @param metadataDigest the digest asked for again
    error AlreadyMinted(bytes32 metadataDigest);

    /// @notice The owner named the address allowed to mint for creators.
    /// @param minter the new minter (zero: none)
    event MinterChanged(address indexed minter);

    /// @notice Names the address allowed to mint for creators, the marketplace (owner only; zero turns it off).
    /// @param minter_ the new minter
    function setMinter(address minter_) external onlyOwner {
        _minter = minter_;
        emit MinterChanged(minter_);
    }

    /// @notice The address allowed to call `mintFor` (the marketplace); zero until the owner sets it. Kept in
    /// the id / mint-fee slot (MintFees).
    /// @return the minter
    function minter() external view returns (address) {
        return _minter;
    }

    /// @dev Reverts NotMinter unless the caller is the minter (the slot _nextId reads next, warm after this).
    function _checkMinter() internal view {
        if (msg.sender != _minter) revert NotMinter(msg.sender);
    }

    /// @dev Marks `metadataDigest` minted; reverts AlreadyMinted when it was.
    function _markMinted(bytes32 metadataDigest) internal {
        if (isMinted[metadataDigest]) revert AlreadyMinted(metadataDigest);
        isMinted[metadataDigest] = true;
    }
}
