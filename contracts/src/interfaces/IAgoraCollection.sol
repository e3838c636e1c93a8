// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IAgoraCollection
/// @notice What the marketplace asks of Agora's own collections to keep listings honest.
interface IAgoraCollection {
    /// @notice A counter that changes whenever `holder`'s position in token `id` leaves it other than through
    /// the marketplace (ERC-721: any transfer of the token). A listing records it and is void once it differs,
    /// so a token moved away and back never fills an old listing.
    function listingNonce(address holder, uint256 id) external view returns (uint256);
}
