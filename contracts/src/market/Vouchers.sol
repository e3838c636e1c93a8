// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ILazyMint, ILazyMint721, ILazyMint1155, MAX_SEQUENTIAL_ID} from "../interfaces/ILazyMint.sol";
import {IVouchers} from "../interfaces/IVouchers.sol";
import {Auctions} from "./Auctions.sol";

/// @title Vouchers
/// @notice Lazy minting: buying from a creator's signed Voucher mints the token to the buyer and pays the creator.
/// @dev A voucher mints token id `uint256(metadataDigest)` (Minting). It is keyed by its EIP-712 digest in `_fills`
/// as orders are (CANCELLED, or the copies sold). An ERC-721 voucher writes nothing there on its sale: its id then
/// exists, and the collection refuses to mint an existing id, which voids it. The mint goes straight to the
/// buyer (one ownership write; a mint to the creator then a transfer would write the token's slot twice and
/// the creator's balance twice); the collection's Minted names the creator.
abstract contract Vouchers is Auctions, IVouchers {
    /// @notice The EIP-712 type hash of a Voucher.
    bytes32 public constant VOUCHER_TYPEHASH = keccak256(
        "Voucher(address creator,address collection,bytes32 metadataDigest,uint256 royaltyBps,uint256 supply,address currency,uint256 unitPrice,uint256 startTime,uint256 endTime,uint256 maxFeeBps,uint256 maxMintFee,uint256 counter,uint256 salt)"
    );

    /// @notice The EIP-712 digest a creator signs for `voucher`; also its key in events, `filled` and cancels.
    /// @param voucher the voucher
    /// @return the digest under this marketplace's domain
    function hashVoucher(Voucher calldata voucher) public view returns (bytes32) {
        bytes32 typehash = VOUCHER_TYPEHASH;
        bytes32 structHash;
        // 13 static words, hashed in place as in hashOrder.
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, typehash)
            calldatacopy(add(m, 0x20), voucher, 0x1a0)
            structHash := keccak256(m, 0x1c0)
        }
        return _hashTypedDataV4(structHash);
    }

    /// @notice Copies of `voucher` that can still be bought: 0 when cancelled, sold out, expired, not yet started,
    /// void (counter moved, its id minted by another voucher of the same metadata), under a seller fee above its
    /// maxFeeBps, or with invalid terms. The signature is not checked here.
    /// @param voucher the voucher
    /// @return the copies a buyer can still buy
    function voucherRemaining(Voucher calldata voucher) external view returns (uint256) {
        uint256 stored = _fills[hashVoucher(voucher)];
        if (_voucherFault(voucher, stored, 1, config.sellerFeeBps) != Fault.None) return 0;
        // Not cancelled (_voucherFault): `stored` is the copies sold.
        if (stored == 0 && ILazyMint(voucher.collection).creatorOf(uint256(voucher.metadataDigest)) != address(0)) {
            return 0;
        }
        return voucher.supply - stored;
    }

    /// @notice Buys `quantity` copies of a creator's voucher: the first purchase mints the token (ERC-1155: the id)
    /// with the creator as its creator and royalty receiver, straight to the caller; later purchases of an
    /// ERC-1155 voucher mint more copies of that id. Pays exactly unit price × quantity plus the buyer fee in the
    /// native coin; the creator receives the price less the seller fee and the mint fee. Reverts PriceAboveBound
    /// above `maxTotal`, AlreadyMinted (from the collection) when another voucher minted the metadata, i.e. its id
    /// (a mint now of the same metadata does not block it: docs/contracts.md). Emits the collection's Minted and
    /// Transfer logs, then VoucherFilled.
    /// @param voucher the creator's signed voucher
    /// @param signature the creator's EIP-712 (or ERC-1271) signature of `voucher`
    /// @param quantity how many copies, 1 to what is left (`voucherRemaining`)
    /// @param maxTotal the most the buyer pays in all: price × quantity plus the buyer fee, as quoted to them
    function buyVoucher(Voucher calldata voucher, bytes calldata signature, uint256 quantity, uint256 maxTotal)
        external
        payable
        nonReentrant
    {
        Config memory c = _liveConfig();
        bytes32 hash = hashVoucher(voucher);
        uint256 stored = _fills[hash];
        _checkVoucher(voucher, signature, hash, stored, quantity, c.sellerFeeBps);
        Split memory split = _voucherSplit(c, voucher, quantity);
        {
            uint256 total = _checkBuyerBound(split, maxTotal);
            if (msg.value != total) revert WrongPayment(msg.value, total);
        }
        (uint256 tokenId, uint256 mintFee) = _mintVoucher(voucher, hash, stored, quantity);
        _payVoucher(voucher, hash, tokenId, quantity, split, mintFee);
    }

    /// @notice Cancels one of the caller's vouchers on chain: no copy of it can be bought any more (copies already
    /// sold stay). Only its creator (NotSigner otherwise); works while paused. Emits OrderCancelled.
    /// @param voucher the voucher to cancel
    function cancelVoucher(Voucher calldata voucher) external nonReentrant {
        if (msg.sender != voucher.creator) revert NotSigner();
        bytes32 hash = hashVoucher(voucher);
        _fills[hash] = CANCELLED;
        emit OrderCancelled(hash, msg.sender);
    }

    /// @dev Reverts unless `quantity` copies of the voucher `hash` can be bought now and its creator signed it.
    function _checkVoucher(
        Voucher calldata voucher,
        bytes calldata signature,
        bytes32 hash,
        uint256 stored,
        uint256 quantity,
        uint256 sellerFeeBps
    ) private view {
        Fault fault = _voucherFault(voucher, stored, quantity, sellerFeeBps);
        if (fault == Fault.None && !_signedBy(voucher.creator, hash, signature)) fault = Fault.BadSignature;
        if (fault != Fault.None) _revertForVoucher(fault, voucher, hash, stored, quantity, sellerFeeBps);
    }

    /// @dev Checks the mint fee against the voucher's bound and the price, logs the purchase and pays the creator
    /// the price less the seller fee and the mint fee (the royalty is theirs); the fees and the mint fee stay here
    /// until withdrawFees.
    function _payVoucher(
        Voucher calldata voucher,
        bytes32 hash,
        uint256 tokenId,
        uint256 quantity,
        Split memory split,
        uint256 mintFee
    ) private {
        if (mintFee > voucher.maxMintFee) revert MintFeeAboveSigned(mintFee, voucher.maxMintFee);
        uint256 net = split.price - split.sellerFee;
        if (net < mintFee) revert PriceBelowMintFee(net, mintFee);
        emit VoucherFilled(
            hash, voucher.creator, msg.sender, voucher.collection, tokenId, quantity, split, mintFee
        );
        _sendOrDefer(voucher.creator, net - mintFee);
    }

    /// @dev Mints `quantity` copies to the caller: the token (or id) on the first purchase, more of the id after.
    /// Records an ERC-1155 voucher's copies sold after the collection's call: buyVoucher and cancelVoucher are
    /// nonReentrant, so no one can write the voucher's slot in between.
    function _mintVoucher(Voucher calldata voucher, bytes32 hash, uint256 stored, uint256 quantity)
        private
        returns (uint256 tokenId, uint256 mintFee)
    {
        uint16 royaltyBps = uint16(voucher.royaltyBps); // at most MAX_ROYALTY_BPS (_voucherFault)
        if (voucher.collection == agoraErc721) {
            return ILazyMint721(agoraErc721).mintFor(voucher.creator, msg.sender, voucher.metadataDigest, royaltyBps);
        }
        // `stored` is the copies sold (a cancelled voucher never gets here).
        if (stored == 0) {
            (tokenId, mintFee) = ILazyMint1155(agoraErc1155).mintFor(
                voucher.creator, msg.sender, quantity, voucher.metadataDigest, royaltyBps
            );
        } else {
            tokenId = uint256(voucher.metadataDigest);
            ILazyMint1155(agoraErc1155).mintMore(msg.sender, tokenId, quantity);
        }
        _fills[hash] = stored + quantity;
    }

    /// @dev The money of a purchase: fees from the settings, the royalty from the voucher (paid to the creator as
    /// part of the proceeds; reported so that the sale reads as any other).
    function _voucherSplit(Config memory c, Voucher calldata voucher, uint256 quantity)
        private
        pure
        returns (Split memory split)
    {
        uint256 price = voucher.unitPrice * quantity;
        split.price = price;
        split.buyerFee = (price * c.buyerFeeBps) / 10_000;
        split.sellerFee = (price * c.sellerFeeBps) / 10_000;
        split.royaltyReceiver = voucher.creator;
        split.royalty = (price * voucher.royaltyBps) / 10_000;
    }

    /// @dev Why `quantity` copies of `voucher` cannot be bought now (Fault.None: they can), but the signature and
    /// whether its id exists (the collection checks it). Never reverts.
    function _voucherFault(Voucher calldata voucher, uint256 stored, uint256 quantity, uint256 sellerFeeBps)
        private
        view
        returns (Fault)
    {
        if (stored == CANCELLED) return Fault.Cancelled;
        if (voucher.unitPrice == 0) return Fault.ZeroPrice;
        if (voucher.currency != address(0)) return Fault.CurrencyNotAllowed;
        bool single = voucher.collection == agoraErc721;
        if (!single && voucher.collection != agoraErc1155) return Fault.Unsupported;
        uint256 supply = voucher.supply;
        if (
            supply == 0 || supply > FILLED_MASK || (single && supply != 1) || voucher.royaltyBps > MAX_ROYALTY_BPS
                || uint256(voucher.metadataDigest) <= MAX_SEQUENTIAL_ID
        ) return Fault.BadQuantity;
        if (block.timestamp < voucher.startTime) return Fault.NotStarted;
        if (voucher.endTime != 0 && block.timestamp > voucher.endTime) return Fault.Expired;
        if (sellerFeeBps > voucher.maxFeeBps) return Fault.FeeAboveSigned;
        if (voucher.counter != listingCounter[voucher.creator]) return Fault.CounterMoved;
        if (quantity == 0 || quantity > supply - stored) return Fault.SoldOut;
        return Fault.None;
    }

    /// @dev Reverts with the error buyVoucher reports for a fault.
    function _revertForVoucher(
        Fault fault,
        Voucher calldata voucher,
        bytes32 hash,
        uint256 stored,
        uint256 quantity,
        uint256 feeBps
    ) private pure {
        uint256 left = fault == Fault.SoldOut ? voucher.supply - stored : 0;
        if (left != 0) revert BadQuantity(quantity, left);
        if (fault == Fault.FeeAboveSigned) revert FeeAboveSigned(feeBps, voucher.maxFeeBps);
        if (fault == Fault.ZeroPrice) revert ZeroPrice();
        if (fault == Fault.BadQuantity) revert InvalidVoucher(hash);
        if (fault == Fault.CurrencyNotAllowed) revert CurrencyNotAllowed(voucher.currency);
        if (fault == Fault.Unsupported) revert UnsupportedCollection(voucher.collection);
        if (fault == Fault.BadSignature) revert BadSignature();
        revert OrderNotActive(hash); // cancelled, sold out, not started, expired, counter moved
    }
}
