// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {MAX_SEQUENTIAL_ID} from "./interfaces/ILazyMint.sol";
import {IpfsCid} from "./lib/IpfsCid.sol";
import {MintFees} from "./MintFees.sol";

/// @title Minting
/// @notice What both of Agora's collections add to their mint fee for lazy minting (issue 30): the token's metadata
/// digest, the id rule for vouchers and the minter, the one address that may mint for a creator who signed a
/// voucher (the marketplace).
/// @dev A voucher mints the id `uint256(metadataDigest)` (packages/chain voucherToken.ts holds the same rule for
/// the server and the web app): the id is known before the mint, the digest needs no slot of its own (the URI is
/// rebuilt from the id), and a second voucher of the same metadata names an id that exists, so the collection
/// refuses it without a mark per digest. Mint now keeps sequential ids from 1 up to MAX_SEQUENTIAL_ID, below any
/// real sha2-256 digest; `_voucherId` refuses digests in that range. The minter is set by the owner after
/// deployment rather than fixed in the constructor: the marketplace takes the collections as immutables, so it is
/// deployed after them (packages/chain/src/deploy.ts).
abstract contract Minting is MintFees {
    /// @dev A sequential token's metadata digest (a voucher's token has none stored: its id is its digest).
    mapping(uint256 id => bytes32) internal _metadata;

    /// @notice `mintFor` from another address than the minter.
    /// @param caller who called
    error NotMinter(address caller);
    /// @notice A voucher's mint of a metadata digest whose id exists (or existed: burnt tokens are not minted again).
    /// @param metadataDigest the digest asked for again
    error AlreadyMinted(bytes32 metadataDigest);
    /// @notice A voucher's metadata digest that, read as a number, falls in the sequential ids (at most
    /// 4,294,967,295): no real sha2-256 digest does, and such an id could be a mint now's.
    /// @param metadataDigest the digest refused
    error DigestInSequentialIds(bytes32 metadataDigest);

    /// @notice The owner named the address allowed to mint for creators.
    /// @param minter the new minter (zero: none)
    event MinterChanged(address indexed minter);

    /// @notice Names the address allowed to mint for creators, the marketplace (owner only; zero turns it off).
    /// @param minter_ the new minter
    function setMinter(address minter_) external onlyOwner {
        _minter = minter_;
        emit MinterChanged(minter_);
    }

    /// @notice The address allowed to call `mintFor` (the marketplace); zero until the owner sets it. Kept in
    /// the id / mint-fee slot (MintFees).
    /// @return the minter
    function minter() external view returns (address) {
        return _minter;
    }

    /// @dev Reverts NotMinter unless the caller is the minter; returns the mint fee, read with it in one slot.
    function _checkMinter() internal view returns (uint256 fee) {
        address minter_;
        (minter_, fee) = _minterAndFee();
        if (msg.sender != minter_) revert NotMinter(msg.sender);
    }

    /// @dev The id a voucher of `metadataDigest` mints: the digest read as a number. Reverts DigestInSequentialIds
    /// for a digest that would be a sequential id.
    function _voucherId(bytes32 metadataDigest) internal pure returns (uint256 id) {
        id = uint256(metadataDigest);
        if (id <= MAX_SEQUENTIAL_ID) revert DigestInSequentialIds(metadataDigest);
    }

    /// @dev `ipfs://{CID}` of an existing token: a sequential token's stored digest, or a voucher's id itself.
    /// Decided by the id's range rather than by an empty slot, so a mint now of the zero digest keeps its URI.
    function _uriOf(uint256 id) internal view returns (string memory) {
        return IpfsCid.uri(id > MAX_SEQUENTIAL_ID ? bytes32(id) : _metadata[id]);
    }
}
