// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title VSW — the platform token (local chain)
/// @notice An ERC-20 with 18 decimals; the owner mints it to demo and test accounts. In production the
/// token's address comes from configuration.
contract VSW is ERC20, Ownable {
    /// @param owner_ who may mint
    constructor(address owner_) ERC20("Vasiliswap", "VSW") Ownable(owner_) {}

    /// @notice Mints `amount` to `to` (owner only).
    /// @param to who receives the tokens
    /// @param amount how many, in the token's smallest unit
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
