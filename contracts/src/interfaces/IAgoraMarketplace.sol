// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IAgoraMarketplace
/// @notice Types, events and errors of the marketplace (v2: every order is signed off chain). Listings and
/// auctions are `Order`s signed by the seller, bids and collection offers are `Bid`s signed by the bidder; the
/// chain keeps only what a fill or a cancel changed. The events carry what an indexer needs to rebuild every
/// sale, bid fill and cancellation from logs alone.
interface IAgoraMarketplace {
    /// @notice The token standard of a collection.
    enum Kind {
        ERC721,
        ERC1155
    }

    /// @notice How an Order sells: at its price, or to a bid the seller accepts (see settleAuction), or at a price
    /// that falls linearly from unitPrice at startTime to endUnitPrice at endTime (a Dutch listing; see unitPriceAt).
    enum SaleType {
        FixedPrice,
        TimedAuction,
        UnlimitedAuction,
        DecliningPrice
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
        /// FixedPrice: the price of one copy. Auctions: the minimum bid for one copy. DecliningPrice: the price of
        /// one copy at startTime.
        uint256 unitPrice;
        /// DecliningPrice: the price of one copy at endTime, above 0 and below unitPrice. Other sale types: 0.
        uint256 endUnitPrice;
        SaleType saleType;
        /// FixedPrice: valid from this time (0: at once; other collections than Agora's: the signing time, from
        /// which their 30 days count). DecliningPrice: valid from this time, when the price starts to fall.
        /// TimedAuction: bids count from this time. UnlimitedAuction: 0.
        uint256 startTime;
        /// FixedPrice: expiry (0 none; required, at most 30 days after startTime, for other collections).
        /// DecliningPrice: the end (after startTime; at most 30 days after it for other collections), when the price
        /// reaches endUnitPrice; the order expires after it. TimedAuction: the end (after startTime), before which
        /// no bid can be accepted. UnlimitedAuction: 0.
        uint256 endTime;
        /// The highest seller fee (basis points) the seller agreed to; a fill under a higher one reverts.
        uint256 maxFeeBps;
        /// The highest royalty (basis points of the price) the seller agreed to: the royalty shown when signing.
        /// A buy under a higher one reverts RoyaltyAboveSigned, a sweep skips it (not checked when the seller is
        /// the royalty receiver; 2000, the cap, or more: any royalty).
        uint256 maxRoyaltyBps;
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
        /// An offer's tokens: 0 for any token of `collection` (a contract that is one collection); otherwise the
        /// root of the OpenZeppelin standard Merkle tree of the token ids it covers (leaf
        /// `keccak256(bytes.concat(keccak256(abi.encode(tokenId))))`, sorted pairs), since Agora's collections
        /// share one contract per token standard. 0 for a bid on one token.
        bytes32 tokenRoot;
        /// A bid in an auction: the auction order's EIP-712 digest (hashOrder), which only settleAuction of that
        /// auction fills. 0 for a standing bid or collection offer, which settleAuction refuses.
        bytes32 auction;
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
        /// Expired, not a FixedPrice or DecliningPrice order, invalid terms, in another currency than the sweep's,
        /// or under a fee or royalty above the signed one.
        NotForSale,
        /// The seller's counter or the token's listing nonce moved, or the signature does not verify.
        Void,
        /// The seller no longer holds the copies or no longer approves the marketplace.
        TransferFailed
    }

