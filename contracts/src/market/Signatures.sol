// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "solady/utils/ECDSA.sol";
import {MarketCore} from "./MarketCore.sol";

/// @title Signatures
/// @notice What the chain keeps of signed orders and bids: their EIP-712 digests, the signers' counters, how much
/// of each was filled, and the cancellations. Nothing is stored when an order is signed.
abstract contract Signatures is MarketCore, EIP712 {
    /// @notice The EIP-712 type hash of an Order.
    bytes32 public constant ORDER_TYPEHASH = keccak256(
        "Order(address seller,address collection,uint256 tokenId,uint256 quantity,address currency,uint256 unitPrice,uint256 endUnitPrice,uint8 saleType,uint256 startTime,uint256 endTime,uint256 maxFeeBps,uint256 maxRoyaltyBps,uint256 nonce,uint256 counter,uint256 salt)"
    );
    /// @notice The EIP-712 type hash of a Bid.
    bytes32 public constant BID_TYPEHASH = keccak256(
        "Bid(address bidder,address collection,uint256 tokenId,bool anyToken,bytes32 tokenRoot,bytes32 auction,uint256 quantity,address currency,uint256 unitPrice,uint256 maxFeeBps,uint256 expiry,uint256 counter,uint256 salt)"
    );
    /// @notice Gas given to a contract wallet's ERC-1271 isValidSignature; a wallet needing more cannot sign.
    uint256 public constant SIGNATURE_GAS = 100_000;
    /// @dev `_fills` value of a cancelled order or bid.
    uint256 internal constant CANCELLED = type(uint256).max;
    /// @dev `_fills` keeps the copies filled in its low 128 bits and, after a partial fill of an Agora order, the
    /// listing nonce the rest of the order expects in its high 128 bits.
    uint256 internal constant FILLED_MASK = type(uint128).max;

    /// @notice The counter a seller's new orders must carry; cancelAllOrders bumps it, voiding older orders.
    mapping(address seller => uint256) public listingCounter;
    /// @notice The counter a bidder's new bids must carry; cancelAllBids bumps it, voiding older bids.
    mapping(address bidder => uint256) public bidCounter;
    /// @dev Per order or bid hash: CANCELLED, or the copies filled (see FILLED_MASK).
    mapping(bytes32 hash => uint256) internal _fills;

    /// @notice The EIP-712 digest a seller signs for `order`; also the order's key in events and `filled`.
    /// @param order the order
    /// @return the digest under this marketplace's domain ("Agora Marketplace", version 1, chain, address)
    function hashOrder(Order calldata order) public view returns (bytes32) {
        bytes32 typehash = ORDER_TYPEHASH;
        bytes32 structHash;
        // The Order is 15 static words in calldata: hash them in place instead of re-encoding field by field.
        // Reading a field later validates it (an out-of-range enum reverts), and dirty bits only change the digest.
        // A new field must stay static and widen these two lengths (issue 30's endUnitPrice made them 15 and 16).
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, typehash)
            calldatacopy(add(m, 0x20), order, 0x1e0)
            structHash := keccak256(m, 0x200)
        }
        return _hashTypedDataV4(structHash);
    }

    /// @notice The EIP-712 digest a bidder signs for `bid`; also the bid's key in events and `filled`.
    /// @param bid the bid or collection offer
    /// @return the digest under this marketplace's domain
    function hashBid(Bid calldata bid) public view returns (bytes32) {
        bytes32 typehash = BID_TYPEHASH;
        bytes32 structHash;
        // 13 static words, hashed in place as in hashOrder.
        assembly ("memory-safe") {
            let m := mload(0x40)
            mstore(m, typehash)
            calldatacopy(add(m, 0x20), bid, 0x1a0)
            structHash := keccak256(m, 0x1c0)
        }
        return _hashTypedDataV4(structHash);
    }

    /// @notice Copies (or, for a collection offer, tokens) filled of the order or bid `hash`;
    /// type(uint256).max once cancelled. The last fill of an order of Agora's collections is not recorded (its
    /// transfer voids the order): use `remaining` to know whether an order can still fill.
    /// @param hash the order's or bid's digest (hashOrder, hashBid)
    /// @return the copies or tokens filled, or type(uint256).max when cancelled
    function filled(bytes32 hash) external view returns (uint256) {
        uint256 stored = _fills[hash];
        return stored == CANCELLED ? CANCELLED : stored & FILLED_MASK;
    }

    /// @notice Cancels one of the caller's orders (listing or auction) on chain: it can never fill again. Only
    /// its seller (NotSigner otherwise); works while paused.
    /// @param order the order to cancel
    function cancelOrder(Order calldata order) external {
        if (msg.sender != order.seller) revert NotSigner();
        bytes32 hash = hashOrder(order);
        _fills[hash] = CANCELLED;
        emit OrderCancelled(hash, msg.sender);
    }

    /// @notice Cancels one of the caller's bids or collection offers on chain: it can never fill again. Only its
    /// bidder (NotSigner otherwise); works while paused.
    /// @param bid the bid or collection offer to cancel
    function cancelBid(Bid calldata bid) external {
        if (msg.sender != bid.bidder) revert NotSigner();
        bytes32 hash = hashBid(bid);
        _fills[hash] = CANCELLED;
        emit OrderCancelled(hash, msg.sender);
    }

    /// @notice Voids every order the caller signed so far (new orders carry the new counter, which moves by a
    /// large unpredictable step: see _counterStep).
    function cancelAllOrders() external {
        uint256 counter = listingCounter[msg.sender] + _counterStep(listingCounter[msg.sender]);
        listingCounter[msg.sender] = counter;
        emit ListingCounterIncremented(msg.sender, counter);
    }

    /// @notice Voids every bid and collection offer the caller signed so far (the counter moves as in
    /// cancelAllOrders).
    function cancelAllBids() external {
        uint256 counter = bidCounter[msg.sender] + _counterStep(bidCounter[msg.sender]);
        bidCounter[msg.sender] = counter;
        emit BidCounterIncremented(msg.sender, counter);
    }

    /// @dev How far a cancel-all moves a counter: 1 to 2^128, from the previous block's hash (as Seaport does).
    /// A step of exactly 1 would let a phisher have the victim sign for `counter + 1` today, an order that the
    /// victim's own "cancel all" would then arm; the step is unknown until the block before the cancel exists.
    function _counterStep(uint256 counter) private view returns (uint256) {
        return (uint256(keccak256(abi.encode(blockhash(block.number - 1), msg.sender, counter))) >> 128) + 1;
    }

    /// @dev Whether `signer` signed `hash`: by its key (ecrecover; an EOA, also one with EIP-7702 code), else as an
    /// ERC-1271 contract wallet. `keyHolder` tells the first case: such a signer can always move what it receives,
    /// so a bidder's token may come by a plain transfer. Recovering first also spares an EOA's code lookup.
    /// Malleable signatures are harmless: orders and bids are keyed by their hash, not by their signature.
    function _checkSignature(address signer, bytes32 hash, bytes calldata signature)
        internal
        view
        returns (bool valid, bool keyHolder)
    {
        keyHolder = signer != address(0) && ECDSA.tryRecoverCalldata(hash, signature) == signer;
        valid = keyHolder || _isValidERC1271(signer, hash, signature);
    }

    /// @dev ERC-1271 `isValidSignature` with SIGNATURE_GAS and a 32-byte answer at most (solady's
    /// isValidERC1271SignatureNowCalldata forwards all gas): a wallet that signed normally and later burns gas
    /// costs a sweep at most SIGNATURE_GAS, and its purchase is skipped.
    function _isValidERC1271(address signer, bytes32 hash, bytes calldata signature) private view returns (bool ok) {
        uint256 stipend = SIGNATURE_GAS;
        assembly ("memory-safe") {
            let m := mload(0x40)
            let f := shl(224, 0x1626ba7e) // isValidSignature(bytes32,bytes)
            mstore(m, f)
            mstore(add(m, 0x04), hash)
            mstore(add(m, 0x24), 0x40)
            mstore(add(m, 0x44), signature.length)
            calldatacopy(add(m, 0x64), signature.offset, signature.length)
            mstore(0x00, 0)
            ok := staticcall(stipend, signer, m, add(signature.length, 0x64), 0x00, 0x20)
            ok := and(ok, and(gt(returndatasize(), 0x1f), eq(mload(0x00), f)))
        }
    }
}
