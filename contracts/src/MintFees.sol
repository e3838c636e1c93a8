// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";

/// @title MintFees
/// @notice The mint fee and the sequential token ids of Agora's collections, kept in one storage slot, and the
/// owner's withdrawal of the fees that accrue in the contract.
/// @dev Ownership (with the mint fee and its withdrawal) moves in two steps: the new owner must accept it.
abstract contract MintFees is Ownable2Step {
    uint128 private _lastId;
    uint128 private _mintFee;

    /// @notice The value sent with a mint differs from `mintFee()`.
    /// @param sent the value sent, in wei
    /// @param fee the mint fee, in wei
    error WrongMintFee(uint256 sent, uint256 fee);

    /// @notice The owner changed the mint fee.
    /// @param previousFee the fee before, in wei
    /// @param newFee the fee now, in wei
    event MintFeeChanged(uint256 previousFee, uint256 newFee);
    /// @notice The owner took the accrued mint fees.
    /// @param to who received them
    /// @param amount the amount, in wei
    event MintFeesWithdrawn(address indexed to, uint256 amount);

    /// @param mintFee_ the fee in wei each mint must send
    constructor(uint128 mintFee_) {
        _mintFee = mintFee_;
    }

    /// @notice The fee in wei that a mint must send, readable before minting.
    /// @return the mint fee, in wei
    function mintFee() external view returns (uint256) {
        return _mintFee;
    }

    /// @notice The id the next mint will get minus one: the number of tokens ever minted.
    /// @return the number of tokens (ERC-1155: token ids) ever minted
    function totalMinted() external view returns (uint256) {
        return _lastId;
    }

    /// @notice Sets the mint fee (owner only).
    /// @param newFee the new fee, in wei
    function setMintFee(uint128 newFee) external onlyOwner {
        emit MintFeeChanged(_mintFee, newFee);
        _mintFee = newFee;
    }

    /// @notice Sends every accrued mint fee to `to` (owner only).
    /// @param to who receives them
    function withdrawMintFees(address payable to) external onlyOwner {
        uint256 amount = address(this).balance;
        emit MintFeesWithdrawn(to, amount);
        Address.sendValue(to, amount);
    }

    /// @dev Checks the fee and returns the next id.
    function _takeMintFee() internal returns (uint256 id) {
        uint256 fee;
        (id, fee) = _nextId();
        if (msg.value != fee) revert WrongMintFee(msg.value, fee);
    }

    /// @dev Takes the next id and returns it with the mint fee, read from the same slot (a lazy mint's fee is
    /// taken from the price by the marketplace, which reads it here).
    function _nextId() internal returns (uint256 id, uint256 fee) {
        (id, fee) = (_lastId + 1, _mintFee);
        _lastId = uint128(id);
    }
}
