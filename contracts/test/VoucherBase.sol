// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {IVouchers} from "../src/interfaces/IVouchers.sol";
import {Base} from "./Base.t.sol";

/// @dev What the voucher tests share: a creator's vouchers in the native coin, signed, bought at the due amount.
abstract contract VoucherBase is Base {
    uint256 private _voucherSalt;

    // ----- helpers -----

    /// @dev A 721 (supply 1) or 1155 voucher of `creator` in the native coin, agreeing to the current fees.
    function voucher(address collection, bytes32 digest, uint256 supply, uint256 unit, uint256 royaltyBps)
        internal
        returns (IVouchers.Voucher memory v)
    {
        v = IVouchers.Voucher({
            creator: creator,
            collection: collection,
            metadataDigest: digest,
            royaltyBps: royaltyBps,
            supply: supply,
            currency: address(0),
            unitPrice: unit,
            startTime: 0,
            endTime: 0,
            maxFeeBps: ANY_FEE,
            maxMintFee: MINT_FEE,
            counter: market.listingCounter(creator),
            salt: ++_voucherSalt
        });
    }

    function signVoucher(IVouchers.Voucher memory v) internal view returns (bytes memory) {
        return signDigest(market.hashVoucher(v), keyOf[v.creator]);
    }

    /// @dev Price plus buyer fee of `quantity` copies under today's fees.
    function due(IVouchers.Voucher memory v, uint256 quantity) internal view returns (uint256) {
        (, uint16 buyerBps,,) = market.config();
        uint256 price = v.unitPrice * quantity;
        return price + (price * buyerBps) / 10_000;
    }

    /// @dev `who` buys `quantity` copies paying exactly the due amount.
    function buyVoucherAs(address who, IVouchers.Voucher memory v, bytes memory sig, uint256 quantity) internal {
        uint256 total = due(v, quantity);
        vm.prank(who);
        market.buyVoucher{value: total}(v, sig, quantity, total);
    }

    /// @dev The next buy of one copy by `buyer` must revert with `err`.
    function expectBuyReverts(IVouchers.Voucher memory v, bytes memory sig, bytes memory err) internal {
        uint256 total = due(v, 1);
        vm.prank(buyer);
        vm.expectRevert(err);
        market.buyVoucher{value: total}(v, sig, 1, total);
    }

    function notActive(IVouchers.Voucher memory v) internal view returns (bytes memory) {
        return abi.encodeWithSelector(M.OrderNotActive.selector, market.hashVoucher(v));
    }
}
