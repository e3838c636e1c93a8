// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {SafeTransferLib} from "solady/utils/SafeTransferLib.sol";
import {IAgoraMarketplace} from "../interfaces/IAgoraMarketplace.sol";

/// @title MarketCore
/// @notice What every fill path shares: the owner's settings (fees within hard caps, fee recipient, allowed
/// currencies, Agora's own collections, pause), the money split of a sale, the price bounds, token moves, and
/// payouts in the native coin that fall back to pull payments when a receiver refuses them.
/// @dev Ownership moves in two steps (Ownable2Step): the owner's powers (fees, fee recipient, currencies, pause)
/// stay with the current owner until the new one calls acceptOwnership, so a mistyped address cannot take them.
abstract contract MarketCore is IAgoraMarketplace, Ownable2Step, ReentrancyGuardTransient {
    /// @notice Hard cap of each of the buyer and seller fees: 10%.
    uint16 public constant MAX_FEE_BPS = 1000;
    /// @notice Royalties above 20% of the price are cut to 20%, whatever a collection reports.
    uint16 public constant MAX_ROYALTY_BPS = 2000;
    /// @dev Gas given to a native-coin receiver; a receiver needing more is paid through withdrawPayments.
    uint256 private constant PAYOUT_GAS = 50_000;
    /// @notice Gas given to an external collection's royaltyInfo: its code may change after a listing was signed,
    /// so it must not be able to burn a sweep's gas. A call that fails within it means no royalty.
    uint256 public constant ROYALTY_GAS = 50_000;

    /// @dev What the deployer sets once: the first owner and settings, and the contracts the marketplace trusts
    /// (the concrete marketplace's constructor takes them one by one, as its ABI shows them).
    struct Deployment {
        address owner;
        address feeRecipient;
        uint16 buyerFeeBps;
        uint16 sellerFeeBps;
        address agoraErc721;
        address agoraErc1155;
        address platformToken;
        address wrappedNative;
    }

    /// @dev One slot, read once per sale.
    struct Config {
        address feeRecipient;
        uint16 buyerFeeBps;
        uint16 sellerFeeBps;
        bool paused;
    }

    /// @notice The fee recipient, the buyer and seller fees (basis points) and whether fills are paused.
    Config public config;
    mapping(address currency => bool) private _currencyAllowed;
    /// @notice Agora's single-edition collection, whose listing nonces void stale listings. Immutable: a sale
    /// reads no storage to recognise it.
    address public immutable agoraErc721;
    /// @notice Agora's multiple-edition collection, as agoraErc721.
    address public immutable agoraErc1155;
    /// @notice The platform token (VSW): always allowed, recognised without a storage read (most ERC-20 sales and
    /// every bid use it or the wrapped native coin). Other ERC-20s go through setCurrency.
    address public immutable platformToken;
    /// @notice The wrapped native coin (WBNB), always allowed as platformToken is.
    address public immutable wrappedNative;
    /// @notice Native coin owed to a payee who refused it during a sale, taken with withdrawPayments.
    mapping(address payee => uint256) public pendingPayments;
    /// @notice The sum of pendingPayments: native coin held for payees, never counted as fees.
    uint256 public pendingPaymentsTotal;

    /// @param d the owner, fee recipient, fees and trusted contracts (see AgoraMarketplace's constructor)
    constructor(Deployment memory d) Ownable(d.owner) {
        // A zero wrapped coin or platform token would make "allowed currency" checks and the native-coin
        // branches meet (address 0 is the native coin): a bid "in" it would be paid from this contract's fees.
        if (
            d.agoraErc721 == address(0) || d.agoraErc1155 == address(0) || d.platformToken == address(0)
                || d.wrappedNative == address(0)
        ) revert ZeroAddress();
        (agoraErc721, agoraErc1155) = (d.agoraErc721, d.agoraErc1155);
        (platformToken, wrappedNative) = (d.platformToken, d.wrappedNative);
        _setFees(d.buyerFeeBps, d.sellerFeeBps);
        _setFeeRecipient(d.feeRecipient);
    }

    /// @notice Sets the buyer fee (added on top of the price) and the seller fee (taken from it), in basis points
    /// (owner only). Reverts FeeTooHigh above MAX_FEE_BPS.
    /// @param buyerFeeBps the new buyer fee
    /// @param sellerFeeBps the new seller fee
    function setFees(uint16 buyerFeeBps, uint16 sellerFeeBps) external onlyOwner {
        _setFees(buyerFeeBps, sellerFeeBps);
    }

    /// @notice Sets who receives the withdrawn fees (owner only); reverts ZeroFeeRecipient for address 0.
    /// @param recipient the new fee recipient
    function setFeeRecipient(address recipient) external onlyOwner {
        _setFeeRecipient(recipient);
    }

    /// @notice Allows or forbids an ERC-20 as a currency of listings and bids (the native coin, address 0, is
    /// always allowed for listings). The platform token and the wrapped native coin cannot be changed (owner only).
    /// @param currency the ERC-20
    /// @param allowed whether listings and bids may be paid in it
    function setCurrency(address currency, bool allowed) external onlyOwner {
        if (currency == address(0) || _isPlatformCurrency(currency)) revert FixedCurrency(currency);
        _currencyAllowed[currency] = allowed;
        emit CurrencyAllowed(currency, allowed);
    }

    /// @notice Whether listings and bids may be paid in the ERC-20 `currency`.
    /// @param currency the ERC-20
    /// @return true for the platform token, the wrapped native coin and the currencies the owner allowed
    function currencyAllowed(address currency) public view returns (bool) {
        return _isPlatformCurrency(currency) || _currencyAllowed[currency];
    }

    /// @notice Stops or resumes buying, sweeping, accepting bids and settling auctions; cancellations always work
    /// (owner only).
    /// @param paused true to stop fills, false to resume them
    function setPaused(bool paused) external onlyOwner {
        config.paused = paused;
        emit PausedChanged(paused);
    }

    /// @notice Sends the accrued fees of a currency (address 0: native coin) to the fee recipient. Anyone may call
    /// it: the money only goes to the fee recipient. Reverts NothingToWithdraw when there is none.
    /// @param currency address(0) for the native coin (what is not owed to payees), else an ERC-20
    function withdrawFees(address currency) external nonReentrant {
        address to = config.feeRecipient;
        uint256 amount = currency == address(0)
            ? address(this).balance - pendingPaymentsTotal
            : IERC20(currency).balanceOf(address(this));
        if (amount == 0) revert NothingToWithdraw();
        emit FeesWithdrawn(currency, to, amount);
        if (currency == address(0)) _sendOrDefer(to, amount);
        else SafeTransferLib.safeTransfer(currency, to, amount);
    }

    /// @notice Pays the caller the native coin that could not be sent to them during a sale. Reverts
    /// NothingToWithdraw when none is owed, PaymentFailed when the caller still refuses it.
    function withdrawPayments() external nonReentrant {
        _pushPayment(msg.sender);
    }

    /// @notice Sends `payee` the native coin parked for them, with all the gas of the transaction; anyone may call
    /// it (the money only goes to the payee), so a receiver that cannot call withdrawPayments itself (a royalty
    /// splitter, a wallet without a generic call) still gets paid. Reverts as withdrawPayments.
    /// @param payee whom the parked payment is owed to
    function pushPayment(address payee) external nonReentrant {
        _pushPayment(payee);
    }

    /// @notice The fees and the royalty of a sale of `price` (the total for all copies).
    /// @param collection the token's collection
    /// @param tokenId the token (its royalty)
    /// @param price unit price × quantity
    /// @return the price, the buyer and seller fees and the royalty (capped at MAX_ROYALTY_BPS) with its receiver
    function quote(address collection, uint256 tokenId, uint256 price) external view returns (Split memory) {
        return _split(config, collection, tokenId, price);
    }

    /// @dev The settings of a fill, read once (one SLOAD); reverts while paused.
    function _liveConfig() internal view returns (Config memory c) {
        c = config;
        if (c.paused) revert Paused();
    }

    /// @dev quote under the settings `c` already read by the fill.
    function _split(Config memory c, address collection, uint256 tokenId, uint256 price)
        internal
        view
        returns (Split memory split)
    {
        split.price = price;
        split.buyerFee = (price * c.buyerFeeBps) / 10_000;
        split.sellerFee = (price * c.sellerFeeBps) / 10_000;
        (split.royaltyReceiver, split.royalty) = _royalty(collection, tokenId, price);
        uint256 cap = (price * MAX_ROYALTY_BPS) / 10_000;
        if (split.royalty > cap) split.royalty = cap;
        if (split.royaltyReceiver == address(0)) split.royalty = 0;
    }

    /// @dev Agora's collections are asked directly; any other collection by low-level calls with ROYALTY_GAS, so
    /// a missing, reverting, gas-burning or malformed ERC-2981 means no royalty rather than a failed sale (or a
    /// failed sweep). Too little gas to give the full stipend reverts: otherwise a buyer could pick a gas limit
    /// that starves the call and skip the royalty.
    function _royalty(address collection, uint256 tokenId, uint256 price) private view returns (address, uint256) {
        if (_isAgora(collection)) return IERC2981(collection).royaltyInfo(tokenId, price);
        if (!_supports(collection, type(IERC2981).interfaceId)) return (address(0), 0);
        // EIP-150: a call gets at most 63/64 of what is left; the margin covers the call's own cost.
        if (gasleft() < (ROYALTY_GAS * 64) / 63 + 5000) revert InsufficientGas();
        // The answer is copied whole, but ROYALTY_GAS bounds how much the callee can return.
        (bool ok, bytes memory answer) =
            collection.staticcall{gas: ROYALTY_GAS}(abi.encodeCall(IERC2981.royaltyInfo, (tokenId, price)));
        if (!ok || answer.length < 64) return (address(0), 0);
        (uint256 receiver, uint256 amount) = abi.decode(answer, (uint256, uint256));
        return (address(uint160(receiver)), amount);
    }

    /// @dev ERC-721 or ERC-1155; reverts UnsupportedCollection for anything else.
    function _kindOf(address collection) internal view returns (Kind kind) {
        bool supported;
        (supported, kind) = _tryKindOf(collection);
        if (!supported) revert UnsupportedCollection(collection);
    }

    /// @dev ERC-721 or ERC-1155, known for Agora's collections, asked through ERC-165 otherwise; never reverts.
    function _tryKindOf(address collection) internal view returns (bool supported, Kind kind) {
        if (collection == agoraErc721) return (true, Kind.ERC721);
        if (collection == agoraErc1155) return (true, Kind.ERC1155);
        if (_supports(collection, type(IERC721).interfaceId)) return (true, Kind.ERC721);
        if (_supports(collection, type(IERC1155).interfaceId)) return (true, Kind.ERC1155);
    }

    function _isPlatformCurrency(address currency) private view returns (bool) {
        return currency == platformToken || currency == wrappedNative;
    }

    /// @dev One of Agora's own collections (trusted to answer ERC-2981 and listingNonce).
    function _isAgora(address collection) internal view returns (bool) {
        return collection == agoraErc721 || collection == agoraErc1155;
    }

    /// @dev ERC-165 by a low-level call: an address without code, a revert or a malformed answer is "no" instead
    /// of a revert that try/catch cannot catch (a sweep must skip such a purchase, not fail).
    function _supports(address collection, bytes4 id) private view returns (bool) {
        (bool ok, bytes memory answer) =
            collection.staticcall{gas: 30_000}(abi.encodeCall(IERC165.supportsInterface, (id)));
        return ok && answer.length >= 32 && abi.decode(answer, (uint256)) == 1;
    }

    /// @dev Moves copies as the holder's approved operator; reverts when `from` does not hold them. `safe`: an
    /// ERC-721 goes by safeTransferFrom (receiver check); ERC-1155 transfers are always safe.
    function _moveToken(
        Kind kind,
        address collection,
        address from,
        address to,
        uint256 tokenId,
        uint256 quantity,
        bool safe
    ) internal {
        if (kind == Kind.ERC721) {
            if (quantity != 1) revert BadQuantity(quantity, 1);
            if (safe) IERC721(collection).safeTransferFrom(from, to, tokenId);
            else IERC721(collection).transferFrom(from, to, tokenId);
        } else {
            IERC1155(collection).safeTransferFrom(from, to, tokenId, quantity, "");
        }
    }

    /// @dev _moveToken (safe) that reports failure instead of reverting, for a sweep to skip the purchase. Reverts
    /// only when `collection` has no code, which _tryKindOf already refused.
    function _tryMoveToken(Kind kind, address collection, address from, address to, uint256 tokenId, uint256 quantity)
        internal
        returns (bool)
    {
        if (kind == Kind.ERC721) {
            try IERC721(collection).safeTransferFrom(from, to, tokenId) {
                return true;
            } catch {
                return false;
            }
        }
        try IERC1155(collection).safeTransferFrom(from, to, tokenId, quantity, "") {
            return true;
        } catch {
            return false;
        }
    }

    /// @dev The buyer's side of every fill: reverts when what the payer is charged (price plus buyer fee) is above
    /// `maxTotal`, the total the payer saw and agreed to. Fees and prices can change between the quote and the
    /// transaction (the owner's setFees, a seller watching the mempool), so every fill path that charges someone
    /// other than the caller's own signed amount must call this with the caller's bound.
    /// @return total what the payer is charged
    function _checkBuyerBound(Split memory split, uint256 maxTotal) internal pure returns (uint256 total) {
        total = split.price + split.buyerFee;
        if (total > maxTotal) revert PriceAboveBound(total, maxTotal);
    }

    /// @dev The seller's side of every fill: reverts when what `seller` receives (price minus seller fee and the
    /// royalty, the royalty included when the seller is its receiver) is below `minProceeds`, the figure the
    /// seller saw. Fees and royalties can change between the quote and the transaction. _payOut calls it, so no
    /// fill path pays a seller without naming their floor (0 where the seller sent none, as in buy).
    /// @return proceeds what the seller receives
    /// @return royalty what the royalty receiver receives apart from that
    function _checkSellerBound(Split memory split, address seller, uint256 minProceeds)
        internal
        pure
        returns (uint256 proceeds, uint256 royalty)
    {
        royalty = split.royalty;
        proceeds = split.price - split.sellerFee - royalty;
        // A seller who receives the royalty gets it as part of their proceeds (one transfer).
        if (split.royaltyReceiver == seller) (proceeds, royalty) = (proceeds + royalty, 0);
        if (proceeds < minProceeds) revert ProceedsBelowBound(proceeds, minProceeds);
    }

    /// @dev Pays the seller and the royalty receiver from `payer` (ERC-20) or from this contract (native coin);
    /// the fees stay here until withdrawn. Reverts when the seller would receive less than `minProceeds`.
    function _payOut(address currency, address payer, address seller, Split memory split, uint256 minProceeds)
        internal
    {
        (uint256 proceeds, uint256 royalty) = _checkSellerBound(split, seller, minProceeds);
        uint256 fees = split.buyerFee + split.sellerFee;
        if (currency == address(0)) {
            if (royalty != 0) _sendOrDefer(split.royaltyReceiver, royalty);
            _sendOrDefer(seller, proceeds);
        } else {
            // solady's SafeTransferLib: the same checks as OpenZeppelin's SafeERC20 (reverts on a false return or
            // a token without code), in assembly, about 300 gas cheaper per transfer.
            if (royalty != 0) SafeTransferLib.safeTransferFrom(currency, payer, split.royaltyReceiver, royalty);
            SafeTransferLib.safeTransferFrom(currency, payer, seller, proceeds);
            if (fees != 0) SafeTransferLib.safeTransferFrom(currency, payer, address(this), fees);
        }
    }

    /// @dev Sends `payee` everything parked for them with all the gas left; reverts when they refuse it.
    function _pushPayment(address payee) private {
        uint256 amount = pendingPayments[payee];
        if (amount == 0) revert NothingToWithdraw();
        pendingPayments[payee] = 0;
        pendingPaymentsTotal -= amount;
        emit PaymentWithdrawn(payee, amount);
        (bool ok,) = payee.call{value: amount}("");
        if (!ok) revert PaymentFailed(payee);
    }

    function _sendOrDefer(address to, uint256 amount) internal {
        (bool ok,) = to.call{value: amount, gas: PAYOUT_GAS}("");
        if (!ok) {
            pendingPayments[to] += amount;
            pendingPaymentsTotal += amount;
            emit PaymentDeferred(to, amount);
        }
    }

    function _setFees(uint16 buyerFeeBps, uint16 sellerFeeBps) private {
        if (buyerFeeBps > MAX_FEE_BPS) revert FeeTooHigh(buyerFeeBps, MAX_FEE_BPS);
        if (sellerFeeBps > MAX_FEE_BPS) revert FeeTooHigh(sellerFeeBps, MAX_FEE_BPS);
        (config.buyerFeeBps, config.sellerFeeBps) = (buyerFeeBps, sellerFeeBps);
        emit FeesChanged(buyerFeeBps, sellerFeeBps);
    }

    function _setFeeRecipient(address recipient) private {
        if (recipient == address(0)) revert ZeroFeeRecipient();
        config.feeRecipient = recipient;
        emit FeeRecipientChanged(recipient);
    }
}
