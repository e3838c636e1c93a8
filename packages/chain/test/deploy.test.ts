import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, parseEther, zeroAddress } from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agoraErc721Abi,
  agoraErc1155Abi,
  agoraMarketplaceAbi,
  type Bid,
  bidTypes,
  type Deployment,
  deployAll,
  devAccount,
  digestFromCid,
  ipfsUriFromDigest,
  marketplaceDomain,
  readDeployment,
  vswAbi,
  writeDeployment,
} from '../src';
import { bytecodeHash } from '../src/deploy';
import { type Anvil, startAnvil } from '../src/testing/anvil';

const CID = 'bafkreiaxfqxc4pxzwcfytel63fbqricjennrxlp7pcdvaipm3qiccdznia';

describe('deployAll on a real anvil', () => {
  let anvil: Anvil;
  let dir: string;
  let deployment: Deployment;

  beforeAll(async () => {
    anvil = await startAnvil();
    dir = mkdtempSync(join(tmpdir(), 'agora-chain-'));
    const result = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentFile: join(dir, 'deployment.json') });
    expect(result.deployed).toBe(true);
    deployment = result.deployment;
  });
  afterAll(async () => {
    await anvil?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the deployment file and skips a second deployment', async () => {
    expect(await readDeployment(join(dir, 'deployment.json'))).toEqual(deployment);
    expect(deployment.chainId).toBe(31337);
    const again = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentFile: join(dir, 'deployment.json') });
    expect(again).toEqual({ deployment, deployed: false });
  });

  it('deploys again over contracts from another build, though they hold code', async () => {
    expect(deployment.bytecodeHash).toBe(bytecodeHash);
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const older = join(dir, 'older.json');
    // A file written before the hash existed (an older marketplace), then one naming a different build.
    const { bytecodeHash: _, ...withoutHash } = deployment;
    for (const recorded of [withoutHash, { ...deployment, bytecodeHash: `0x${'ab'.repeat(32)}` as const }]) {
      await writeDeployment(older, recorded);
      expect(await client.getCode({ address: recorded.marketplace })).not.toBe('0x');
      const result = await deployAll({ rpcUrl: anvil.rpcUrl, deploymentFile: older });
      expect(result.deployed).toBe(true);
      expect(result.deployment.marketplace).not.toBe(recorded.marketplace);
      expect(result.deployment.bytecodeHash).toBe(bytecodeHash);
      expect(await readDeployment(older)).toEqual(result.deployment);
    }
  });

  it("points each collection's ERC-7572 contractURI at the server's metadata route; the 1155 has a name", async () => {
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const read = (address: `0x${string}`, abi: typeof agoraErc721Abi | typeof agoraErc1155Abi) =>
      client.readContract({ address, abi, functionName: 'contractURI' }) as Promise<string>;
    expect(await read(deployment.erc721, agoraErc721Abi)).toBe(
      `http://localhost:3000/api/v1/contract-metadata/${deployment.erc721.toLowerCase()}`,
    );
    expect(await read(deployment.erc1155, agoraErc1155Abi)).toBe(
      `http://localhost:3000/api/v1/contract-metadata/${deployment.erc1155.toLowerCase()}`,
    );
    const name = await client.readContract({
      address: deployment.erc1155,
      abi: agoraErc1155Abi,
      functionName: 'name',
    });
    expect(name).toBe('Agora Editions');
  });

  it('configures fees, currencies and VSW for the dev accounts', async () => {
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const [feeRecipient, buyerFee, sellerFee] = await client.readContract({
      address: deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'config',
    });
    expect([feeRecipient, buyerFee, sellerFee]).toEqual([devAccount(0).address, 250, 250]);
    const allowed = await client.readContract({
      address: deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'currencyAllowed',
      args: [deployment.vsw],
    });
    expect(allowed).toBe(true);
    const balance = await client.readContract({
      address: deployment.vsw,
      abi: vswAbi,
      functionName: 'balanceOf',
      args: [devAccount(9).address],
    });
    expect(balance).toBe(parseEther('1000000'));
  });

  it('mints with a CID digest whose tokenURI is the same CID', async () => {
    const account = devAccount(1);
    const wallet = createWalletClient({ account, chain: foundry, transport: http(anvil.rpcUrl) });
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const digest = digestFromCid(CID);
    const hash = await wallet.writeContract({
      address: deployment.erc721,
      abi: agoraErc721Abi,
      functionName: 'mint',
      args: [digest, 500],
      value: BigInt(deployment.mintFee),
    });
    await client.waitForTransactionReceipt({ hash });
    const uri = await client.readContract({
      address: deployment.erc721,
      abi: agoraErc721Abi,
      functionName: 'tokenURI',
      args: [1n],
    });
    expect(uri).toBe(`ipfs://${CID}`);
    expect(ipfsUriFromDigest(digest)).toBe(uri);
  });

  it('hashes a signed bid exactly as the marketplace does', async () => {
    const bidder = devAccount(2);
    const bid: Bid = {
      bidder: bidder.address,
      collection: deployment.erc721,
      tokenId: 1n,
      anyToken: false,
      quantity: 1n,
      currency: deployment.vsw,
      unitPrice: parseEther('3'),
      maxFeeBps: 250n,
      expiry: 2_000_000_000n,
      counter: 0n,
      salt: 42n,
    };
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const onChain = await client.readContract({
      address: deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'hashBid',
      args: [bid],
    });
    const { hashTypedData } = await import('viem');
    const domain = marketplaceDomain(31337, deployment.marketplace);
    expect(hashTypedData({ domain, types: bidTypes, primaryType: 'Bid', message: bid })).toBe(onChain);
    expect(bid.currency).not.toBe(zeroAddress);
  });
});
