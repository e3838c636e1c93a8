// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Test} from "forge-std/Test.sol";
import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";

/// @dev What the invariant handlers of signed orders and of signed bids share: they trade copies of one 1155 id
/// held by `seller`, sign with one key, and keep their own account of the fees their fills accrued.
abstract contract Handler1155 is Test {
    AgoraMarketplace internal market;
    AgoraERC1155 internal multiple;
    /// @dev Holds the copies of `id` that are listed, or sold into bids.
    address internal seller;
    uint256 internal id;
    /// @dev Signs the handler's orders (the seller's key) or bids (the bidder's key).
    uint256 internal signerKey;
    /// @dev The buyer and seller fees of every fill the handler made.
    uint256 public expectedFees;

    constructor(AgoraMarketplace market_, AgoraERC1155 multiple_, address seller_, uint256 signerKey_, uint256 id_) {
        (market, multiple, seller, signerKey, id) = (market_, multiple_, seller_, signerKey_, id_);
    }

    /// @dev `digest` signed with signerKey, as a wallet sends it.
    function _signed(bytes32 digest) internal view returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(signerKey, digest);
        return abi.encodePacked(r, s, v);
    }

    /// @dev Accounts the fees of one fill.
    function _accrueFees(M.Split memory split) internal {
        expectedFees += split.buyerFee + split.sellerFee;
    }
}
