// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IAgoraCollection
/// @notice What the marketplace asks of Agora's own collections to keep listings honest.
interface IAgoraCollection {
    /// @notice A counter that goes up by one on every move of token `id` away from `holder` (ERC-721: on every
    /// transfer or burn of the token, whoever holds it). A listing records it and is void once it differs, so a
    /// token moved away and back never fills an old listing.
    /// @param holder the seller of the listing (ignored by ERC-721, whose counter is per token)
    /// @param id the token id
    /// @return the current listing nonce of `id` for `holder`
    function listingNonce(address holder, uint256 id) external view returns (uint256);
}
