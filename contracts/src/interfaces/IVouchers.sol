// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace} from "./IAgoraMarketplace.sol";

/// @title IVouchers
/// @notice Lazy minting (issue 30): a creator lists a token that does not exist yet by signing a Voucher; its first
/// buyer's buyVoucher mints it (the creator as minter and royalty receiver, the buyer as owner) and pays for it in
/// one transaction. An ERC-1155 voucher's supply is minted over several purchases.
interface IVouchers {
    /// @notice A lazy mint's fixed-price offer, signed by the creator (EIP-712, or ERC-1271 for a contract wallet).
    /// @dev Bound like an Order: `counter` is the creator's listingCounter (cancelAllOrders voids it), cancelVoucher
    /// voids one, `endTime` ends it. It mints token id `uint256(metadataDigest)`: one voucher per metadata and
    /// collection can mint, the first bought (a mint now takes a sequential id and does not block it).
    struct Voucher {
        address creator;
        /// agoraErc721 (supply 1) or agoraErc1155.
        address collection;
        /// The sha2-256 digest of the metadata JSON (its CIDv1, raw codec).
        bytes32 metadataDigest;
        /// The creator's royalty on every sale, in basis points, at most 2000.
        uint256 royaltyBps;
        /// The copies offered: 1 for an ERC-721; the id's whole supply for an ERC-1155.
        uint256 supply;
        /// The native coin (address 0): the mint fee, in the native coin, is taken from the price.
        address currency;
        uint256 unitPrice;
        /// Valid from this time (0: at once).
        uint256 startTime;
        /// Expiry (0: none).
        uint256 endTime;
        /// The highest seller fee (basis points) the creator agreed to.
        uint256 maxFeeBps;
        /// The highest mint fee (wei) the creator agreed to have taken from the price.
        uint256 maxMintFee;
        uint256 counter;
        uint256 salt;
    }

    /// @notice `quantity` copies of a voucher were minted to `buyer` and paid, in the native coin (vouchers take
    /// no other currency, so the log names none: a word less than OrderFilled); the collection's Minted (first
    /// purchase) and Transfer / TransferSingle logs precede it in the same transaction.
    /// @param voucherHash the voucher's EIP-712 digest (hashVoucher)
    /// @param creator who signed the voucher and received the proceeds (the royalty included)
    /// @param buyer who bought, paid and owns the copies
    /// @param collection agoraErc721 or agoraErc1155
    /// @param tokenId the token minted (an ERC-1155 voucher's later purchases: the same id)
    /// @param quantity the copies bought
    /// @param split the price, the fees and the royalty (its receiver is the creator, paid with the proceeds)
    /// @param mintFee the mint fee taken from the price and kept with the fees (0 after an id's first purchase)
    event VoucherFilled(
        bytes32 indexed voucherHash,
        address indexed creator,
        address indexed buyer,
        address collection,
        uint256 tokenId,
        uint256 quantity,
        IAgoraMarketplace.Split split,
        uint256 mintFee
    );

    /// @notice The voucher's terms are invalid: supply 0, above what the collection takes (1 for an ERC-721), a
    /// royalty above 20%, or a metadata digest that read as a number is a sequential id (at most 2^32 - 1).
    /// @param voucherHash the voucher's EIP-712 digest
    error InvalidVoucher(bytes32 voucherHash);
    /// @notice The collection's mint fee is above the voucher's maxMintFee.
    /// @param fee the mint fee now, in wei
    /// @param maxFee the voucher's maxMintFee
    error MintFeeAboveSigned(uint256 fee, uint256 maxFee);
    /// @notice The price less the seller fee does not cover the mint fee.
    /// @param net the price less the seller fee
    /// @param mintFee the mint fee
    error PriceBelowMintFee(uint256 net, uint256 mintFee);
}
