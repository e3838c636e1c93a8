// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC1155Burnable} from "@openzeppelin/contracts/token/ERC1155/extensions/ERC1155Burnable.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {ContractMetadata} from "./ContractMetadata.sol";
import {IAgoraCollection} from "./interfaces/IAgoraCollection.sol";
import {ListingNonce} from "./lib/ListingNonce.sol";
import {Royalty} from "./lib/Royalty.sol";
import {MintFees} from "./MintFees.sol";
import {Minting} from "./Minting.sol";

/// @title AgoraERC1155 — multiple editions
/// @notice One contract for every creator: anyone mints a token id with a number of copies, its metadata CID
/// and a royalty of at most 20% paid to them (ERC-2981), or has the marketplace mint it to its buyers (mintFor,
/// mintMore: a lazy mint). A mint now's ids are sequential from 1; a voucher's id is its metadata digest, so a
/// digest mints at most once through vouchers.
contract AgoraERC1155 is ERC1155Burnable, Minting, ContractMetadata, IERC2981, IAgoraCollection {
    /// @dev One slot, written at mint. `creatorNonce` is the creator's listing nonce of the id, kept here rather
    /// than in `_listingNonce` so that a primary sale's nonce bump rewrites a slot the sale reads anyway (for the
    /// royalty) instead of creating one (about 17,000 gas less on a creator's first sale of an id).
    struct TokenData {
        address creator;
        uint16 royaltyBps;
        uint64 creatorNonce;
    }

    mapping(uint256 id => TokenData) private _data;
    mapping(uint256 id => mapping(address holder => uint256)) private _listingNonce;

    /// @notice `uri` was asked for a token id never minted.
    /// @param id the token id asked for
    error UnknownToken(uint256 id);
    /// @notice A mint of zero copies.
    error ZeroAmount();

    /// @notice A token id was created with `amount` copies.
    /// @param id the new token id
    /// @param creator who minted it (or signed the voucher of a lazy mint) and receives its royalty
    /// @param amount the copies minted
    /// @param metadataDigest the sha2-256 digest of its raw CIDv1 metadata JSON, which uri turns into a URI
    /// @param royaltyBps the creator's royalty in basis points
    event Minted(
        uint256 indexed id, address indexed creator, uint256 amount, bytes32 metadataDigest, uint16 royaltyBps
    );

    /// @param owner_ the first owner (mint fee, its withdrawal, contract metadata; handed over by Ownable2Step)
    /// @param mintFee_ the fee in wei each mint must send
    constructor(address owner_, uint128 mintFee_) ERC1155("") Ownable(owner_) MintFees(mintFee_) {}

    /// @notice The collection's name (ERC-1155 has none; wallets and explorers read this one as ERC-721's).
    /// @return "Agora Editions"
    function name() external pure returns (string memory) {
        return "Agora Editions";
    }

    /// @notice The collection's symbol.
    /// @return "AGORAE"
    function symbol() external pure returns (string memory) {
        return "AGORAE";
    }

    /// @notice Mints `amount` copies of the next token id to the caller, who pays exactly `mintFee()`. Checks
    /// nothing of the metadata: only vouchers are held to one mint per metadata (mintFor, their id is the digest).
    /// @param amount number of copies, at least 1
    /// @param metadataDigest sha2-256 digest of the metadata JSON (CIDv1, raw codec)
    /// @param royaltyBps royalty for the caller in basis points, at most 2000 (20%)
    /// @return id the new token id, also in the TransferSingle and Minted logs
    function mint(uint256 amount, bytes32 metadataDigest, uint16 royaltyBps) external payable returns (uint256 id) {
        Royalty.check(royaltyBps);
        if (amount == 0) revert ZeroAmount();
        id = _takeMintFee();
        _data[id] = TokenData(msg.sender, royaltyBps, 0);
        _metadata[id] = metadataDigest;
        emit Minted(id, msg.sender, amount, metadataDigest, royaltyBps);
        _mint(msg.sender, id, amount, "");
    }

    /// @notice The marketplace's lazy mint: `amount` copies of token id `uint256(metadataDigest)`, created by
    /// `creator` (Minted, creatorOf, royalty receiver) and minted straight to `to`, the first buyer of the creator's
    /// voucher. Only the minter; no value: the marketplace keeps the returned mint fee out of the price. Reverts
    /// AlreadyMinted when the id exists (another voucher of the same metadata), DigestInSequentialIds for a digest
    /// below 2^32. Takes no sequential id.
    /// @param creator who signed the voucher: the id's creator and royalty receiver
    /// @param to who receives the copies (the buyer)
    /// @param amount number of copies, at least 1
    /// @param metadataDigest sha2-256 digest of the metadata JSON (CIDv1, raw codec)
    /// @param royaltyBps the creator's royalty in basis points, at most 2000 (20%)
    /// @return id the new token id, the digest as a number
    /// @return fee the mint fee now, in wei, which the marketplace takes from the price
    function mintFor(address creator, address to, uint256 amount, bytes32 metadataDigest, uint16 royaltyBps)
        external
        returns (uint256 id, uint256 fee)
    {
        fee = _checkMinter();
        id = _voucherId(metadataDigest);
        // An id's creator is set at its mint and never cleared. Read cold here, the slot is written warm below.
        if (_data[id].creator != address(0)) revert AlreadyMinted(metadataDigest);
        Royalty.check(royaltyBps);
        if (amount == 0) revert ZeroAmount();
        _data[id] = TokenData(creator, royaltyBps, 0);
        emit Minted(id, creator, amount, metadataDigest, royaltyBps);
        _mint(to, id, amount, "");
    }

    /// @notice The marketplace's later fills of a lazily minted id: `amount` more copies of `id` to `to` (a voucher's
    /// supply is minted over several purchases). Only the minter, which calls it only for the id its voucher
    /// minted; no mint fee (the id's was taken at its first purchase). Emits TransferSingle from address 0.
    /// @param to who receives the copies (the buyer)
    /// @param id a token id the minter minted with mintFor
    /// @param amount number of copies, at least 1
    function mintMore(address to, uint256 id, uint256 amount) external {
        _checkMinter();
        if (amount == 0) revert ZeroAmount();
        _mint(to, id, amount, "");
    }

    /// @notice `ipfs://{CID}` of the token's metadata JSON; reverts UnknownToken for an id never minted.
    /// @param id the token id
    /// @return the token's metadata URI
    function uri(uint256 id) public view override returns (string memory) {
        if (_data[id].creator == address(0)) revert UnknownToken(id);
        return _uriOf(id);
    }

    /// @notice The creator of a token id (zero for an id never minted).
    /// @param id the token id
    /// @return who minted it
    function creatorOf(uint256 id) external view returns (address) {
        return _data[id].creator;
    }

    /// @notice ERC-2981: the royalty of a sale of copies of `id` at `salePrice`, paid to the id's creator.
    /// @param id the token id sold
    /// @param salePrice the sale price of all the copies sold, in any currency
    /// @return the creator (zero for an id never minted)
    /// @return the royalty, in the sale's currency: salePrice × the id's royalty basis points / 10,000
    function royaltyInfo(uint256 id, uint256 salePrice) external view returns (address, uint256) {
        TokenData memory data = _data[id];
        return (data.creator, Royalty.amount(salePrice, data.royaltyBps));
    }

    /// @inheritdoc IAgoraCollection
    function listingNonce(address holder, uint256 id) external view returns (uint256) {
        TokenData storage data = _data[id];
        return holder == data.creator ? data.creatorNonce : _listingNonce[id][holder];
    }

    /// @notice ERC-165: ERC-1155, its metadata URI extension, ERC-2981 and ERC-165 itself.
    /// @param interfaceId the ERC-165 interface id
    /// @return whether the collection implements it
    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, IERC165) returns (bool) {
        return interfaceId == type(IERC2981).interfaceId || super.supportsInterface(interfaceId);
    }

    /// @dev Every move of copies away from a holder (transfer, sale, burn) voids their listings of that id, by an
    /// unpredictable step (ListingNonce); the marketplace carries a listing over its own partial fill by expecting
    /// exactly the next value.
    function _update(address from, address to, uint256[] memory ids, uint256[] memory values) internal override {
        if (from != address(0)) {
            for (uint256 i = 0; i < ids.length; ++i) {
                uint256 id = ids[i];
                TokenData storage data = _data[id];
                if (from == data.creator) data.creatorNonce = ListingNonce.next(data.creatorNonce, from, id);
                else _listingNonce[id][from] = ListingNonce.next(_listingNonce[id][from], from, id);
            }
        }
        super._update(from, to, ids, values);
    }
}
