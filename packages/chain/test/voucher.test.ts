import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  hashTypedData,
  http,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agoraErc721Abi,
  agoraMarketplaceAbi,
  type Deployment,
  deployAll,
  devAccount,
  digestFromCid,
  type VoucherJson,
  voucherTokenId,
  voucherTypedData,
} from '../src';
import { type Anvil, startAnvil } from '../src/testing/anvil';

const CID = 'bafkreiaxfqxc4pxzwcfytel63fbqricjennrxlp7pcdvaipm3qiccdznia';

describe('lazy minting through voucherTypes on a real anvil', () => {
  let anvil: Anvil;
  let dir: string;
  let d: Deployment;

  beforeAll(async () => {
    anvil = await startAnvil();
    dir = mkdtempSync(join(tmpdir(), 'agora-voucher-'));
    d = (await deployAll({ rpcUrl: anvil.rpcUrl, deploymentFile: join(dir, 'deployment.json') })).deployment;
  });
  afterAll(async () => {
    await anvil?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hashes a voucher as the marketplace does, and buyVoucher mints it to the buyer with the creator as creator', async () => {
    const transport = http(anvil.rpcUrl);
    const client = createPublicClient({ chain: foundry, transport });
    const creator = createWalletClient({ account: devAccount(1), chain: foundry, transport });
    const buyer = createWalletClient({ account: devAccount(2), chain: foundry, transport });
    const json: VoucherJson = {
      creator: creator.account.address,
      collection: d.erc721,
      metadataDigest: digestFromCid(CID),
      royaltyBps: '500',
      supply: '1',
      currency: zeroAddress,
      unitPrice: parseEther('1').toString(),
      startTime: '0',
      endTime: '0',
      maxFeeBps: String(d.sellerFeeBps),
      maxMintFee: d.mintFee,
      counter: '0',
      salt: '7',
    };
    const typed = voucherTypedData(d, json);
    const onChain = await client.readContract({
      address: d.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'hashVoucher',
      args: [typed.message],
    });
    expect(hashTypedData(typed)).toBe(onChain);
    const signature = await creator.signTypedData(typed);

    const total = parseEther('1.025'); // price + 2.5 % buyer fee
    const hash = await buyer.writeContract({
      address: d.marketplace,
      abi: agoraMarketplaceAbi,
      functionName: 'buyVoucher',
      args: [typed.message, signature, 1n, total],
      value: total,
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const [minted] = parseEventLogs({ abi: agoraErc721Abi, eventName: 'Minted', logs: receipt.logs });
    const [filled] = parseEventLogs({
      abi: agoraMarketplaceAbi,
      eventName: 'VoucherFilled',
      logs: receipt.logs,
    });
    expect(minted?.args.creator).toBe(creator.account.address);
    // The token's id is the metadata digest (voucherTokenId), known before the mint; its URI is the CID's.
    const tokenId = voucherTokenId(typed.message.metadataDigest);
    expect(tokenId).toBe(BigInt(digestFromCid(CID)));
    expect(minted?.args.tokenId).toBe(tokenId);
    expect(filled?.args).toMatchObject({ voucherHash: onChain, buyer: buyer.account.address, tokenId });
    const read = (functionName: 'ownerOf' | 'creatorOf' | 'tokenURI') =>
      client.readContract({ address: d.erc721, abi: agoraErc721Abi, functionName, args: [tokenId] });
    expect(await read('ownerOf')).toBe(buyer.account.address);
    expect(await read('creatorOf')).toBe(creator.account.address);
    expect(await read('tokenURI')).toBe(`ipfs://${CID}`);
  });
});