    /// @notice `quantity` copies of a listing were bought; amounts are totals for the purchase.
    /// @param orderHash the order's EIP-712 digest (hashOrder)
    /// @param seller who signed the order and received the proceeds
    /// @param buyer who bought and paid
    /// @param collection the token's collection
    /// @param tokenId the token bought
    /// @param quantity the copies bought (1 for an ERC-721)
    /// @param currency address(0) for the native coin, else the ERC-20 paid
    /// @param split the price, fees and royalty of the purchase
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
    /// @param bidHash the bid's EIP-712 digest (hashBid)
    /// @param bidder who signed the bid, received the copies and paid
    /// @param seller who accepted it and received the proceeds
    /// @param collection the token's collection
    /// @param tokenId the token sold (for a collection offer, the one the seller chose)
    /// @param quantity the copies sold (1 for an ERC-721)
    /// @param currency the ERC-20 paid
    /// @param split the price, fees and royalty of the sale
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
    /// @param orderHash the auction order's EIP-712 digest
    /// @param bidHash the accepted bid's EIP-712 digest
    event AuctionSettled(bytes32 indexed orderHash, bytes32 indexed bidHash);
    /// @notice One order or bid was cancelled on chain by its signer.
    /// @param orderHash the cancelled order's or bid's EIP-712 digest
    /// @param signer the seller or bidder who cancelled it
    event OrderCancelled(bytes32 indexed orderHash, address indexed signer);
    /// @notice cancelAllOrders: every order of `seller` signed with a lower counter is void.
    /// @param seller whose orders were voided
    /// @param counter the counter new orders of `seller` must carry
    event ListingCounterIncremented(address indexed seller, uint256 counter);
    /// @notice cancelAllBids: every bid or collection offer of `bidder` signed with a lower counter is void.
    /// @param bidder whose bids were voided
    /// @param counter the counter new bids of `bidder` must carry
    event BidCounterIncremented(address indexed bidder, uint256 counter);
    /// @notice A sweep left out one purchase; its money was not taken (or was refunded in the same transaction).
    /// @param orderHash the skipped order's EIP-712 digest
    /// @param reason why it was skipped
    event PurchaseSkipped(bytes32 indexed orderHash, SkipReason reason);
    /// @notice A native-coin payout was refused; `payee` takes it later with withdrawPayments.
    /// @param payee who is owed the payout
    /// @param amount the payout in wei
    event PaymentDeferred(address indexed payee, uint256 amount);
    /// @notice `payee` took native coin owed to them.
    /// @param payee who withdrew
    /// @param amount the amount in wei
    event PaymentWithdrawn(address indexed payee, uint256 amount);
    /// @notice The owner set the buyer and seller fees (basis points).
    /// @param buyerFeeBps the new buyer fee
    /// @param sellerFeeBps the new seller fee
    event FeesChanged(uint256 buyerFeeBps, uint256 sellerFeeBps);
    /// @notice The owner set who receives withdrawn fees.
    /// @param recipient the new fee recipient
    event FeeRecipientChanged(address indexed recipient);
    /// @notice The owner allowed or forbade an ERC-20 as a currency.
    /// @param currency the ERC-20
    /// @param allowed whether listings and bids may now be paid in it
    event CurrencyAllowed(address indexed currency, bool allowed);
    /// @notice The owner stopped or resumed fills.
    /// @param paused true when fills are now stopped
    event PausedChanged(bool paused);
    /// @notice Accrued fees of `currency` (address 0: native coin) went to the fee recipient.
    /// @param currency the currency withdrawn
    /// @param to the fee recipient
    /// @param amount the amount withdrawn
    event FeesWithdrawn(address indexed currency, address indexed to, uint256 amount);

