// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IAgoraMarketplace
/// @notice Types, events and errors of the marketplace. The events carry what an indexer needs to rebuild
/// every listing, sale, bid fill and cancellation from logs alone.
interface IAgoraMarketplace {
    enum Kind {
        ERC721,
        ERC1155
    }

    /// @dev Four storage slots, ordered so that a partial fill rewrites only the first (quantity and nonce).
    /// `nonce` is the collection's listing nonce and `epoch` the seller's listing epoch at listing time; either
    /// changing voids the listing. `expiry` 0: no expiry.
    struct Listing {
        address seller;
        uint32 quantity;
        uint64 nonce;
        address collection;
        uint96 unitPrice;
        uint256 tokenId;
        address currency;
        uint40 expiry;
        Kind kind;
        uint24 epoch;
    }

    /// @notice How the money of one purchase is split; `price` is unit price × quantity.
    struct Split {
        uint256 price;
        uint256 buyerFee;
        uint256 sellerFee;
        address royaltyReceiver;
        uint256 royalty;
    }

    /// @notice A bid or offer, signed by the bidder with EIP-712 and filled on chain by a holder.
    struct Bid {
        address bidder;
        address collection;
        uint256 tokenId;
        uint256 quantity;
        address currency;
        uint256 unitPrice;
        uint256 expiry;
        uint256 nonce;
        uint256 salt;
    }

    event Listed(
        uint256 indexed listingId,
        address indexed seller,
        address indexed collection,
        uint256 tokenId,
        uint256 quantity,
        address currency,
        uint256 unitPrice,
        uint256 expiry
    );
    event PriceChanged(uint256 indexed listingId, uint256 unitPrice);
    event ListingCancelled(uint256 indexed listingId);
    event AllListingsCancelled(address indexed seller, uint256 epoch);
    /// @notice `quantity` copies of a listing were bought; amounts are totals for the purchase.
    event Sale(uint256 indexed listingId, address indexed buyer, address indexed seller, uint256 quantity, Split split);
    event BidAccepted(
        bytes32 indexed bidHash,
        address indexed bidder,
        address indexed seller,
        address collection,
        uint256 tokenId,
        uint256 quantity,
        address currency,
        Split split
    );
    event BidCancelled(bytes32 indexed bidHash, address indexed bidder);
    event BidNonceIncremented(address indexed bidder, uint256 nonce);
    event PaymentDeferred(address indexed payee, uint256 amount);
    event PaymentWithdrawn(address indexed payee, uint256 amount);
    event FeesChanged(uint256 buyerFeeBps, uint256 sellerFeeBps);
    event FeeRecipientChanged(address indexed recipient);
    event CurrencyAllowed(address indexed currency, bool allowed);
    event PausedChanged(bool paused);
    event FeesWithdrawn(address indexed currency, address indexed to, uint256 amount);

    error Paused();
    error CurrencyNotAllowed(address currency);
    /// @notice setCurrency on the native coin, the platform token or the wrapped native coin, which are fixed.
    error FixedCurrency(address currency);
    error FeeTooHigh(uint256 bps, uint256 maxBps);
    error ZeroPrice();
    error BadQuantity(uint256 requested, uint256 available);
    error NotHolder(address account, uint256 tokenId);
    error NotApproved(address account);
    error UnsupportedCollection(address collection);
    error BadExpiry(uint256 expiry);
    error NotSeller(uint256 listingId);
    error ListingNotActive(uint256 listingId);
    error WrongPayment(uint256 sent, uint256 expected);
    /// @notice A purchase would charge the buyer `total` (price plus buyer fee), more than the `maxTotal` they
    /// sent: the price or the fee changed after they saw it.
    error PriceAboveBound(uint256 total, uint256 maxTotal);
    /// @notice Accepting a bid would pay the seller `proceeds` (after seller fee and royalty), less than the
    /// `minProceeds` they sent: the fee or the royalty changed after they saw it.
    error ProceedsBelowBound(uint256 proceeds, uint256 minProceeds);
    /// @notice changePrice only lowers a price (`requested` must be below `current`); to raise it, cancel and
    /// list again, so no buyer's pending purchase can be charged more.
    error PriceNotLower(uint256 current, uint256 requested);
    error NotBidder();
    error BidExpired(uint256 expiry);
    error BidNotActive(bytes32 bidHash);
    error BadSignature();
    error NothingToWithdraw();
    /// @notice withdrawPayments could not send the native coin to the payee (still refusing); the claim stays.
    error PaymentFailed(address payee);
}
