// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @dev The highest sequential token id of Agora's collections (a mint now's ids, 32 bits: MintFees). A voucher
/// mints the id `uint256(metadataDigest)`, which must be above it: every real sha2-256 digest is, but for a chance
/// of 2^-224.
uint256 constant MAX_SEQUENTIAL_ID = type(uint32).max;

/// @title ILazyMint
/// @notice What the marketplace calls on Agora's collections to fill a creator's voucher (AgoraERC721.mintFor,
/// AgoraERC1155.mintFor and mintMore); only their minter, the marketplace, may call the minting functions.
interface ILazyMint {
    /// @notice The creator of a token id, zero for an id never minted: a voucher's id (its metadata digest as a
    /// number) that has a creator was minted, and a voucher of the same metadata can no longer be.
    /// @param id the token id
    /// @return who created it (zero: never minted)
    function creatorOf(uint256 id) external view returns (address);
}

/// @title ILazyMint721
/// @notice AgoraERC721's lazy mint.
interface ILazyMint721 is ILazyMint {
    /// @notice Mints token id `uint256(metadataDigest)` for `creator` straight to `to`; see AgoraERC721.mintFor.
    /// @param creator the token's creator and royalty receiver
    /// @param to the first owner
    /// @param metadataDigest the metadata's digest
    /// @param royaltyBps the creator's royalty in basis points
    /// @return tokenId the new token's id
    /// @return fee the mint fee, in wei, taken from the price
    function mintFor(address creator, address to, bytes32 metadataDigest, uint16 royaltyBps)
        external
        returns (uint256 tokenId, uint256 fee);
}

/// @title ILazyMint1155
/// @notice AgoraERC1155's lazy mint.
interface ILazyMint1155 is ILazyMint {
    /// @notice Mints `amount` copies of id `uint256(metadataDigest)` for `creator` to `to`; see AgoraERC1155.mintFor.
    /// @param creator the id's creator and royalty receiver
    /// @param to who receives the copies
    /// @param amount the copies
    /// @param metadataDigest the metadata's digest
    /// @param royaltyBps the creator's royalty in basis points
    /// @return id the new token id
    /// @return fee the mint fee, in wei, taken from the price
    function mintFor(address creator, address to, uint256 amount, bytes32 metadataDigest, uint16 royaltyBps)
        external
        returns (uint256 id, uint256 fee);

    /// @notice Mints `amount` more copies of `id` to `to`; see AgoraERC1155.mintMore.
    /// @param to who receives the copies
    /// @param id the id the voucher's first purchase minted
    /// @param amount the copies
    function mintMore(address to, uint256 id, uint256 amount) external;
}
