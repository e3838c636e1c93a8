import type { Deployment } from '@agora/chain';
import { type Address, type Log, parseAbi, toEventSelector } from 'viem';
import { lower } from './log-values';

/**
 * The ERC-20 events that change what a bidder can pay (issue 32.4): balance (Transfer, and WBNB's Deposit and
 * Withdrawal, which move no Transfer) and allowance to the marketplace (Approval).
 */
const EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'event Deposit(address indexed account, uint256 amount)',
  'event Withdrawal(address indexed account, uint256 amount)',
]);
const [TRANSFER, APPROVAL, DEPOSIT, WITHDRAWAL] = EVENTS.map((e) => toEventSelector(e));

/** The bid currencies whose logs the indexer fetches beside Agora's contracts: the deployment's ERC-20s. */
export function bidCurrencies(d: Deployment, allowed: string[] = []): Address[] {
  return [...new Set([d.wbnb, d.vsw, ...allowed].map((a) => a.toLowerCase()))] as Address[];
}

/** One account whose funds in `currency` a log may have changed. */
export interface FundsTouch {
  currency: string;
  account: string;
}

const topicAddress = (topic: unknown) => lower(`0x${String(topic).slice(26)}`);

/**
 * The accounts whose balance or allowance to the marketplace a currency log changes; none for other logs
 * (an ERC-721 Transfer has the same selector but four topics, and Agora's own contracts are decoded elsewhere).
 */
export function fundsTouched(d: Deployment, log: Pick<Log, 'address' | 'topics'>): FundsTouch[] {
  const currency = log.address.toLowerCase();
  const [selector, a, b, extra] = log.topics;
  if (extra !== undefined || !a) return [];
  const touch = (topic: unknown) => ({ currency, account: topicAddress(topic) });
  if (selector === TRANSFER && b) return [touch(a), touch(b)];
  if (selector === APPROVAL && b && topicAddress(b) === d.marketplace.toLowerCase()) return [touch(a)];
  if (selector === DEPOSIT || selector === WITHDRAWAL) return [touch(a)];
  return [];
}
