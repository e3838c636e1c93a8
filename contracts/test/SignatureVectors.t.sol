// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {AgoraMarketplace} from "../src/AgoraMarketplace.sol";
import {Base} from "./Base.t.sol";

/// @dev The marketplace's own signature check, reachable from a test.
contract SignatureHarness is AgoraMarketplace {
    constructor(address single, address multiple, address vsw, address wbnb)
        AgoraMarketplace(msg.sender, msg.sender, 0, 0, single, multiple, vsw, wbnb)
    {}

    function signedBy(address signer, bytes32 hash, bytes calldata signature) external view returns (bool valid) {
        (valid,) = _checkSignature(signer, hash, signature);
    }
}

/// Finding 7 of issue 28: one set of signature vectors (test/vectors/signatures.json) decides what the contract
/// and the server accept; apps/server/test/signature-vectors.test.ts runs the same file against the server.
contract SignatureVectorsTest is Base {
    function test_f7_signatureVectors_contractAcceptsExactlyTheValidOnes() public {
        SignatureHarness harness = new SignatureHarness(address(single), address(multiple), address(vsw), address(wbnb));
        string memory json = vm.readFile("test/vectors/signatures.json");
        address signer = vm.parseJsonAddress(json, ".signer");
        bytes32 digest = vm.parseJsonBytes32(json, ".digest");
        uint256 count = vm.parseJsonUint(json, ".count");
        assertGt(count, 0);
        for (uint256 i = 0; i < count; ++i) {
            string memory at = string.concat(".cases[", vm.toString(i), "]");
            bytes memory signature = vm.parseJsonBytes(json, string.concat(at, ".signature"));
            bool valid = vm.parseJsonBool(json, string.concat(at, ".valid"));
            assertEq(
                harness.signedBy(signer, digest, signature), valid, vm.parseJsonString(json, string.concat(at, ".name"))
            );
        }
    }
}
