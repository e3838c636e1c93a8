import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  agoraErc721Abi,
  agoraErc1155Abi,
  agoraMarketplaceAbi,
  type Bid,
  bidTypes,
  deployAll,
  devAccount,
  marketplaceDomain,
  vswAbi,
} from '@agora/chain';
import { startAnvil } from '@agora/chain/testing';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { foundry } from 'viem/chains';

/**
 * `npm run bench:gas`: deploys Agora's contracts to a fresh anvil, performs each action as a real transaction
 * and prints `<action>: <gasUsed> gas (target <n>)`, gasUsed being the whole transaction's, from its receipt.
 * Accounts: 1 creator, 2 seller of a resale (so the sale pays a royalty to someone else), 3 buyer, 4 bidder.
 */
const TARGETS: Record<string, number | undefined> = {
  'mint-721': 100_000,
  'buy-721-native': 105_000,
  'accept-bid-721-erc20': 140_000,
};
const DIGEST: Hex = '0x172c2e2e3ef9b08b89917ed94308a049235b1badff78875021ecdc10210f2d40';
const ROYALTY_BPS = 500;
const PRICE = parseEther('0.1');

const anvil = await startAnvil();
const dir = mkdtempSync(path.join(tmpdir(), 'agora-gas-'));
try {
  const { deployment: d } = await deployAll({
    rpcUrl: anvil.rpcUrl,
    deploymentFile: path.join(dir, 'd.json'),
  });
  const transport = http(anvil.rpcUrl);
  const client = createPublicClient({ chain: foundry, transport });
  const mintFee = BigInt(d.mintFee);
  const [creator, seller, buyer, bidder] = [1, 2, 3, 4].map((i) =>
    createWalletClient({ account: devAccount(i), chain: foundry, transport }),
  ) as [Wallet, Wallet, Wallet, Wallet];

  type Wallet = ReturnType<
    typeof createWalletClient<typeof transport, typeof foundry, ReturnType<typeof devAccount>>
  >;
  const send = async (
    wallet: Wallet,
    address: Address,
    abi: Abi,
    functionName: string,
    args: readonly unknown[],
    value?: bigint,
  ): Promise<TransactionReceipt> => {
    const hash = await wallet.writeContract({ address, abi, functionName, args, value } as never);
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted in ${hash}`);
    return receipt;
  };
  const report = (action: string, receipt: TransactionReceipt) => {
    const target = TARGETS[action];
    console.log(`${action}: ${receipt.gasUsed} gas${target ? ` (target ${target})` : ''}`);
  };
  const mint721 = async (wallet: Wallet) => {
    const receipt = await send(wallet, d.erc721, agoraErc721Abi, 'mint', [DIGEST, ROYALTY_BPS], mintFee);
    const [log] = parseEventLogs({ abi: agoraErc721Abi, eventName: 'Minted', logs: receipt.logs });
    if (!log) throw new Error('mint emitted no Minted');
    return { receipt, id: log.args.tokenId };
  };
  const listed = (receipt: TransactionReceipt) => {
    const [log] = parseEventLogs({ abi: agoraMarketplaceAbi, eventName: 'Listed', logs: receipt.logs });
    if (!log) throw new Error('list emitted no Listed');
    return log.args.listingId;
  };

  // Setup that is not measured: approvals, a first token so the creator's balance slot is not new.
  for (const wallet of [creator, seller]) {
    await send(wallet, d.erc721, agoraErc721Abi, 'setApprovalForAll', [d.marketplace, true]);
    await send(wallet, d.erc1155, agoraErc1155Abi, 'setApprovalForAll', [d.marketplace, true]);
  }
  for (const wallet of [buyer, bidder]) {
    await send(wallet, d.vsw, vswAbi, 'approve', [d.marketplace, maxUint256]);
  }
  await mint721(creator);

  const minted = await mint721(creator);
  report('mint-721', minted.receipt);
  const mint1155 = await send(
    creator,
    d.erc1155,
    agoraErc1155Abi,
    'mint',
    [10n, DIGEST, ROYALTY_BPS],
    mintFee,
  );
  report('mint-1155-x10', mint1155);

  // A resale: the creator's token moves to the seller first, so the sale pays the creator a royalty.
  await send(creator, d.erc721, agoraErc721Abi, 'transferFrom', [
    creator.account.address,
    seller.account.address,
    minted.id,
  ]);
  const list721 = await send(seller, d.marketplace, agoraMarketplaceAbi, 'list', [
    d.erc721,
    minted.id,
    1n,
    zeroAddress,
    PRICE,
    0n,
  ]);
  report('list-721', list721);
  const fee = (PRICE * BigInt(d.buyerFeeBps)) / 10_000n;
  const buy721 = await send(
    buyer,
    d.marketplace,
    agoraMarketplaceAbi,
    'buy',
    [listed(list721), 1n],
    PRICE + fee,
  );
  report('buy-721-native', buy721);

  const [minted1155] = parseEventLogs({
    abi: agoraErc1155Abi,
    eventName: 'TransferSingle',
    logs: mint1155.logs,
  });
  const id1155 = minted1155?.args.id ?? 0n;
  const list1155 = await send(creator, d.marketplace, agoraMarketplaceAbi, 'list', [
    d.erc1155,
    id1155,
    10n,
    d.vsw,
    PRICE,
    0n,
  ]);
  report(
    'buy-1155-erc20-x3',
    await send(buyer, d.marketplace, agoraMarketplaceAbi, 'buy', [listed(list1155), 3n]),
  );

  const forBid = await mint721(creator);
  const bid: Bid = {
    bidder: bidder.account.address,
    collection: d.erc721,
    tokenId: forBid.id,
    quantity: 1n,
    currency: d.vsw,
    unitPrice: PRICE,
    expiry: BigInt(Math.floor(Date.now() / 1000) + 86_400),
    nonce: 0n,
    salt: 1n,
  };
  const sign = (b: Bid) =>
    bidder.signTypedData({
      domain: marketplaceDomain(d.chainId, d.marketplace),
      types: bidTypes,
      primaryType: 'Bid',
      message: b,
    });
  const accept = await send(creator, d.marketplace, agoraMarketplaceAbi, 'acceptBid', [
    bid,
    await sign(bid),
    1n,
  ]);
  report('accept-bid-721-erc20', accept);

  const toCancel = await mint721(creator);
  const list = await send(creator, d.marketplace, agoraMarketplaceAbi, 'list', [
    d.erc721,
    toCancel.id,
    1n,
    zeroAddress,
    PRICE,
    0n,
  ]);
  report(
    'cancel-listing',
    await send(creator, d.marketplace, agoraMarketplaceAbi, 'cancelListing', [listed(list)]),
  );
  report(
    'cancel-bid',
    await send(bidder, d.marketplace, agoraMarketplaceAbi, 'cancelBid', [{ ...bid, salt: 2n }]),
  );
} finally {
  await anvil.stop();
  rmSync(dir, { recursive: true, force: true });
}