    /// @notice Fills are stopped by the owner (cancels and withdrawals still work).
    error Paused();
    /// @notice The ERC-20 is not an allowed currency.
    /// @param currency the refused ERC-20
    error CurrencyNotAllowed(address currency);
    /// @notice setCurrency on the native coin, the platform token or the wrapped native coin, which are fixed.
    /// @param currency the fixed currency named
    error FixedCurrency(address currency);
    /// @notice The constructor or setFeeRecipient named address 0 as the fee recipient (withdrawFees, which anyone
    /// may call, would send the native-coin fees to no one).
    error ZeroFeeRecipient();
    /// @notice setFees above the hard cap of 10 %.
    /// @param bps the fee asked, in basis points
    /// @param maxBps the cap, MAX_FEE_BPS
    error FeeTooHigh(uint256 bps, uint256 maxBps);
    /// @notice The fee now charged is above the one the order's signer agreed to (`maxFeeBps`).
    /// @param bps the fee now charged, in basis points
    /// @param maxBps the order's or bid's maxFeeBps
    error FeeAboveSigned(uint256 bps, uint256 maxBps);
    /// @notice The royalty a fill would pay is above the order's signed maxRoyaltyBps (the collection raised it).
    /// @param royalty the royalty the fill would pay
    /// @param maxRoyalty the most the seller agreed to: price × maxRoyaltyBps / 10,000
    error RoyaltyAboveSigned(uint256 royalty, uint256 maxRoyalty);
    /// @notice The constructor named address 0 for a contract the marketplace trusts.
    error ZeroAddress();
    /// @notice Too little gas left to give an external royaltyInfo its full stipend (ROYALTY_GAS): a starved call
    /// would read as "no royalty".
    error InsufficientGas();
    /// @notice An order with a unit price of 0.
    error ZeroPrice();
    /// @notice An order's endUnitPrice does not fit its sale type: a DecliningPrice order's must be above 0 and below
    /// its unitPrice, any other order's must be 0.
    /// @param unitPrice the order's unitPrice (its price at startTime)
    /// @param endUnitPrice the order's endUnitPrice
    error BadEndPrice(uint256 unitPrice, uint256 endUnitPrice);
    /// @notice A quantity of 0, above what is left, or other than 1 for an ERC-721.
    /// @param requested the quantity asked (an ERC-721 order's own quantity when that is not 1)
    /// @param available what can be filled (1 for an ERC-721)
    error BadQuantity(uint256 requested, uint256 available);
    /// @notice The collection is neither ERC-721 nor ERC-1155 (by ERC-165).
    /// @param collection the refused address
    error UnsupportedCollection(address collection);
    /// @notice An order's times are invalid: an external collection's listing without an end or longer than 30
    /// days, or a timed auction or declining-price listing ending before it starts.
    /// @param expiry the order's endTime
    error BadExpiry(uint256 expiry);
    /// @notice The order is cancelled, filled, not started, expired, or void (counter or listing nonce moved).
    /// @param orderHash the order's EIP-712 digest
    error OrderNotActive(bytes32 orderHash);
    /// @notice buy on an auction, or settleAuction on a fixed-price or declining-price order.
    /// @param saleType the order's sale type
    error WrongSaleType(SaleType saleType);
    /// @notice A timed auction's bid accepted before its end.
    /// @param endTime when the auction ends
    error AuctionNotEnded(uint256 endTime);
    /// @notice The bid does not match: acceptBid with another token than the bid's or with a collection offer
    /// (use acceptCollectionOffer); an auction's bid for another auction (its `auction`), token or currency, or
    /// below the minimum; an auction's bid outside settleAuction.
    /// @param bidHash the bid's EIP-712 digest
    error BidDoesNotMatch(bytes32 bidHash);
    /// @notice acceptCollectionOffer with a token the offer's `tokenRoot` does not cover (or a wrong proof).
    /// @param tokenId the token offered
    error TokenNotInOffer(uint256 tokenId);
    /// @notice A sweep of more than MAX_SWEEP purchases.
    /// @param count the purchases sent
    /// @param max MAX_SWEEP
    error TooManyPurchases(uint256 count, uint256 max);
    /// @notice The native coin sent differs from what the fill needs (0 for an ERC-20 fill).
    /// @param sent the value sent, in wei
    /// @param expected the value the fill needs, in wei
    error WrongPayment(uint256 sent, uint256 expected);
    /// @notice A purchase would charge the buyer `total` (price plus buyer fee), more than the `maxTotal` they
    /// sent: the price or the fee changed after they saw it.
    /// @param total what the buyer would be charged
    /// @param maxTotal the bound the buyer sent
    error PriceAboveBound(uint256 total, uint256 maxTotal);
    /// @notice Accepting a bid would pay the seller `proceeds` (after seller fee and royalty), less than the
    /// `minProceeds` they sent: the fee or the royalty changed after they saw it.
    /// @param proceeds what the seller would receive
    /// @param minProceeds the bound the seller sent
    error ProceedsBelowBound(uint256 proceeds, uint256 minProceeds);
    /// @notice Only the order's signer may cancel it; only an auction's seller may settle it.
    error NotSigner();
    /// @notice The bid's expiry has passed.
    /// @param expiry the bid's expiry
    error BidExpired(uint256 expiry);
    /// @notice The bid was cancelled, or its bidder's counter moved since it was signed.
    /// @param bidHash the bid's EIP-712 digest
    error BidNotActive(bytes32 bidHash);
    /// @notice The signature is neither the signer's key's nor accepted by its ERC-1271 wallet.
    error BadSignature();
    /// @notice withdrawFees, withdrawPayments or pushPayment with nothing to send.
    error NothingToWithdraw();
    /// @notice withdrawPayments or pushPayment could not send the native coin to the payee (still refusing); the claim stays.
    /// @param payee the payee refusing the payment
    error PaymentFailed(address payee);
}
