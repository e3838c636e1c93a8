import { createRequire } from 'node:module';
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  keccak256,
  toHex,
} from 'viem';
import type { TestChain } from './chain';

/**
 * Minimal smart accounts for the tests, compiled here with solc-js and deployed on the test anvil only (the
 * product never deploys them). OwnedWallet answers ERC-1271 for its owner's ECDSA signature and forwards the
 * owner's calls (to approve VSW); WalletFactory deploys one with CREATE2, so a wallet's address is known — and
 * usable through ERC-6492 — before it exists.
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract OwnedWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    function execute(address to, bytes calldata data) external {
        require(msg.sender == owner, "not owner");
        (bool ok, ) = to.call(data);
        require(ok, "call failed");
    }
}

contract WalletFactory {
    function createAccount(address owner, bytes32 salt) external returns (address) {
        return address(new OwnedWallet{salt: salt}(owner));
    }
}
`;

interface Compiled {
  abi: Abi;
  bytecode: Hex;
}

function compile(): { wallet: Compiled; factory: Compiled } {
  const solc = createRequire(import.meta.url)('solc');
  const input = {
    language: 'Solidity',
    sources: { 'Wallets.sol': { content: SOURCE } },
    settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (out.errors ?? []).filter((e: { severity: string }) => e.severity === 'error');
  if (errors.length)
    throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'));
  const get = (name: string): Compiled => {
    const c = out.contracts['Wallets.sol'][name];
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  return { wallet: get('OwnedWallet'), factory: get('WalletFactory') };
}

export interface SmartWallets {
  wallet: Compiled;
  factory: Compiled & { address: Address };
  /** Deploys an OwnedWallet of `owner`. */
  deployWallet(owner: Address): Promise<Address>;
  /** The CREATE2 address the factory would give `owner`'s wallet with `salt` (not deployed). */
  counterfactual(owner: Address, salt: Hex): Address;
}

export async function setUpSmartWallets(chain: TestChain, from: number): Promise<SmartWallets> {
  const { wallet, factory } = compile();
  const deploy = async (c: Compiled, args: unknown[]) => {
    const hash = await chain.wallet(from).deployContract({ abi: c.abi, bytecode: c.bytecode, args } as never);
    const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (!receipt.contractAddress) throw new Error('no contract deployed');
    return receipt.contractAddress;
  };
  const factoryAddress = await deploy(factory, []);
  return {
    wallet,
    factory: { ...factory, address: factoryAddress },
    deployWallet: (owner) => deploy(wallet, [owner]),
    counterfactual: (owner, salt) =>
      getContractAddress({
        opcode: 'CREATE2',
        from: factoryAddress,
        salt,
        bytecode: `${wallet.bytecode}${encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)}`,
      }),
  };
}

export const saltOf = (label: string): Hex => keccak256(toHex(label));
