import {
  type Abi,
  type Account,
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  keccak256,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  agoraErc721Abi,
  agoraErc721Bytecode,
  agoraErc1155Abi,
  agoraErc1155Bytecode,
  agoraMarketplaceAbi,
  agoraMarketplaceBytecode,
  vswAbi,
  vswBytecode,
  wbnbAbi,
  wbnbBytecode,
} from './abi/generated';
import { devAccount } from './accounts';
import { type Deployment, readDeployment, writeDeployment } from './deployment';
import { LOCAL_CHAIN_ID } from './devChain';
import { chainPreset } from './presets';

export interface DeployOptions {
  rpcUrl: string;
  deploymentFile: string;
  /** Deployer and owner; required off the local chain, anvil's account 0 on it. */
  deployerKey?: Hex;
  buyerFeeBps?: number;
  sellerFeeBps?: number;
  mintFee?: bigint;
  /**
   * The server's public origin (PUBLIC_URL): each collection's ERC-7572 contractURI is set to its
   * /api/v1/contract-metadata/{address} route there. Default on the local chain: the dev server's origin.
   */
  metadataOrigin?: string;
}

/** The dev server's origin (apps/server's PORT default). */
const LOCAL_ORIGIN = 'http://localhost:3000';

/** The ERC-7572 metadata URL of a collection: the server's route that describes it. */
export const contractMetadataUrl = (origin: string, collection: Address) =>
  `${origin.replace(/\/+$/, '')}/api/v1/contract-metadata/${collection.toLowerCase()}`;

export class DeployError extends Error {
  override readonly name = 'DeployError';
}

/** VSW every local development account receives, so demos and tests can pay in the platform token. */
const LOCAL_VSW_GRANT = parseEther('1000000');

/**
 * The contracts this build deploys, as one hash. A deployment made from other bytecode (an older marketplace
 * whose functions the app no longer calls the same way) must not be kept just because its contracts hold code.
 */
export const bytecodeHash: Hex = keccak256(
  concat([agoraErc721Bytecode, agoraErc1155Bytecode, agoraMarketplaceBytecode, vswBytecode, wbnbBytecode]),
);

/**
 * Deploys the collections, the marketplace, VSW and WBNB and configures them, unless the deployment file
 * already names contracts that hold code on this chain and were deployed from this build's bytecode (then it
 * returns them unchanged).
 */
export async function deployAll(
  options: DeployOptions,
): Promise<{ deployment: Deployment; deployed: boolean }> {
  const transport = http(options.rpcUrl);
  const probe = createPublicClient({ transport });
  const chainId = await probe.getChainId();
  const existing = await readDeployment(options.deploymentFile);
  const current = existing?.chainId === chainId && existing.bytecodeHash === bytecodeHash;
  if (existing && current && (await allHoldCode(probe, existing))) {
    return { deployment: existing, deployed: false };
  }

  const account = deployer(chainId, options.deployerKey);
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const client = createPublicClient({ chain, transport });
  const wallet = createWalletClient({ account, chain, transport });
  const owner = account.address;

  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[]) => {
    const hash = await wallet.deployContract({ abi, bytecode, args });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new DeployError(`deployment transaction ${hash} created no contract`);
    return { address: receipt.contractAddress, block: Number(receipt.blockNumber) };
  };
  const call = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) => {
    const hash = await wallet.writeContract({ address, abi, functionName, args });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new DeployError(`${functionName} failed in ${hash}`);
  };

  const buyerFeeBps = options.buyerFeeBps ?? 250;
  const sellerFeeBps = options.sellerFeeBps ?? 250;
  const mintFee = options.mintFee ?? parseEther('0.001');
  const erc721 = await deploy(agoraErc721Abi, agoraErc721Bytecode, [owner, mintFee]);
  const erc1155 = await deploy(agoraErc1155Abi, agoraErc1155Bytecode, [owner, mintFee]);
  const vsw = await deploy(vswAbi, vswBytecode, [owner]);
  // On BNB Smart Chain the marketplace takes the canonical WBNB (see presets.ts); elsewhere a WBNB of its own.
  const canonicalWbnb = chainPreset(chainId)?.wbnb;
  const wbnb = canonicalWbnb ? { address: canonicalWbnb } : await deploy(wbnbAbi, wbnbBytecode, []);
  // The marketplace takes the collections and the two platform currencies as immutables (no setup calls).
  const marketplace = await deploy(agoraMarketplaceAbi, agoraMarketplaceBytecode, [
    owner,
    owner,
    buyerFeeBps,
    sellerFeeBps,
    erc721.address,
    erc1155.address,
    vsw.address,
    wbnb.address,
  ]);

  // The collections are deployed before the marketplace (it takes them as immutables): name it their minter
  // now, so that buyVoucher can mint lazily for creators (issue 30).
  await call(erc721.address, agoraErc721Abi, 'setMinter', [marketplace.address]);
  await call(erc1155.address, agoraErc1155Abi, 'setMinter', [marketplace.address]);

  const origin = options.metadataOrigin ?? (chainId === LOCAL_CHAIN_ID ? LOCAL_ORIGIN : undefined);
  if (origin) {
    await call(erc721.address, agoraErc721Abi, 'setContractURI', [
      contractMetadataUrl(origin, erc721.address),
    ]);
    await call(erc1155.address, agoraErc1155Abi, 'setContractURI', [
      contractMetadataUrl(origin, erc1155.address),
    ]);
  }

  if (chainId === LOCAL_CHAIN_ID) {
    for (let i = 0; i < 10; i++) {
      await call(vsw.address, vswAbi, 'mint', [devAccount(i).address, LOCAL_VSW_GRANT]);
    }
  }

  const deployment: Deployment = {
    chainId,
    marketplace: marketplace.address,
    erc721: erc721.address,
    erc1155: erc1155.address,
    vsw: vsw.address,
    wbnb: wbnb.address,
    deployBlock: erc721.block,
    buyerFeeBps,
    sellerFeeBps,
    mintFee: mintFee.toString(),
    bytecodeHash,
  };
  await writeDeployment(options.deploymentFile, deployment);
  return { deployment, deployed: true };
}

function deployer(chainId: number, key: Hex | undefined): Account {
  if (key) return privateKeyToAccount(key);
  if (chainId === LOCAL_CHAIN_ID) return devAccount(0);
  throw new DeployError(`chain ${chainId} is not the local chain: set DEPLOYER_PRIVATE_KEY to deploy to it`);
}

async function allHoldCode(client: ReturnType<typeof createPublicClient>, d: Deployment): Promise<boolean> {
  const codes = await Promise.all(
    [d.marketplace, d.erc721, d.erc1155, d.vsw, d.wbnb].map((address) => client.getCode({ address })),
  );
  return codes.every((code) => code !== undefined && code !== '0x');
}
