// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title ListingNonce — how far a move of copies moves a holder's 1155 listing nonce
/// @notice Shared by AgoraERC1155 (which moves the nonce) and the marketplace (which carries a listing over its
/// own partial fill by expecting exactly the next value). A step of exactly 1 would let a phisher have the holder
/// sign a listing for `nonce + 1` today that the holder's next transfer arms (issue 28 finding 3); the step, 1 to
/// 2^32, comes from the previous block's hash, so it is unknown until the block before the move exists.
library ListingNonce {
    /// @dev The nonce after one move of `holder`'s copies of `id` away: kept in 64 bits (wrapping), as the
    /// creator's nonce shares a slot and the marketplace packs it above a fill count.
    function next(uint256 nonce, address holder, uint256 id) internal view returns (uint64) {
        unchecked {
            uint256 seed = uint256(keccak256(abi.encode(blockhash(block.number - 1), holder, id, nonce)));
            return uint64(nonce + (seed >> 224) + 1);
        }
    }
}
