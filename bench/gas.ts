import { randomBytes } from 'node:crypto';
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
 * Then `<action> (<variant>): …` lines show what other starting states cost (docs/gas.md explains them).
 * Accounts: 1 creator, 2 seller of a resale (so the sale pays a royalty to someone else), 3 buyer, 4 and 5
 * bidders. Every buyer and bidder is new to the collection (their first token costs a new balance slot).
 */
const TARGETS: Record<string, number> = {
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
  const wallet = (i: number) => createWalletClient({ account: devAccount(i), chain: foundry, transport });
  type Wallet = ReturnType<typeof wallet>;
  const [creator, seller, buyer, bidder, exactBidder] = [1, 2, 3, 4, 5].map(wallet) as [
    Wallet,
    Wallet,
    Wallet,
    Wallet,
    Wallet,
  ];
  const mintFee = BigInt(d.mintFee);
  const withFee = (price: bigint) => price + (price * BigInt(d.buyerFeeBps)) / 10_000n;
  // What a creator selling their own token receives (the royalty comes back to them): acceptBid's minProceeds.
  const ownProceeds = (price: bigint) => price - (price * BigInt(d.sellerFeeBps)) / 10_000n;

  const send = async (
    w: Wallet,
    to: Address,
    abi: Abi,
    fn: string,
    args: readonly unknown[],
    value?: bigint,
  ) => {
    const hash = await w.writeContract({ address: to, abi, functionName: fn, args, value } as never);
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${fn} reverted in ${hash}`);
    return receipt;
  };
  const market = (w: Wallet, fn: string, args: readonly unknown[], value?: bigint) =>
    send(w, d.marketplace, agoraMarketplaceAbi, fn, args, value);
  const report = (action: string, receipt: TransactionReceipt, variant?: string) => {
    // Actions without a target are reported for comparison; variants show other starting states.
    const target = variant ? 'none: variant' : (TARGETS[action] ?? 'none: report');
    const name = variant ? `${action} (${variant})` : action;
    console.log(`${name}: ${receipt.gasUsed} gas (target ${target})`);
  };
  const mint721 = async (w: Wallet) => {
    const receipt = await send(w, d.erc721, agoraErc721Abi, 'mint', [DIGEST, ROYALTY_BPS], mintFee);
    const [log] = parseEventLogs({ abi: agoraErc721Abi, eventName: 'Minted', logs: receipt.logs });
    if (!log) throw new Error('mint emitted no Minted');
    return { receipt, id: log.args.tokenId };
  };
  const list = async (w: Wallet, collection: Address, id: bigint, quantity: bigint, currency: Address) => {
    const receipt = await market(w, 'list', [collection, id, quantity, currency, PRICE, 0n]);
    const [log] = parseEventLogs({ abi: agoraMarketplaceAbi, eventName: 'Listed', logs: receipt.logs });
    if (!log) throw new Error('list emitted no Listed');
    return { receipt, listingId: log.args.listingId };
  };
  const bidFor = async (w: Wallet, tokenId: bigint) => {
    // A random 256-bit salt, as the app makes: its calldata costs what a real bid's does.
    const salt = BigInt(`0x${randomBytes(32).toString('hex')}`);
    const bid: Bid = {
      bidder: w.account.address,
      collection: d.erc721,
      tokenId,
      quantity: 1n,
      currency: d.vsw,
      unitPrice: PRICE,
      expiry: BigInt(Math.floor(Date.now() / 1000) + 86_400),
      nonce: 0n,
      salt,
    };
    const domain = marketplaceDomain(d.chainId, d.marketplace);
    const signature = await w.signTypedData({ domain, types: bidTypes, primaryType: 'Bid', message: bid });
    return { bid, signature };
  };

  // Not measured: approvals (the app asks once per collection / currency, VSW with the max allowance).
  for (const w of [creator, seller]) {
    await send(w, d.erc721, agoraErc721Abi, 'setApprovalForAll', [d.marketplace, true]);
    await send(w, d.erc1155, agoraErc1155Abi, 'setApprovalForAll', [d.marketplace, true]);
  }
  for (const w of [buyer, bidder]) await send(w, d.vsw, vswAbi, 'approve', [d.marketplace, maxUint256]);

  // A creator's first mint registers them (creator id); later mints are the common case.
  report('mint-721', (await mint721(creator)).receipt, "creator's first mint");
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
  const resale = await list(seller, d.erc721, minted.id, 1n, zeroAddress);
  report('list-721', resale.receipt);
  report(
    'buy-721-native',
    await market(buyer, 'buy', [resale.listingId, 1n, withFee(PRICE)], withFee(PRICE)),
  );

  const [minted1155] = parseEventLogs({
    abi: agoraErc1155Abi,
    eventName: 'TransferSingle',
    logs: mint1155.logs,
  });
  const copies = await list(creator, d.erc1155, minted1155?.args.id ?? 0n, 10n, d.vsw);
  report('buy-1155-erc20-x3', await market(buyer, 'buy', [copies.listingId, 3n, withFee(PRICE * 3n)]));

  const first = await bidFor(bidder, (await mint721(creator)).id);
  report(
    'accept-bid-721-erc20',
    await market(creator, 'acceptBid', [first.bid, first.signature, 1n, ownProceeds(PRICE)]),
  );
  const again = await bidFor(bidder, (await mint721(creator)).id);
  const holding = await market(creator, 'acceptBid', [again.bid, again.signature, 1n, ownProceeds(PRICE)]);
  report('accept-bid-721-erc20', holding, 'bidder already holds a token of the collection');
  const exact = await bidFor(exactBidder, (await mint721(creator)).id);
  await send(exactBidder, d.vsw, vswAbi, 'approve', [d.marketplace, withFee(PRICE)]);
  const exactReceipt = await market(creator, 'acceptBid', [
    exact.bid,
    exact.signature,
    1n,
    ownProceeds(PRICE),
  ]);
  report('accept-bid-721-erc20', exactReceipt, 'exact allowance instead of the max');

  const primary = await list(creator, d.erc721, (await mint721(creator)).id, 1n, zeroAddress);
  const primarySale = await market(seller, 'buy', [primary.listingId, 1n, withFee(PRICE)], withFee(PRICE));
  report('buy-721-native', primarySale, 'primary sale: the seller is the creator, buyer holds a token');

  const toCancel = await list(creator, d.erc721, (await mint721(creator)).id, 1n, zeroAddress);
  report('cancel-listing', await market(creator, 'cancelListing', [toCancel.listingId]));
  report('cancel-bid', await market(bidder, 'cancelBid', [{ ...first.bid, salt: 9n }]));
} finally {
  await anvil.stop();
  rmSync(dir, { recursive: true, force: true });
}
