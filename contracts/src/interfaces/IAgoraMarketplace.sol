// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IAgoraMarketplace
/// @notice Types, events and errors of the marketplace (v2: every order is signed off chain). Listings and
/// auctions are `Order`s signed by the seller, bids and collection offers are `Bid`s signed by the bidder; the
/// chain keeps only what a fill or a cancel changed. The events carry what an indexer needs to rebuild every
/// sale, bid fill and cancellation from logs alone.
interface IAgoraMarketplace {
    enum Kind {
        ERC721,
        ERC1155
    }

    /// @notice How an Order sells: at its price, or to a bid the seller accepts (see settleAuction).
    enum SaleType {
        FixedPrice,
        TimedAuction,
        UnlimitedAuction
    }

    /// @notice A listing or an auction, signed by the seller (EIP-712, or ERC-1271 for a contract wallet).
    /// @dev `nonce`: the seller's listing nonce of the token (Agora's collections) when signing; any move of the
    /// token away from the seller bumps it, so an order for a token that left and came back never fills.
    /// `counter`: the seller's listing counter when signing; cancelAllOrders bumps it.
    struct Order {
        address seller;
        address collection;
        uint256 tokenId;
        /// Copies offered (1 for an ERC-721).
        uint256 quantity;
        /// address(0): the native coin (fixed price only); otherwise an allowed ERC-20.
        address currency;
        /// FixedPrice: the price of one copy. Auctions: the minimum bid for one copy.
        uint256 unitPrice;
        SaleType saleType;
        /// FixedPrice: valid from this time (0: at once; other collections than Agora's: the signing time, from
        /// which their 30 days count). TimedAuction: bids count from this time. UnlimitedAuction: 0.
        uint256 startTime;
        /// FixedPrice: expiry (0 none; required, at most 30 days after startTime, for other collections).
        /// TimedAuction: the end (after startTime), before which no bid can be accepted. UnlimitedAuction: 0.
        uint256 endTime;
        /// The highest seller fee (basis points) the seller agreed to; a fill under a higher one reverts.
        uint256 maxFeeBps;
        uint256 nonce;
        uint256 counter;
        uint256 salt;
    }

    /// @notice A bid on one token, or a collection offer (`anyToken`) on up to `quantity` tokens of a collection.
    struct Bid {
        address bidder;
        address collection;
        /// Ignored when `anyToken`.
        uint256 tokenId;
        bool anyToken;
        /// Copies of the token, or tokens of the collection for an offer.
        uint256 quantity;
        /// An allowed ERC-20, pulled from the bidder by allowance.
        address currency;
        uint256 unitPrice;
        /// The highest buyer fee (basis points) the bidder agreed to; a fill under a higher one reverts.
        uint256 maxFeeBps;
        uint256 expiry;
        /// The bidder's bid counter when signing; cancelAllBids bumps it.
        uint256 counter;
        uint256 salt;
    }

    /// @notice One purchase of a sweep.
    struct Purchase {
        Order order;
        bytes signature;
        uint256 quantity;
    }

    /// @notice How the money of one fill is split; `price` is unit price × quantity.
    struct Split {
        uint256 price;
        uint256 buyerFee;
        uint256 sellerFee;
        address royaltyReceiver;
        uint256 royalty;
    }

    /// @notice Why a sweep skipped a purchase (its money stays with the buyer).
    enum SkipReason {
        /// Cancelled, filled, or fewer copies left than asked.
        Unavailable,
        /// Expired, not a FixedPrice order, or in another currency than the sweep's.
        NotForSale,
        /// The seller's counter or the token's listing nonce moved, or the signature does not verify.
        Void,
        /// The seller no longer holds the copies or no longer approves the marketplace.
        TransferFailed
    }

    /// @notice `quantity` copies of a listing were bought; amounts are totals for the purchase.
    event OrderFilled(
        bytes32 indexed orderHash,
        address indexed seller,
        address indexed buyer,
        address collection,
        uint256 tokenId,
        uint256 quantity,
        address currency,
        Split split
    );
    /// @notice A bid or collection offer was accepted (also when settling an auction, see AuctionSettled).
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
    /// @notice An auction order was settled by accepting the bid `bidHash` (BidAccepted carries the money).
    event AuctionSettled(bytes32 indexed orderHash, bytes32 indexed bidHash);
    /// @notice One order or bid was cancelled on chain by its signer.
    event OrderCancelled(bytes32 indexed orderHash, address indexed signer);
    event ListingCounterIncremented(address indexed seller, uint256 counter);
    event BidCounterIncremented(address indexed bidder, uint256 counter);
    /// @notice A sweep left out one purchase; its money was not taken (or was refunded in the same transaction).
    event PurchaseSkipped(bytes32 indexed orderHash, SkipReason reason);
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
    /// @notice The fee now charged is above the one the order's signer agreed to (`maxFeeBps`).
    error FeeAboveSigned(uint256 bps, uint256 maxBps);
    error ZeroPrice();
    error BadQuantity(uint256 requested, uint256 available);
    error UnsupportedCollection(address collection);
    error BadExpiry(uint256 expiry);
    /// @notice The order is cancelled, filled, expired, or void (counter or listing nonce moved).
    error OrderNotActive(bytes32 orderHash);
    /// @notice buy on an auction, or settleAuction on a fixed-price order.
    error WrongSaleType(SaleType saleType);
    /// @notice A timed auction's bid accepted before its end.
    error AuctionNotEnded(uint256 endTime);
    /// @notice The bid does not match the auction: other token, other currency, or below the minimum bid.
    error BidDoesNotMatch(bytes32 bidHash);
    error TooManyPurchases(uint256 count, uint256 max);
    error WrongPayment(uint256 sent, uint256 expected);
    /// @notice A purchase would charge the buyer `total` (price plus buyer fee), more than the `maxTotal` they
    /// sent: the price or the fee changed after they saw it.
    error PriceAboveBound(uint256 total, uint256 maxTotal);
    /// @notice Accepting a bid would pay the seller `proceeds` (after seller fee and royalty), less than the
    /// `minProceeds` they sent: the fee or the royalty changed after they saw it.
    error ProceedsBelowBound(uint256 proceeds, uint256 minProceeds);
    /// @notice Only the order's signer may cancel it; only an auction's seller may settle it.
    error NotSigner();
    error BidExpired(uint256 expiry);
    error BidNotActive(bytes32 bidHash);
    error BadSignature();
    error NothingToWithdraw();
    /// @notice withdrawPayments could not send the native coin to the payee (still refusing); the claim stays.
    error PaymentFailed(address payee);
}
