// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {MAX_SEQUENTIAL_ID} from "./interfaces/ILazyMint.sol";

/// @title MintFees
/// @notice The mint fee and the sequential token ids of Agora's collections (Mint now's; a voucher's token takes
/// its metadata digest as its id instead, see Minting), kept in one storage slot, and the owner's withdrawal of the
/// fees that accrue in the contract.
/// @dev Ownership (with the mint fee and its withdrawal) moves in two steps: the new owner must accept it.
abstract contract MintFees is Ownable2Step {
    /// @dev One slot: Minting's minter (the address allowed to mint for creators), the last id (32 bits:
    /// 4,294,967,295 tokens, the bound the 721's creator ids have anyway) and the mint fee (64 bits: up to ~18.4
    /// of the native coin), so that a lazy mint's minter check reads the slot its id and fee come from (2,100 gas
    /// less than a slot of its own). The minter is declared first: Ownable2Step's _pendingOwner leaves 12 bytes
    /// of its slot free, which would otherwise take the id and the fee and leave the minter a slot of its own.
    address internal _minter;
    uint32 private _lastId;
    uint64 private _mintFee;

    /// @notice Every one of the 4,294,967,295 ids was minted.
    error NoIdsLeft();
    /// @notice A mint fee above what the fee's 64 bits hold.
    /// @param fee the fee asked for, in wei
    /// @param max the highest fee, in wei
    error MintFeeTooHigh(uint256 fee, uint256 max);

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
        _mintFee = _checkedFee(mintFee_);
    }

    /// @notice The fee in wei that a mint must send, readable before minting.
    /// @return the mint fee, in wei
    function mintFee() external view returns (uint256) {
        return _mintFee;
    }

    /// @notice The last sequential id taken: by a mint now's token, or (AgoraERC721) as the creator id of a creator
    /// whose first token was a voucher's. Vouchers' tokens take their metadata digest as id and are not counted.
    /// @return the last sequential id, 0 before the first
    function totalMinted() external view returns (uint256) {
        return _lastId;
    }

    /// @notice Sets the mint fee (owner only); reverts MintFeeTooHigh above 2^64 - 1 wei.
    /// @param newFee the new fee, in wei
    function setMintFee(uint128 newFee) external onlyOwner {
        emit MintFeeChanged(_mintFee, newFee);
        _mintFee = _checkedFee(newFee);
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
        // One read and one write of the slot (minter bits 0-159, last id 160-191, fee 192-255): the id is
        // incremented in place, which Solidity's packed-field code does with more masking (about 230 gas).
        uint256 packed;
        assembly ("memory-safe") {
            packed := sload(_minter.slot)
            id := add(and(shr(160, packed), 0xffffffff), 1)
            fee := shr(192, packed)
        }
        if (id > MAX_SEQUENTIAL_ID) revert NoIdsLeft();
        assembly ("memory-safe") {
            sstore(_minter.slot, add(packed, shl(160, 1)))
        }
    }

    /// @dev The minter and the mint fee, from their one slot in one read (a voucher's mint checks the first and
    /// charges the second without taking an id).
    function _minterAndFee() internal view returns (address minter_, uint256 fee) {
        assembly ("memory-safe") {
            let packed := sload(_minter.slot)
            minter_ := and(packed, 0xffffffffffffffffffffffffffffffffffffffff)
            fee := shr(192, packed)
        }
    }

    /// @dev `fee` as the slot's 64 bits; reverts MintFeeTooHigh when it does not fit.
    function _checkedFee(uint128 fee) private pure returns (uint64) {
        if (fee > type(uint64).max) revert MintFeeTooHigh(fee, type(uint64).max);
        return uint64(fee);
    }
}
