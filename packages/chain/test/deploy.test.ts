import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  hashTypedData,
  http,
  keccak256,
  parseEther,
  parseEventLogs,
  toHex,
  zeroAddress,
} from 'viem';
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
  MAX_SWEEP,
  marketplaceDomain,
  type Order,
  orderTypes,
  readDeployment,
  SALE_TYPE,
  tokenRoot,
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
      anyToken: true,
      tokenRoot: tokenRoot([1n, 2n]),
      auction: `0x${'ab'.repeat(32)}`,
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
    const domain = marketplaceDomain(31337, deployment.marketplace);
    expect(hashTypedData({ domain, types: bidTypes, primaryType: 'Bid', message: bid })).toBe(onChain);
    expect(bid.currency).not.toBe(zeroAddress);
  });

  it('fills a listing signed with orderTypes: hashOrder agrees, buy verifies the signature', async () => {
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const transport = http(anvil.rpcUrl);
    const seller = createWalletClient({ account: devAccount(3), chain: foundry, transport });
    const buyer = createWalletClient({ account: devAccount(4), chain: foundry, transport });
    const mined = async (hash: Hex) => {
      const receipt = await client.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      return receipt;
    };
    const sellerAddress = seller.account.address;
    await mined(
      await seller.writeContract({
        address: deployment.erc721,
        abi: agoraErc721Abi,
        functionName: 'mint',
        // Another metadata than the CID minted above: a collection mints a digest once.
        args: [keccak256(toHex('listing')), 500],
        value: BigInt(deployment.mintFee),
      }),
    );
    const tokenId = await client.readContract({
      address: deployment.erc721,
      abi: agoraErc721Abi,
      functionName: 'totalMinted',
    });
    await mined(
      await seller.writeContract({
        address: deployment.erc721,
        abi: agoraErc721Abi,
        functionName: 'setApprovalForAll',
        args: [deployment.marketplace, true],
      }),
    );
    const order: Order = {
      seller: sellerAddress,
      collection: deployment.erc721,
      tokenId,
      quantity: 1n,
      currency: zeroAddress,
      unitPrice: parseEther('1'),
      endUnitPrice: 0n,
      saleType: SALE_TYPE.FixedPrice,
      startTime: 0n,
      endTime: 0n,
      maxFeeBps: 250n,
      maxRoyaltyBps: 500n,
      nonce: await client.readContract({
        address: deployment.erc721,
        abi: agoraErc721Abi,
        functionName: 'listingNonce',
        args: [sellerAddress, tokenId],
      }),
      counter: await client.readContract({
        address: deployment.marketplace,
        abi: agoraMarketplaceAbi,
        functionName: 'listingCounter',
        args: [sellerAddress],
      }),
      salt: 7n,
    };
    const domain = marketplaceDomain(31337, deployment.marketplace);
    const signature = await seller.signTypedData({
      domain,
      types: orderTypes,
      primaryType: 'Order',
      message: order,
    });
    const onChain = await client.readContract({
      address: deployment.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'hashOrder',
      args: [order],
    });
    expect(hashTypedData({ domain, types: orderTypes, primaryType: 'Order', message: order })).toBe(onChain);
    const remaining = () =>
      client.readContract({
        address: deployment.marketplace,
        abi: agoraMarketplaceAbi,
        functionName: 'remaining',
        args: [order],
      });
    expect(await remaining()).toBe(1n);

    const total = parseEther('1.025'); // price + 2.5 % buyer fee
    const receipt = await mined(
      await buyer.writeContract({
        address: deployment.marketplace,
        abi: agoraMarketplaceAbi,
        functionName: 'buy',
        args: [order, signature, 1n, total],
        value: total,
      }),
    );
    const [filled] = parseEventLogs({
      abi: agoraMarketplaceAbi,
      eventName: 'OrderFilled',
      logs: receipt.logs,
    });
    expect(filled?.args.orderHash).toBe(onChain);
    expect(
      await client.readContract({
        address: deployment.erc721,
        abi: agoraErc721Abi,
        functionName: 'ownerOf',
        args: [tokenId],
      }),
    ).toBe(devAccount(4).address);
    expect(await remaining()).toBe(0n);
    expect(MAX_SWEEP).toBe(
      Number(
        await client.readContract({
          address: deployment.marketplace,
          abi: agoraMarketplaceAbi,
          functionName: 'MAX_SWEEP',
        }),
      ),
    );
  });
});
