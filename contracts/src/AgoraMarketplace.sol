// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IAgoraCollection} from "./interfaces/IAgoraCollection.sol";
import {Bids} from "./market/Bids.sol";
import {MarketCore} from "./market/MarketCore.sol";

/// @title AgoraMarketplace — the trade contract
/// @notice Fixed-price listings stored on chain for Agora's collections and any ERC-721 / ERC-1155 collection,
/// paid in the native coin or an allowed ERC-20, plus signed bids (see Bids).
/// @dev Inactive-listing rule: a listing is void as soon as any copy of the token has left its seller by any
/// route other than a fill of that very listing (a transfer, a burn, another listing's sale, an accepted bid),
/// even if copies came back. Agora's collections keep a per-(token, holder) listing nonce that every move away
/// bumps; the listing records it, a purchase requires it unchanged, and a partial fill expects exactly its own
/// bump. External collections cannot tell, so their listings must expire (at most 30 days) and the server
/// hides them when the indexer sees the token leave.
contract AgoraMarketplace is Bids {
    /// @notice The longest life of a listing of an external collection.
    uint256 public constant MAX_EXTERNAL_LISTING = 30 days;

    uint256 public lastListingId;
    mapping(uint256 listingId => Listing) private _listings;
    /// @notice Bumped by cancelAllListings; listings made under an older epoch are void.
    mapping(address seller => uint24) public listingEpoch;

    /// @param agoraErc721_ Agora's single-edition collection (deployed first)
    /// @param agoraErc1155_ Agora's multiple-edition collection (deployed first)
    /// @param platformToken_ VSW, always allowed as a currency
    /// @param wrappedNative_ WBNB, always allowed as a currency (bids in the native coin's value)
    constructor(
        address owner_,
        address feeRecipient,
        uint16 buyerFeeBps,
        uint16 sellerFeeBps,
        address agoraErc721_,
        address agoraErc1155_,
        address platformToken_,
        address wrappedNative_
    )
        MarketCore(
            owner_,
            feeRecipient,
            buyerFeeBps,
            sellerFeeBps,
            agoraErc721_,
            agoraErc1155_,
            platformToken_,
            wrappedNative_
        )
        EIP712("Agora Marketplace", "1")
    {}

    /// @notice Lists `quantity` copies held by the caller at `unitPrice` each. The marketplace must be an
    /// approved operator of the caller (setApprovalForAll). `expiry` 0 means no expiry (Agora's collections).
    /// @return listingId the new listing's id, also in the Listed log
    function list(
        address collection,
        uint256 tokenId,
        uint256 quantity,
        address currency,
        uint256 unitPrice,
        uint256 expiry
    ) external whenNotPaused returns (uint256 listingId) {
        if (currency != address(0) && !currencyAllowed(currency)) revert CurrencyNotAllowed(currency);
        if (unitPrice == 0) revert ZeroPrice();
        Kind kind = _kindOf(collection);
        bool agora = _isAgora(collection);
        if (expiry != 0 ? expiry <= block.timestamp : !agora) revert BadExpiry(expiry);
        if (!agora && expiry > block.timestamp + MAX_EXTERNAL_LISTING) revert BadExpiry(expiry);
        _checkHolding(kind, collection, tokenId, quantity);

        listingId = ++lastListingId;
        _listings[listingId] = Listing({
            seller: msg.sender,
            quantity: SafeCast.toUint32(quantity),
            expiry: SafeCast.toUint40(expiry),
            collection: collection,
            unitPrice: SafeCast.toUint96(unitPrice),
            tokenId: tokenId,
            currency: currency,
            nonce: agora ? SafeCast.toUint64(IAgoraCollection(collection).listingNonce(msg.sender, tokenId)) : 0,
            kind: kind,
            epoch: listingEpoch[msg.sender]
        });
        emit Listed(listingId, msg.sender, collection, tokenId, quantity, currency, unitPrice, expiry);
    }

    /// @notice Lowers the unit price of one of the caller's listings. Raising it is refused (PriceNotLower): a
    /// seller could otherwise raise it in front of a pending purchase; cancel and list again instead.
    /// @param listingId one of the caller's listings
    /// @param unitPrice the new unit price, above 0 and below the current one
    function changePrice(uint256 listingId, uint256 unitPrice) external whenNotPaused {
        Listing storage listing = _sellersListing(listingId);
        if (unitPrice == 0) revert ZeroPrice();
        if (unitPrice >= listing.unitPrice) revert PriceNotLower(listing.unitPrice, unitPrice);
        listing.unitPrice = SafeCast.toUint96(unitPrice);
        emit PriceChanged(listingId, unitPrice);
    }

    /// @notice Cancels one of the caller's listings.
    function cancelListing(uint256 listingId) external {
        _sellersListing(listingId);
        delete _listings[listingId];
        emit ListingCancelled(listingId);
    }

    /// @notice Voids every listing the caller made so far.
    function cancelAllListings() external {
        uint24 epoch = ++listingEpoch[msg.sender];
        emit AllListingsCancelled(msg.sender, epoch);
    }

    /// @notice Buys `quantity` copies of a listing. Pays price × quantity plus the buyer fee: exactly that much
    /// native coin, or by ERC-20 allowance (then send no value). Reverts with PriceAboveBound when that total is
    /// above `maxTotal`, so a fee raised after the buyer's quote cannot charge them more than they agreed to
    /// (an ERC-20 buyer's allowance is often larger than the purchase).
    /// @param listingId the listing to fill
    /// @param quantity how many copies, 1 to the listing's remaining quantity
    /// @param maxTotal the most the buyer pays in all: price × quantity plus the buyer fee, as quoted to them
    function buy(uint256 listingId, uint256 quantity, uint256 maxTotal) external payable nonReentrant whenNotPaused {
        Listing memory listing = _listings[listingId];
        _checkActive(listingId, listing);
        if (quantity == 0 || quantity > listing.quantity) revert BadQuantity(quantity, listing.quantity);
        Split memory split = quote(listing.collection, listing.tokenId, uint256(listing.unitPrice) * quantity);
        uint256 total = _checkBuyerBound(split, maxTotal);
        uint256 due = listing.currency == address(0) ? total : 0;
        if (msg.value != due) revert WrongPayment(msg.value, due);

        // quantity <= listing.quantity, a uint32, was checked above.
        uint32 left = listing.quantity - uint32(quantity);
        if (left == 0) {
            delete _listings[listingId];
        } else {
            // The transfer below is the only move between this check and the end of the purchase, and it bumps
            // the seller's listing nonce by exactly one: expect that, so the rest of the listing stays valid while
            // any other move (also one made during the buyer's callback) still voids it. Same slot as quantity.
            Listing storage stored = _listings[listingId];
            (stored.quantity, stored.nonce) = (left, listing.nonce + 1);
        }
        emit Sale(listingId, msg.sender, listing.seller, quantity, split);

        _moveToken(listing.kind, listing.collection, listing.seller, msg.sender, listing.tokenId, quantity, true);
        _payOut(listing.currency, msg.sender, listing.seller, split, 0); // the seller set the price: no floor
    }

    /// @notice A listing as stored (seller 0 when cancelled or sold out); `isActive` says whether it can fill.
    function getListing(uint256 listingId) external view returns (Listing memory listing, bool isActive) {
        listing = _listings[listingId];
        isActive = _isActive(listing);
    }

    function _checkActive(uint256 listingId, Listing memory listing) private view {
        if (!_isActive(listing)) revert ListingNotActive(listingId);
    }

    function _isActive(Listing memory listing) private view returns (bool) {
        if (listing.seller == address(0) || listing.quantity == 0) return false;
        if (listing.expiry != 0 && block.timestamp > listing.expiry) return false;
        if (listing.epoch != listingEpoch[listing.seller]) return false;
        if (!_isAgora(listing.collection)) return true;
        return IAgoraCollection(listing.collection).listingNonce(listing.seller, listing.tokenId) == listing.nonce;
    }

    function _sellersListing(uint256 listingId) private view returns (Listing storage listing) {
        listing = _listings[listingId];
        if (listing.seller == address(0)) revert ListingNotActive(listingId);
        if (listing.seller != msg.sender) revert NotSeller(listingId);
    }

    function _checkHolding(Kind kind, address collection, uint256 tokenId, uint256 quantity) private view {
        if (kind == Kind.ERC721) {
            if (quantity != 1) revert BadQuantity(quantity, 1);
            if (IERC721(collection).ownerOf(tokenId) != msg.sender) revert NotHolder(msg.sender, tokenId);
            if (!IERC721(collection).isApprovedForAll(msg.sender, address(this))) revert NotApproved(msg.sender);
        } else {
            uint256 held = IERC1155(collection).balanceOf(msg.sender, tokenId);
            if (quantity == 0 || quantity > held) revert BadQuantity(quantity, held);
            if (!IERC1155(collection).isApprovedForAll(msg.sender, address(this))) revert NotApproved(msg.sender);
        }
    }
}
