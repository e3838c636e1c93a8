// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title ILazyMint
/// @notice What the marketplace calls on Agora's collections to fill a creator's voucher (AgoraERC721.mintFor,
/// AgoraERC1155.mintFor and mintMore); only their minter, the marketplace, may call the minting functions.
interface ILazyMint {
    /// @notice Whether a voucher minted the metadata digest in the collection (a second voucher mint reverts).
    /// @param metadataDigest the sha2-256 digest of the metadata JSON
    /// @return true once minted through a voucher
    function isMinted(bytes32 metadataDigest) external view returns (bool);
}

/// @title ILazyMint721
/// @notice AgoraERC721's lazy mint.
interface ILazyMint721 is ILazyMint {
    /// @notice Mints the next token for `creator` straight to `to`; see AgoraERC721.mintFor.
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
    /// @notice Mints `amount` copies of the next id for `creator` straight to `to`; see AgoraERC1155.mintFor.
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
