// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "solady/utils/ECDSA.sol";
import {SignatureCheckerLib} from "solady/utils/SignatureCheckerLib.sol";
import {MarketCore} from "./MarketCore.sol";

/// @title Bids
/// @notice Bids and offers are EIP-712 orders signed by the bidder (an EOA or an ERC-1271 contract wallet) and
/// kept off chain. A holder fills one on chain for some or all of its quantity; the ERC-20 is pulled from the
/// bidder by allowance. A bidder cancels one bid on chain, or every bid signed so far by bumping their nonce.
/// Timed auctions are settled by accepting the winning bid.
abstract contract Bids is MarketCore, EIP712 {
    bytes32 public constant BID_TYPEHASH = keccak256(
        "Bid(address bidder,address collection,uint256 tokenId,uint256 quantity,address currency,uint256 unitPrice,uint256 expiry,uint256 nonce,uint256 salt)"
    );
    uint256 private constant CANCELLED = type(uint256).max;

    /// @notice The nonce a bidder's new bids must carry; bumping it voids every older bid.
    mapping(address bidder => uint256) public bidNonce;
    /// @notice Copies already filled per bid hash (type(uint256).max once cancelled).
    mapping(bytes32 bidHash => uint256) public bidFilled;

    /// @notice The EIP-712 digest the bidder signs.
    function hashBid(Bid calldata bid) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(BID_TYPEHASH, bid)));
    }

    /// @notice Sells `quantity` copies held by the caller to the bidder at the bid's unit price. The bidder
    /// pays the price plus the buyer fee; the caller receives the price minus the seller fee and the royalty.
    /// Reverts with ProceedsBelowBound when that is below `minProceeds`, so a fee or royalty raised after the
    /// caller's quote cannot pay them less than they agreed to.
    /// @param bid the signed order
    /// @param signature the bidder's EIP-712 (or ERC-1271) signature of `bid`
    /// @param quantity how many copies, 1 to the bid's unfilled quantity
    /// @param minProceeds the least the caller receives after the seller fee and the royalty, as quoted to them
    function acceptBid(Bid calldata bid, bytes calldata signature, uint256 quantity, uint256 minProceeds)
        external
        nonReentrant
        whenNotPaused
    {
        if (block.timestamp > bid.expiry) revert BidExpired(bid.expiry);
        if (!currencyAllowed(bid.currency)) revert CurrencyNotAllowed(bid.currency);
        bytes32 bidHash = hashBid(bid);
        uint256 filled = bidFilled[bidHash];
        if (filled == CANCELLED || bid.nonce != bidNonce[bid.bidder]) revert BidNotActive(bidHash);
        if (quantity == 0 || quantity > bid.quantity - filled) revert BadQuantity(quantity, bid.quantity - filled);
        // A bidder whose key signed the bid (an EOA, also one with EIP-7702 code) can always move what it
        // receives, so its token comes by a plain transfer: no receiver callback and no code lookup. Any other
        // bidder must be an ERC-1271 wallet and gets a safe transfer. Malleable signatures are harmless here: a
        // bid is keyed by its hash, not by its signature.
        bool keyHolder = bid.bidder != address(0) && ECDSA.tryRecoverCalldata(bidHash, signature) == bid.bidder;
        if (!keyHolder && !SignatureCheckerLib.isValidERC1271SignatureNowCalldata(bid.bidder, bidHash, signature)) {
            revert BadSignature();
        }
        bidFilled[bidHash] = filled + quantity;

        Split memory split = quote(bid.collection, bid.tokenId, bid.unitPrice * quantity);
        emit BidAccepted(bidHash, bid.bidder, msg.sender, bid.collection, bid.tokenId, quantity, bid.currency, split);
        _moveToken(_kindOf(bid.collection), bid.collection, msg.sender, bid.bidder, bid.tokenId, quantity, !keyHolder);
        _payOut(bid.currency, bid.bidder, msg.sender, split, minProceeds);
    }

    /// @notice Cancels one of the caller's bids on chain, so it can never be filled.
    function cancelBid(Bid calldata bid) external {
        if (msg.sender != bid.bidder) revert NotBidder();
        bytes32 bidHash = hashBid(bid);
        bidFilled[bidHash] = CANCELLED;
        emit BidCancelled(bidHash, msg.sender);
    }

    /// @notice Voids every bid the caller signed so far.
    function cancelAllBids() external {
        uint256 nonce = ++bidNonce[msg.sender];
        emit BidNonceIncremented(msg.sender, nonce);
    }
}
