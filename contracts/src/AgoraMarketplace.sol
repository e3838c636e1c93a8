// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {MarketCore} from "./market/MarketCore.sol";
import {Vouchers} from "./market/Vouchers.sol";

/// @title AgoraMarketplace — the trade contract
/// @notice Every order is signed off chain and filled on chain: fixed-price listings (buy, sweep), auctions
/// (settleAuction), bids and collection offers (acceptBid), lazy mints (buyVoucher), for Agora's collections and any ERC-721 / ERC-1155
/// collection, paid in the native coin or an allowed ERC-20. Listing costs no gas; the chain keeps only fills,
/// cancels and the signers' counters.
/// @dev The parts, each building on the previous one: MarketCore (settings, money split, payouts), Signatures
/// (digests, counters, cancels), Orders (validity, buy), Sweep, Bids, Auctions, Vouchers. docs/contracts.md describes the
/// order types and what the chain and the server each enforce.
contract AgoraMarketplace is Vouchers {
    /// @notice Deploys the marketplace with its first owner and settings and the contracts it trusts.
    /// @param owner_ the first owner (fees, fee recipient, currencies, pause; handed over by Ownable2Step)
    /// @param feeRecipient who receives the withdrawn fees; not address 0 (ZeroFeeRecipient)
    /// @param buyerFeeBps the buyer fee in basis points, at most MAX_FEE_BPS (FeeTooHigh)
    /// @param sellerFeeBps the seller fee in basis points, at most MAX_FEE_BPS (FeeTooHigh)
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
        MarketCore(Deployment({
                owner: owner_,
                feeRecipient: feeRecipient,
                buyerFeeBps: buyerFeeBps,
                sellerFeeBps: sellerFeeBps,
                agoraErc721: agoraErc721_,
                agoraErc1155: agoraErc1155_,
                platformToken: platformToken_,
                wrappedNative: wrappedNative_
            }))
        EIP712("Agora Marketplace", "1")
    {}
}
