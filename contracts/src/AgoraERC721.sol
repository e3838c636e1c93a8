// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {ERC721} from "solady/tokens/ERC721.sol";
import {ContractMetadata} from "./ContractMetadata.sol";
import {IAgoraCollection} from "./interfaces/IAgoraCollection.sol";
import {MAX_SEQUENTIAL_ID} from "./interfaces/ILazyMint.sol";
import {Royalty} from "./lib/Royalty.sol";
import {MintFees} from "./MintFees.sol";
import {Minting} from "./Minting.sol";

/// @title AgoraERC721 — single editions
/// @notice One contract for every creator: anyone mints a token with its metadata CID and a royalty of at most
/// 20% paid to them (ERC-2981), or has the marketplace mint it to their first buyer (mintFor, a lazy mint). A mint
/// now's ids are sequential from 1; a voucher's token id is its metadata digest, so a digest mints at most once
/// through vouchers.
/// @dev Built on solady's ERC721 for gas: a token's owner and 96 bits of extra data share one storage slot, so
/// a mint writes two new slots (ownership, metadata digest; a voucher's mint only the first) and a sale's royalty
/// lookup, ownership change and listing-nonce bump touch the same slot. Extra data layout: bits 0-15 royalty in
/// basis points, 16-63 the transfer counter (the listing nonce), 64-95 the creator's id. A creator's id lives in
/// the spare `aux` bits of their balance slot and `_creators` maps it back, so only a creator's first mint pays for
/// registering them. Creator ids are 32 bits, taken from the sequential ids: new creators can register until id
/// 4,294,967,295.
contract AgoraERC721 is ERC721, Minting, ContractMetadata, IERC2981, IAgoraCollection {
    uint256 private constant BPS_MASK = 0xffff;
    uint256 private constant TRANSFER_ONE = 1 << 16;
    uint256 private constant TRANSFERS_MASK = (1 << 48) - 1;
    uint256 private constant CREATOR_SHIFT = 64;

    mapping(uint256 creatorId => address) private _creators;

    /// @notice `tokenURI` was asked for a token that does not exist (never minted, or burnt).
    /// @param tokenId the token asked for
    error UnknownToken(uint256 tokenId);

    /// @notice A token was created; `metadataDigest` is the sha2-256 digest of its raw CIDv1 metadata JSON.
    /// @param tokenId the new token's id
    /// @param creator who minted it (or signed the voucher of a lazy mint) and receives its royalty
    /// @param metadataDigest the digest tokenURI turns into an ipfs:// URI
    /// @param royaltyBps the creator's royalty in basis points
    event Minted(uint256 indexed tokenId, address indexed creator, bytes32 metadataDigest, uint16 royaltyBps);

    /// @param owner_ the first owner (mint fee, its withdrawal, contract metadata; handed over by Ownable2Step)
    /// @param mintFee_ the fee in wei each mint must send
    constructor(address owner_, uint128 mintFee_) Ownable(owner_) MintFees(mintFee_) {}

    /// @notice The collection's name.
    /// @return "Agora"
    function name() public pure override returns (string memory) {
        return "Agora";
    }

    /// @notice The collection's symbol.
    /// @return "AGORA"
    function symbol() public pure override returns (string memory) {
        return "AGORA";
    }

    /// @notice Mints the next token to the caller, who pays exactly `mintFee()`. Checks nothing of the
    /// metadata (a mint costs what it did before lazy minting): only vouchers are held to one mint per metadata.
    /// @param metadataDigest sha2-256 digest of the metadata JSON (CIDv1, raw codec)
    /// @param royaltyBps royalty for the caller in basis points, at most 2000 (20%)
    /// @return tokenId the new token's id, also in the Transfer and Minted logs
    function mint(bytes32 metadataDigest, uint16 royaltyBps) external payable returns (uint256 tokenId) {
        tokenId = _takeMintFee();
        _metadata[tokenId] = metadataDigest;
        _mintToken(msg.sender, msg.sender, tokenId, metadataDigest, royaltyBps);
    }

    /// @notice The marketplace's lazy mint: token id `uint256(metadataDigest)`, created by `creator` (Minted,
    /// creatorOf, royalty receiver) and minted straight to `to`, the buyer of the creator's voucher. Only the
    /// minter; no value: the marketplace keeps the returned mint fee out of the price. Reverts AlreadyMinted when
    /// the id was ever minted (another voucher of the same metadata, even if burnt since), DigestInSequentialIds
    /// for a digest below 2^32. Takes no sequential id, but for a creator's first token (their creator id).
    /// @param creator who signed the voucher: the token's creator and royalty receiver
    /// @param to the first owner (the buyer)
    /// @param metadataDigest sha2-256 digest of the metadata JSON (CIDv1, raw codec)
    /// @param royaltyBps the creator's royalty in basis points, at most 2000 (20%)
    /// @return tokenId the new token's id, the digest as a number
    /// @return fee the mint fee now, in wei, which the marketplace takes from the price
    function mintFor(address creator, address to, bytes32 metadataDigest, uint16 royaltyBps)
        external
        returns (uint256 tokenId, uint256 fee)
    {
        fee = _checkMinter();
        tokenId = _voucherId(metadataDigest);
        // Every minted token's extra data holds its non-zero creator id, and solady keeps extra data on a burn:
        // non-zero means minted once. The mint writes this slot next, so reading it first costs only a warm read.
        if (_getExtraData(tokenId) != 0) revert AlreadyMinted(metadataDigest);
        _mintToken(creator, to, tokenId, metadataDigest, royaltyBps);
    }

    /// @notice Destroys a token; the caller must hold it or be approved for it.
    /// @param tokenId the token to burn
    function burn(uint256 tokenId) external {
        _burn(msg.sender, tokenId);
    }

    /// @notice `ipfs://{CID}` of the token's metadata JSON; reverts UnknownToken for a token that does not exist.
    /// @param tokenId the token
    /// @return the token's metadata URI
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        if (!_exists(tokenId)) revert UnknownToken(tokenId);
        return _uriOf(tokenId);
    }

    /// @notice The creator of a token, also after a burn (zero for a token never minted).
    /// @param tokenId the token
    /// @return who minted it
    function creatorOf(uint256 tokenId) public view returns (address) {
        return _creators[_getExtraData(tokenId) >> CREATOR_SHIFT];
    }

    /// @notice ERC-2981: the royalty of a sale of `tokenId` at `salePrice`, paid to the token's creator.
    /// @param tokenId the token sold
    /// @param salePrice the sale price, in any currency
    /// @return the creator (zero for a token never minted)
    /// @return the royalty, in the sale's currency: salePrice × the token's royalty basis points / 10,000
    function royaltyInfo(uint256 tokenId, uint256 salePrice) external view returns (address, uint256) {
        uint256 extra = _getExtraData(tokenId);
        return (_creators[extra >> CREATOR_SHIFT], Royalty.amount(salePrice, extra & BPS_MASK));
    }

    /// @inheritdoc IAgoraCollection
    function listingNonce(address, uint256 id) external view returns (uint256) {
        return (_getExtraData(id) >> 16) & TRANSFERS_MASK;
    }

    /// @notice ERC-165: ERC-721, its metadata extension, ERC-2981 and ERC-165 itself.
    /// @param interfaceId the ERC-165 interface id
    /// @return whether the collection implements it
    function supportsInterface(bytes4 interfaceId) public view override(ERC721, IERC165) returns (bool) {
        return interfaceId == type(IERC2981).interfaceId || super.supportsInterface(interfaceId);
    }

    /// @dev Creates `tokenId` for `creator` in `to`'s hands: one Transfer from address 0 to `to`, and Minted
    /// naming the creator (a lazy mint writes no second ownership change). The caller stores the digest if the
    /// token needs it (a sequential one).
    function _mintToken(address creator, address to, uint256 tokenId, bytes32 metadataDigest, uint16 royaltyBps)
        private
    {
        Royalty.check(royaltyBps);
        uint256 creatorId = _getAux(creator);
        if (creatorId == 0) {
            // A creator's id is a sequential id (32 bits, non-zero, unique) with no counter of its own: their first
            // token's, or when that is a voucher's (its id is a digest), the next one, which no token will take.
            creatorId = tokenId;
            if (tokenId > MAX_SEQUENTIAL_ID) (creatorId,) = _nextId();
            _setAux(creator, uint224(creatorId));
            _creators[creatorId] = creator;
        }
        _mintAndSetExtraDataUnchecked(to, tokenId, uint96((creatorId << CREATOR_SHIFT) | royaltyBps));
        emit Minted(tokenId, creator, metadataDigest, royaltyBps);
    }

    /// @dev Every transfer or burn moves the counter, voiding listings made before it. The ownership slot was
    /// just written, so this costs a warm read and write.
    function _afterTokenTransfer(address from, address, uint256 tokenId) internal override {
        if (from != address(0)) _setExtraData(tokenId, uint96(_getExtraData(tokenId) + TRANSFER_ONE));
    }
}
