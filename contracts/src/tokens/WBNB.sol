// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";

/// @title WBNB — wrapped native coin (local chain)
/// @notice Deposit the native coin to get the same amount of WBNB, withdraw to get it back; bids in the native
/// coin's value are made in WBNB because a signed bid can only pull an ERC-20.
contract WBNB is ERC20 {
    /// @notice `account` wrapped `amount` of the native coin.
    /// @param account who deposited and received the WBNB
    /// @param amount the amount, in wei
    event Deposit(address indexed account, uint256 amount);
    /// @notice `account` unwrapped `amount` of WBNB back into the native coin.
    /// @param account who withdrew
    /// @param amount the amount, in wei
    event Withdrawal(address indexed account, uint256 amount);

    constructor() ERC20("Wrapped BNB", "WBNB") {}

    /// @notice Wraps the native coin sent without calldata, as deposit does.
    receive() external payable {
        deposit();
    }

    /// @notice Wraps the value sent.
    function deposit() public payable {
        _mint(msg.sender, msg.value);
        emit Deposit(msg.sender, msg.value);
    }

    /// @notice Unwraps `amount`: burns the caller's WBNB and sends them the native coin.
    /// @param amount the amount, in wei
    function withdraw(uint256 amount) external {
        _burn(msg.sender, amount);
        emit Withdrawal(msg.sender, amount);
        Address.sendValue(payable(msg.sender), amount);
    }
}
