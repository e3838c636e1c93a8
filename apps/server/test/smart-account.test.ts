import { agoraErc721Abi, bidTypedData, orderTypedData, vswAbi } from '@agora/chain';
import { LIFECYCLE_MSG, MSG } from '@agora/core';
import {
  type Address,
  encodeFunctionData,
  keccak256,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signIn, siweMessage } from './auth-helpers';
import { auctionPayload, bidPayload, listingPayload } from './bid-orders';
import { calls, startChain, type TestChain } from './chain';
import { createTestApp, downChain, postAs, type TestApp } from './helpers';
import { type SmartWallets, saltOf, setUpSmartWallets } from './smart-wallets';

/**
 * Issue 12 part 3: smart accounts sign in and sign orders as the marketplace contract accepts them — ERC-1271
 * for a deployed wallet, ERC-6492 for one not deployed yet — checked against a real anvil.
 */
const [seller, stranger, , owner] = accounts as [
  (typeof accounts)[0],
  (typeof accounts)[0],
  (typeof accounts)[0],
  (typeof accounts)[0],
];
const OWNER_INDEX = 3;

let chain: TestChain;
let t: TestApp;
let wallets: SmartWallets;
let wallet: Address;
let sellerCookie: string;

const verify = (message: string, signature: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { message, signature } });

beforeAll(async () => {
  chain = await startChain();
  t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  wallets = await setUpSmartWallets(chain, OWNER_INDEX);
  wallet = await wallets.deployWallet(owner.address);
  sellerCookie = await signIn(t.app, seller);
}, 120_000);
afterAll(async () => {
  await t.close();
  await chain.anvil.stop();
});

describe('ERC-1271 wallet', () => {
  let walletCookie: string;

  it('signs in with its owner’s signature', async () => {
    const message = await siweMessage(t.app, { address: wallet });
    const res = await verify(message, await owner.signMessage({ message }));
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toBe(wallet.toLowerCase());
    const cookie = res.cookies.find((c) => c.name === 'agora_session');
    walletCookie = `agora_session=${cookie?.value}`;
    const session = await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie: walletCookie } });
    expect(session.json()).toEqual({
      address: wallet.toLowerCase(),
      admin: false,
      wallet: true,
      email: null,
    });
  });

  it('refuses a signature by someone other than its owner', async () => {
    const message = await siweMessage(t.app, { address: wallet });
    const res = await verify(message, await stranger.signMessage({ message }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.api.invalidSignature);
  });

  it('places a bid its owner signed, and a bid signed by someone else is refused', async () => {
    const d = chain.deployment;
    const c = calls(d);
    // The wallet holds VSW and lets the marketplace take it (its owner sends the approve through it).
    await chain.send(1, {
      address: d.vsw,
      abi: vswAbi,
      functionName: 'transfer',
      args: [wallet, parseEther('10')],
    });
    const approve = encodeFunctionData({
      abi: vswAbi,
      functionName: 'approve',
      args: [d.marketplace, parseEther('10')],
    });
    await chain.send(OWNER_INDEX, {
      address: wallet,
      abi: wallets.wallet.abi,
      functionName: 'execute',
      args: [d.vsw, approve],
    });
    const hash = await chain.send(0, c.mint721(keccak256(toHex('smart-account bid'))));
    const tx = await postAs(t.app, sellerCookie, '/api/v1/tx', { hash });
    const tokenId = tx.json().events[0].tokenId as string;
    await chain.send(0, c.approveAll(d.erc721));
    const auction = await auctionPayload(chain, tokenId, 'TimedAuction');
    const opened = await postAs(t.app, sellerCookie, '/api/v1/auctions', auction);
    expect(opened.statusCode).toBe(200);

    // bidPayload builds a dev account's order; the wallet's is the same order with the wallet as bidder.
    const base = await bidPayload(chain, 1, tokenId, '2');
    const order = { ...base.order, bidder: wallet.toLowerCase() as Address };
    const post = (signature: string) =>
      postAs(t.app, walletCookie, '/api/v1/bids', { owner: base.owner, order, signature });
    const forged = await post(await stranger.signTypedData(bidTypedData(d, order)));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(LIFECYCLE_MSG.badSignature);
    const res = await post(await owner.signTypedData(bidTypedData(d, order)));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists a token it holds with its owner’s signature (no transaction), which a buyer fills on chain', async () => {
    const d = chain.deployment;
    const c = calls(d);
    const report = async (hash: string) => {
      const res = await postAs(t.app, sellerCookie, '/api/v1/tx', { hash });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const tokenId = (await report(await chain.send(0, c.mint721(keccak256(toHex('smart-account listing'))))))
      .events[0].tokenId as string;
    await report(await chain.send(0, c.transfer721(seller.address, wallet, BigInt(tokenId))));
    const approve = encodeFunctionData({
      abi: agoraErc721Abi,
      functionName: 'setApprovalForAll',
      args: [d.marketplace, true],
    });
    await chain.send(OWNER_INDEX, {
      address: wallet,
      abi: wallets.wallet.abi,
      functionName: 'execute',
      args: [d.erc721, approve],
    });
    // listingPayload builds a dev account's order; the wallet's is the same order with the wallet as seller (a
    // 721's listing nonce is the token's, whoever holds it).
    const base = await listingPayload(chain, 0, tokenId, '1');
    const order = { ...base.order, seller: wallet.toLowerCase() as Address };
    const post = (signature: `0x${string}`) =>
      postAs(t.app, walletCookie, '/api/v1/listings', { order, signature });
    const forged = await post(await stranger.signTypedData(orderTypedData(d, order)));
    expect(forged.json().message).toBe(LIFECYCLE_MSG.badSignature);
    const signature = await owner.signTypedData(orderTypedData(d, order));
    const listed = await post(signature);
    expect(listed.statusCode, listed.body).toBe(200);
    const sale = await report(
      await chain.send(1, c.buy({ order, signature }, 1n, (parseEther('1') * 10_250n) / 10_000n)),
    );
    expect(sale.events).toEqual([
      { kind: 'sale', contract: d.erc721.toLowerCase(), tokenId, orderHash: listed.json().hash },
    ]);
  });
});

describe('ERC-6492 counterfactual wallet', () => {
  const salt = saltOf('counterfactual');
  let address: Address;
  const wrap = (signature: `0x${string}`) =>
    serializeErc6492Signature({
      address: wallets.factory.address,
      data: encodeFunctionData({
        abi: wallets.factory.abi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      }),
      signature,
    });

  beforeAll(async () => {
    address = wallets.counterfactual(owner.address, salt);
    expect(await chain.public.getCode({ address })).toBeUndefined();
  });

  it('signs in before it is deployed, and stays undeployed (the check is an eth_call)', async () => {
    const message = await siweMessage(t.app, { address });
    const res = await verify(message, wrap(await owner.signMessage({ message })));
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toBe(address.toLowerCase());
    expect(await chain.public.getCode({ address })).toBeUndefined();
  });

  it("refuses a wrapped signature by someone other than the future wallet's owner", async () => {
    const message = await siweMessage(t.app, { address });
    const res = await verify(message, wrap(await stranger.signMessage({ message })));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.api.invalidSignature);
  });
});

describe('while the chain is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({}, { chain: downChain });
  });
  afterAll(() => down.close());

  it('an EOA still signs in (recovered locally); a smart wallet cannot be checked and is refused', async () => {
    await expect(signIn(down.app, seller)).resolves.toMatch(/^agora_session=/);
    const message = await siweMessage(down.app, { address: wallet });
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { message, signature: await owner.signMessage({ message }) },
    });
    expect(res.statusCode).toBe(401);
  });
});
