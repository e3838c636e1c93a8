import type { Address, AppConfig } from '@agora/core';
import { MSG, TIMING_MS } from '@agora/core';
import type { QueryClient } from '@tanstack/react-query';
import { type Abi, BaseError, type Hash, type TransactionReceipt, UserRejectedRequestError } from 'viem';
import type { Config } from 'wagmi';
import {
  getConnection,
  reconnect,
  waitForTransactionReceipt,
  watchConnection,
  writeContract,
} from 'wagmi/actions';
import { ApiError } from '../../api/client';
import { SESSION_KEY } from '../../api/endpoints';
import { lifecycleApi } from '../../api/lifecycle';

/** What every chain action needs: the wagmi config, the app config, the query cache and who acts. */
export interface TradeDeps {
  /** Wagmi's config: the app's (features/wallet/wagmiConfig) or a test's stand-in; lib names no feature. */
  config: Config;
  appCfg: AppConfig;
  queryClient: QueryClient;
  account: Address;
}

/** The wallet refused to sign or send. */
export class RejectedError extends Error {
  override name = 'RejectedError';
}
/** The transaction was mined but reverted. */
export class RevertedError extends Error {
  override name = 'RevertedError';
}

/** A person-readable reason for a failed step (the wallet's short message, the server's sentence). */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof RejectedError) return fallback;
  if (err instanceof ApiError) return err.message;
  if (err instanceof BaseError) return err.shortMessage || fallback;
  return fallback;
}

function asRejected(err: unknown): unknown {
  if (err instanceof BaseError && err.walk((e) => e instanceof UserRejectedRequestError))
    return new RejectedError(MSG.toast.orderNotPlaced);
  return err;
}

export interface ContractCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
  /** A gas limit of the app's own; the wallet estimates one when left out. */
  gas?: bigint;
}

const WALLET_RESTORE_MS = 10_000;

/**
 * A page opened directly (a link, a reload) restores the remembered wallet in the background while the
 * session already says who is signed in; a transaction or signature made before the wallet is back would fail
 * with "connector not connected", so it waits for the connection (restoring it if nothing is under way).
 */
export async function walletReady(config: Config): Promise<void> {
  if (getConnection(config).status === 'connected') return;
  if (getConnection(config).status === 'disconnected') await reconnect(config);
  if (getConnection(config).status === 'connected') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, WALLET_RESTORE_MS);
    const stop = watchConnection(config, { onChange: (c) => c.status === 'connected' && done() });
  });
}

/** Sends one contract call from the account and waits (polling every 8 s) for a successful receipt. */
export async function send(deps: TradeDeps, call: ContractCall): Promise<TransactionReceipt> {
  let hash: Hash;
  await walletReady(deps.config);
  try {
    hash = await writeContract(deps.config, {
      ...call,
      account: deps.account,
      chainId: deps.appCfg.chainId,
    } as Parameters<typeof writeContract>[1]);
  } catch (err) {
    throw asRejected(err);
  }
  const receipt = await waitForTransactionReceipt(deps.config, {
    hash,
    pollingInterval: TIMING_MS.receiptPoll,
  });
  if (receipt.status !== 'success') throw new RevertedError(MSG.toast.orderNotPlaced);
  return receipt;
}

/** Every query but the session: pages refetch what the transaction changed. */
export const refreshAll = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Tells the server about a mined transaction (POST /tx) so the page updates at once, then refreshes the
 * queries. The chain already holds the change, so a failed report is not a failed step: the indexer
 * applies the same logs shortly; a 409 (not yet visible to the server's node) is retried a few times.
 */
export async function report(deps: TradeDeps, hash: Hash): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      await lifecycleApi.reportTx(hash);
      break;
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) break;
      await sleep(1000);
    }
  }
  await refreshAll(deps.queryClient);
}

/** send + report: the common path of every state-changing transaction. */
export async function sendAndReport(deps: TradeDeps, call: ContractCall): Promise<TransactionReceipt> {
  const receipt = await send(deps, call);
  await report(deps, receipt.transactionHash);
  return receipt;
}

/** The ERC-20 address of a configured currency symbol; null for the native coin. */
export function currencyAddress(cfg: AppConfig, symbol: string): Address | null {
  return cfg.currencies.find((c) => c.symbol === symbol)?.address ?? null;
}

/** Currencies bids and timed auctions may use: the configured ERC-20s (never the base coin). */
export const tokenCurrencies = (cfg: AppConfig) => cfg.currencies.filter((c) => c.address !== null);
