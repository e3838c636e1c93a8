// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IpfsCid
/// @notice Rebuilds `ipfs://b…` URIs from the 32-byte sha2-256 digest of a CIDv1 with the raw codec, which is
/// what `ipfs add --cid-version=1 --raw-leaves` (and Agora's server) produces for any file up to 256 KiB, such
/// as a token's metadata JSON. Storing only the digest keeps a mint to one storage slot for its metadata.
library IpfsCid {
    bytes32 private constant ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

    /// @notice `ipfs://` followed by the base32 (multibase "b") CIDv1 raw / sha2-256 of `digest`.
    function uri(bytes32 digest) internal pure returns (string memory) {
        // 0x01 CIDv1, 0x55 raw codec, 0x12 sha2-256, 0x20 length 32, then the digest: 36 bytes = 288 bits.
        bytes memory raw = abi.encodePacked(bytes4(0x01551220), digest);
        bytes memory out = new bytes(7 + 1 + 58); // "ipfs://" + "b" + ceil(288 / 5)
        bytes memory prefix = "ipfs://b";
        for (uint256 i = 0; i < 8; ++i) out[i] = prefix[i];
        uint256 buffer;
        uint256 bits;
        uint256 o = 8;
        for (uint256 i = 0; i < raw.length; ++i) {
            buffer = (buffer << 8) | uint8(raw[i]);
            bits += 8;
            while (bits >= 5) {
                bits -= 5;
                out[o++] = ALPHABET[(buffer >> bits) & 31];
            }
        }
        if (bits > 0) out[o++] = ALPHABET[(buffer << (5 - bits)) & 31];
        return string(out);
    }
}
