// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title Royalty
/// @notice The royalty rule shared by Agora's collections: at most 20% of the sale price, in basis points.
library Royalty {
    uint16 internal constant MAX_BPS = 2000;

    /// @notice Thrown when a creator asks for more than 20%.
    /// @param bps the royalty asked, in basis points
    /// @param maxBps the cap, MAX_BPS
    error RoyaltyTooHigh(uint256 bps, uint256 maxBps);

    /// @dev Reverts RoyaltyTooHigh above MAX_BPS.
    function check(uint256 bps) internal pure {
        if (bps > MAX_BPS) revert RoyaltyTooHigh(bps, MAX_BPS);
    }

    /// @dev The royalty of `bps` basis points on `salePrice`, rounded down.
    function amount(uint256 salePrice, uint256 bps) internal pure returns (uint256) {
        return (salePrice * bps) / 10_000;
    }
}
