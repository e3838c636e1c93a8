// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Test} from "forge-std/Test.sol";
import {AgoraERC1155} from "../src/AgoraERC1155.sol";
import {AgoraERC721} from "../src/AgoraERC721.sol";
import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {IAgoraMarketplace as M} from "../src/interfaces/IAgoraMarketplace.sol";
import {IAgoraCollection} from "../src/interfaces/IAgoraCollection.sol";
import {VSW} from "../src/tokens/VSW.sol";
import {WBNB} from "../src/tokens/WBNB.sol";

/// @dev What a money fuzz test explores: a unit price, the copies taken, both fees and a royalty (bring them into
/// range with Base.boundTrade). A test that fixes a fee or the royalty leaves that field unread.
struct FuzzTrade {
    uint96 unitPrice;
    uint8 take;
    uint16 buyerBps;
    uint16 sellerBps;
    uint16 royaltyBps;
}

/// @dev A contract wallet (ERC-1271) that accepts what its signer key signed: test contracts that sell or bid
/// inherit it, and tests register the key in Base.keyOf under the contract's address.
abstract contract KeySigner is IERC1271 {
    address public signer;

    function setSigner(address signer_) external {
        signer = signer_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) public view virtual returns (bytes4) {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(hash, signature);
        return err == ECDSA.RecoverError.NoError && recovered == signer && signer != address(0)
            ? this.isValidSignature.selector
            : bytes4(0);
    }
}

/// @dev A contract wallet that sells: it signs through its key (KeySigner) and approves an operator for a whole
/// collection (ERC-721 and ERC-1155 share setApprovalForAll).
abstract contract SellerWallet is KeySigner {
    function approve(address collection, address operator) external {
        IERC721(collection).setApprovalForAll(operator, true);
    }
}

