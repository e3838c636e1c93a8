import { rawCidFromDigest, voucherTypedData } from '@agora/chain';
import type { VoucherMessage } from '@agora/core';
import { type Address, keccak256, parseEther, toHex, zeroAddress } from 'viem';
import { itemDrafts } from '../src/db/schema';
import { accounts, signIn } from './auth-helpers';
import { startChain, type TestChain } from './chain';
import { createTestApp, type TestApp } from './helpers';

/** Lazy minting (issue 30): the creator's draft and signed voucher that POST /vouchers takes. */

export const addressOf = (i: number) => accounts[i]?.address.toLowerCase() as Address;

/** The price a buyer pays for `price` with the default 2.5 % buyer fee. */
export const withFee = (price: bigint) => (price * 10_250n) / 10_000n;

/** Account i's draft of the metadata `seed` names, as the create flow's upload and draft leave it. */
export async function draft(t: TestApp, i: number, seed: string) {
  const metadataCid = rawCidFromDigest(keccak256(toHex(seed))).toString();
  await t.database.db
    .insert(itemDrafts)
    .values({ creator: addressOf(i), metadataCid, mediaCid: metadataCid, name: `Draft ${seed}` })
    .onConflictDoNothing();
}

/**
 * Account i's voucher for the metadata `seed` names (a 721 of 1 BNB unless `over` says otherwise), signed by
 * `by`; account i drafted that metadata unless `drafted` is false.
 */
export async function voucherPayload(
  env: { t: TestApp; chain: TestChain },
  i: number,
  seed: string,
  over: Partial<VoucherMessage> = {},
  by = i,
  drafted = true,
) {
  if (drafted) await draft(env.t, i, seed);
  const d = env.chain.deployment;
  const voucher: VoucherMessage = {
    creator: addressOf(i),
    collection: d.erc721.toLowerCase() as Address,
    metadataDigest: keccak256(toHex(seed)),
    royaltyBps: '500',
    supply: '1',
    currency: zeroAddress,
    unitPrice: parseEther('1').toString(),
    startTime: '0',
    endTime: '0',
    maxFeeBps: '250',
    maxMintFee: d.mintFee,
    counter: '0',
    salt: String(Math.floor(Math.random() * 1e9)),
    ...over,
  };
  const signature = await (accounts[by] as (typeof accounts)[0]).signTypedData(voucherTypedData(d, voucher));
  return { voucher, signature };
}

/** A chain and a test app for one file, every account signed in (its cookie in `cookies`, by account index). */
export async function startVoucherEnv(cookies: string[]): Promise<{ chain: TestChain; t: TestApp }> {
  const chain = await startChain();
  const t = await createTestApp({ RPC_URL: chain.rpcUrl, DEPLOYMENT_FILE: chain.deploymentFile });
  for (const a of accounts) cookies.push(await signIn(t.app, a));
  return { chain, t };
}

export async function stopVoucherEnv(env: { chain?: TestChain; t?: TestApp }) {
  await env.t?.close();
  await env.chain?.anvil.stop();
}
