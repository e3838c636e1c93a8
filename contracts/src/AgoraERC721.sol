// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Burnable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Burnable.sol";
import {IAgoraCollection} from "./interfaces/IAgoraCollection.sol";
import {IpfsCid} from "./lib/IpfsCid.sol";
import {Royalty} from "./lib/Royalty.sol";
import {MintFees} from "./MintFees.sol";

/// @title AgoraERC721 — single editions
/// @notice One contract for every creator: anyone mints a token with its metadata CID and a royalty of at most
/// 20% paid to them (ERC-2981); token ids are sequential from 1.
contract AgoraERC721 is ERC721Burnable, MintFees, IERC2981, IAgoraCollection {
    /// @dev One slot per token: the royalty receiver, its rate and the transfer counter used by listings.
    struct TokenData {
        address creator;
        uint16 royaltyBps;
        uint64 transfers;
    }

    mapping(uint256 tokenId => TokenData) private _data;
    mapping(uint256 tokenId => bytes32) private _metadata;

    /// @notice A token was created; `metadataDigest` is the sha2-256 digest of its raw CIDv1 metadata JSON.
    event Minted(uint256 indexed tokenId, address indexed creator, bytes32 metadataDigest, uint16 royaltyBps);

    constructor(address owner_, uint128 mintFee_) ERC721("Agora", "AGORA") Ownable(owner_) MintFees(mintFee_) {}

    /// @notice Mints the next token to the caller, who pays exactly `mintFee()`.
    /// @param metadataDigest sha2-256 digest of the metadata JSON (CIDv1, raw codec)
    /// @param royaltyBps royalty for the caller in basis points, at most 2000 (20%)
    /// @return tokenId the new token's id, also in the Transfer and Minted logs
    function mint(bytes32 metadataDigest, uint16 royaltyBps) external payable returns (uint256 tokenId) {
        Royalty.check(royaltyBps);
        tokenId = _takeMintFee();
        _data[tokenId] = TokenData(msg.sender, royaltyBps, 0);
        _metadata[tokenId] = metadataDigest;
        _mint(msg.sender, tokenId);
        emit Minted(tokenId, msg.sender, metadataDigest, royaltyBps);
    }

    /// @notice `ipfs://{CID}` of the token's metadata JSON.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return IpfsCid.uri(_metadata[tokenId]);
    }

    /// @notice The creator of a token (zero for a token never minted).
    function creatorOf(uint256 tokenId) external view returns (address) {
        return _data[tokenId].creator;
    }

    /// @inheritdoc IERC2981
    function royaltyInfo(uint256 tokenId, uint256 salePrice) external view returns (address, uint256) {
        TokenData memory data = _data[tokenId];
        return (data.creator, Royalty.amount(salePrice, data.royaltyBps));
    }

    /// @inheritdoc IAgoraCollection
    function listingNonce(address, uint256 tokenId) external view returns (uint256) {
        return _data[tokenId].transfers;
    }

    /// @inheritdoc ERC721
    function supportsInterface(bytes4 interfaceId) public view override(ERC721, IERC165) returns (bool) {
        return interfaceId == type(IERC2981).interfaceId || super.supportsInterface(interfaceId);
    }

    /// @dev Every transfer or burn moves the counter, voiding listings made before it.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (from != address(0)) ++_data[tokenId].transfers;
    }
}