/// @dev The deployment every test starts from: the collections, the marketplace (2.5% buyer and seller fees),
/// VSW and WBNB allowed, and funded accounts that approve the marketplace. Every named account has a key, so it
/// can sign orders and bids (`keyOf`); contract wallets sign through ERC-1271 with a key of their own.
abstract contract Base is Test {
    uint128 internal constant MINT_FEE = 0.001 ether;
    bytes32 internal constant DIGEST = 0x172c2e2e3ef9b08b89917ed94308a049235b1badff78875021ecdc10210f2d40;
    /// @dev The highest seller or buyer fee the contract allows: what test orders agree to unless a test is about
    /// the signed fee bound itself.
    uint256 internal constant ANY_FEE = 1000;
    /// @dev The royalty cap: an order signed with it agrees to any royalty (tests of the bound sign lower).
    uint256 internal constant ANY_ROYALTY = 2000;

    mapping(address account => uint256) internal keyOf;
    address internal owner = makeAddr("owner");
    address internal treasury = makeAddr("treasury");
    address internal creator = account("creator");
    address internal buyer = account("buyer");
    uint256 internal bidderKey = 0xB1D;
    address internal bidder = vm.addr(bidderKey);
    /// @dev Every order and bid gets a fresh salt, so two identical ones are still two hashes.
    uint256 private _salt;
    /// @dev Mints made by the helpers per collection: a metadata digest mints once, so each mint gets its own.
    mapping(address collection => uint256) private _mints;

    AgoraERC721 internal single;
    AgoraERC1155 internal multiple;
    AgoraMarketplace internal market;
    VSW internal vsw;
    WBNB internal wbnb;

    function setUp() public virtual {
        keyOf[bidder] = bidderKey;
        single = new AgoraERC721(owner, MINT_FEE);
        multiple = new AgoraERC1155(owner, MINT_FEE);
        vsw = new VSW(owner);
        wbnb = new WBNB();
        market = newMarket();
        vm.startPrank(owner);
        single.setMinter(address(market));
        multiple.setMinter(address(market));
        vm.stopPrank();
        for (uint256 i = 0; i < 3; ++i) {
            address funded = [creator, buyer, bidder][i];
            vm.deal(funded, 1000 ether);
            vm.prank(owner);
            vsw.mint(funded, 1_000_000 ether);
            vm.startPrank(funded);
            vsw.approve(address(market), type(uint256).max);
            single.setApprovalForAll(address(market), true);
            multiple.setApprovalForAll(address(market), true);
            vm.stopPrank();
        }
    }

    /// @dev A labelled address whose key is kept for signing.
    function account(string memory name) internal returns (address who) {
        uint256 key;
        (who, key) = makeAddrAndKey(name);
        keyOf[who] = key;
    }

    /// @dev Gives the contract wallet `wallet` a fresh signing key, so orders and bids can name it as signer.
    function keyFor(KeySigner wallet, string memory name) internal {
        (address signer, uint256 key) = makeAddrAndKey(name);
        wallet.setSigner(signer);
        keyOf[address(wallet)] = key;
    }

    function newMarket() internal returns (AgoraMarketplace) {
        return new AgoraMarketplace(
            owner, treasury, 250, 250, address(single), address(multiple), address(vsw), address(wbnb)
        );
    }

    /// @dev A metadata digest not yet minted in `collection`: DIGEST for its first mint, then derived ones.
    function nextDigest(address collection) internal returns (bytes32) {
        uint256 n = _mints[collection]++;
        return n == 0 ? DIGEST : keccak256(abi.encode(DIGEST, n));
    }

    function mint721(address to, uint16 royaltyBps) internal returns (uint256 id) {
        bytes32 digest = nextDigest(address(single));
        vm.prank(to);
        id = single.mint{value: MINT_FEE}(digest, royaltyBps);
    }

    function mint1155(address to, uint256 amount, uint16 royaltyBps) internal returns (uint256 id) {
        bytes32 digest = nextDigest(address(multiple));
        vm.prank(to);
        id = multiple.mint{value: MINT_FEE}(amount, digest, royaltyBps);
    }

    /// @dev Moves the 721 `id` from `holder` to `via` and back by plain transfers, outside the marketplace.
    function awayAndBack721(address holder, address via, uint256 id) internal {
        vm.prank(holder);
        single.transferFrom(holder, via, id);
        vm.prank(via);
        single.transferFrom(via, holder, id);
        assertEq(single.ownerOf(id), holder);
    }

    /// @dev The contract wallet `wallet`, given a signing key named `name`, receives a new 721 of `creator` (royalty
    /// `royaltyBps`), approves the marketplace and signs a 1-ether listing of it in the native coin.
    function walletListing721(SellerWallet wallet, string memory name, uint16 royaltyBps)
        internal
        returns (M.Order memory o, bytes memory signature)
    {
        keyFor(wallet, name);
        uint256 id = mint721(creator, royaltyBps);
        vm.prank(creator);
        single.transferFrom(creator, address(wallet), id);
        wallet.approve(address(single), address(market));
        (o, signature) = list(address(wallet), address(single), id, 1, address(0), 1 ether);
    }

    // ----- owner settings -----

    /// @dev The owner sets the buyer and seller fees (basis points), as a fee change between quote and fill would.
    function ownerSetsFees(uint16 buyerBps, uint16 sellerBps) internal {
        vm.prank(owner);
        market.setFees(buyerBps, sellerBps);
    }

    /// @dev A fuzzed fee within the contract's cap.
    function boundFee(uint256 bps) internal pure returns (uint16) {
        return uint16(bound(bps, 0, ANY_FEE));
    }

    /// @dev A fuzzed unit price, from 1 wei to 1,000 ether.
    function boundPrice(uint256 unitPrice) internal pure returns (uint96) {
        return uint96(bound(unitPrice, 1, 1_000 ether));
    }

    /// @dev `t` in range: a price (boundPrice), 1 to `maxTake` copies, fees within the cap, a royalty up to
    /// `maxRoyaltyBps`.
    function boundTrade(FuzzTrade memory t, uint8 maxTake, uint16 maxRoyaltyBps)
        internal
        pure
        returns (FuzzTrade memory)
    {
        t.unitPrice = boundPrice(t.unitPrice);
        t.take = uint8(bound(t.take, 1, maxTake));
        t.buyerBps = boundFee(t.buyerBps);
        t.sellerBps = boundFee(t.sellerBps);
        t.royaltyBps = uint16(bound(t.royaltyBps, 0, maxRoyaltyBps));
        return t;
    }

    /// @dev The next call, made by `caller`, must revert as not the owner's.
    function expectNotOwner(address caller) internal {
        vm.prank(caller);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, caller));
    }

    // ----- orders (listings and auctions) -----

    /// @dev A FixedPrice order as the app builds it now: the token's current listing nonce (Agora's collections),
    /// the seller's current counter, no expiry for Agora's collections and one day for others.
    function order(address seller, address collection, uint256 id, uint256 quantity, address currency, uint256 unit)
        internal
        returns (M.Order memory o)
    {
        bool agora = collection == address(single) || collection == address(multiple);
        o = M.Order({
            seller: seller,
            collection: collection,
            tokenId: id,
            quantity: quantity,
            currency: currency,
            unitPrice: unit,
            endUnitPrice: 0,
            saleType: M.SaleType.FixedPrice,
            startTime: agora ? 0 : block.timestamp,
            endTime: agora ? 0 : block.timestamp + 1 days,
            maxFeeBps: ANY_FEE,
            maxRoyaltyBps: ANY_ROYALTY,
            nonce: agora ? IAgoraCollection(collection).listingNonce(seller, id) : 0,
            counter: market.listingCounter(seller),
            salt: ++_salt
        });
    }

    /// @dev Signs with the key of `o.seller` (for a contract wallet seller: its ERC-1271 key, see keyOf).
    function signOrder(M.Order memory o) internal view returns (bytes memory) {
        return signDigest(market.hashOrder(o), keyOf[o.seller]);
    }

    /// @dev A signed FixedPrice listing: what `list` was in v1, now with no transaction.
    function list(address seller, address collection, uint256 id, uint256 quantity, address currency, uint256 unit)
        internal
        returns (M.Order memory o, bytes memory signature)
    {
        o = order(seller, collection, id, quantity, currency, unit);
        signature = signOrder(o);
    }

    /// @dev A signed 1-ether listing, in the native coin, of a new 721 of `seller` that agrees to a seller fee of at
    /// most `maxFeeBps`.
    function listWithFeeBound(address seller, uint256 maxFeeBps)
        internal
        returns (M.Order memory o, bytes memory signature)
    {
        o = order(seller, address(single), mint721(seller, 0), 1, address(0), 1 ether);
        o.maxFeeBps = maxFeeBps;
        signature = signOrder(o);
    }

    /// @dev A signed auction of one token (TimedAuction ending in `duration`, or UnlimitedAuction when 0).
    function auction(address seller, address collection, uint256 id, uint256 minBid, uint256 duration)
        internal
        returns (M.Order memory o, bytes memory signature)
    {
        o = order(seller, collection, id, 1, address(vsw), minBid);
        o.saleType = duration == 0 ? M.SaleType.UnlimitedAuction : M.SaleType.TimedAuction;
        o.startTime = duration == 0 ? 0 : block.timestamp;
        o.endTime = duration == 0 ? 0 : block.timestamp + duration;
        signature = signOrder(o);
    }

    /// @dev What buying `quantity` of `o` charges now: price (a Dutch order's at this block) plus buyer fee (the
    /// buyer's maxTotal).
    function totalOf(M.Order memory o, uint256 quantity) internal view returns (uint256) {
        uint256 unit = market.unitPriceAt(o, block.timestamp);
        M.Split memory split = market.quote(o.collection, o.tokenId, unit * quantity);
        return split.price + split.buyerFee;
    }

    /// @dev `who` buys at today's quote, paying native coin or by allowance.
    function buyAs(address who, M.Order memory o, bytes memory signature, uint256 quantity) internal {
        uint256 total = totalOf(o, quantity);
        vm.prank(who);
        market.buy{value: o.currency == address(0) ? total : 0}(o, signature, quantity, total);
    }

    /// @dev The void order `o` can no longer fill: nothing remains, and `buyer` paying the full due for
    /// `quantity` copies is refused with OrderNotActive.
    function expectInactive(M.Order memory o, bytes memory sig, uint256 quantity) internal {
        assertEq(market.remaining(o), 0);
        uint256 due = totalOf(o, quantity);
        vm.prank(buyer);
        vm.expectRevert(abi.encodeWithSelector(M.OrderNotActive.selector, market.hashOrder(o)));
        market.buy{value: o.currency == address(0) ? due : 0}(o, sig, quantity, due);
    }

    // ----- bids and collection offers -----

    /// @dev A bid of `bidder` in VSW on one token, valid for a day.
    function bid(address collection, uint256 id, uint256 quantity, uint256 unit)
        internal
        returns (M.Bid memory b, bytes memory signature)
    {
        b = M.Bid({
            bidder: bidder,
            collection: collection,
            tokenId: id,
            anyToken: false,
            tokenRoot: bytes32(0),
            auction: bytes32(0),
            quantity: quantity,
            currency: address(vsw),
            unitPrice: unit,
            maxFeeBps: ANY_FEE,
            expiry: block.timestamp + 1 days,
            counter: market.bidCounter(bidder),
            salt: ++_salt
        });
        signature = sign(b, bidderKey);
    }

    /// @dev A bid of `bidder` in VSW for `quantity` copies in the auction `a` (bound to it by its digest).
    function auctionBid(M.Order memory a, uint256 quantity, uint256 unit)
        internal
        returns (M.Bid memory b, bytes memory signature)
    {
        (b,) = bid(a.collection, a.tokenId, quantity, unit);
        b.auction = market.hashOrder(a);
        signature = sign(b, bidderKey);
    }

    /// @dev A collection offer of `bidder` in VSW for up to `quantity` tokens of `collection`, any token of it
    /// (tokenRoot 0).
    function collectionOffer(address collection, uint256 quantity, uint256 unit)
        internal
        returns (M.Bid memory b, bytes memory signature)
    {
        (b,) = bid(collection, 0, quantity, unit);
        b.anyToken = true;
        signature = sign(b, bidderKey);
    }

    /// @dev The next call must emit BidAccepted for `seller` selling `quantity` copies of `tokenId` into `b` at
    /// today's quote.
    function expectBidAccepted(M.Bid memory b, address seller, uint256 tokenId, uint256 quantity) internal {
        M.Split memory split = market.quote(b.collection, tokenId, b.unitPrice * quantity);
        vm.expectEmit(address(market));
        emit M.BidAccepted(market.hashBid(b), b.bidder, seller, b.collection, tokenId, quantity, b.currency, split);
    }

    function sign(M.Bid memory b, uint256 key) internal view returns (bytes memory) {
        return signDigest(market.hashBid(b), key);
    }

    function signDigest(bytes32 digest, uint256 key) internal pure returns (bytes memory) {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodePacked(r, s, v);
    }
}
