import type { Address, AppConfig } from '@agora/core';
import {
  formatMoney,
  formatUnits,
  formatWeiMoney,
  MSG,
  parseUnits,
  type TokenBid,
  type TokenDetail,
  usdValue,
} from '@agora/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { expect, vi } from 'vitest';
import { Toaster } from '../features/toast/Toaster';

import * as contracts from '../lib/chain/contracts';
import { RejectedError, type TradeDeps } from '../lib/chain/tx';
import { mockApi, renderWithApp, testConfig, testQueryClient } from './render';
import { detail } from './tokenDetail';

/**
 * Rendering a trade modal for its tests: the chain boundary is `features/trade/contracts.ts`, which each test
 * file replaces with `vi.mock('./contracts')`; everything above it (steps, validation, toasts, navigation)
 * is real.
 */

export const VSW = testConfig.addresses.vsw;
/** The test configuration with the platform token as a second, ERC-20 currency. */
export const tradeConfig: AppConfig = {
  ...testConfig,
  currencies: [
    ...testConfig.currencies,
    { symbol: 'VSW', name: 'VSW', address: VSW, decimals: 18, usdPrice: 2 },
  ],
  // Share texts take the first three, '#' added where missing.
  shareTags: ['agora', '#nft', 'art', 'extra'],
};

export const seller = '0x00000000000000000000000000000000000000aa' as Address;
export const buyer = '0x00000000000000000000000000000000000000b1' as Address;

export const wei = (text: string) => parseUnits(text);

/** Balances per currency symbol (decimal text) and the holder's editions on chain (the pre-action re-check). */
export function chainState({
  balances = { BNB: '10', VSW: '10' },
  held = 1,
}: {
  balances?: Record<string, string>;
  held?: number;
} = {}) {
  vi.mocked(contracts.currencyBalance).mockImplementation(async (_d, symbol) => wei(balances[symbol] ?? '0'));
  vi.mocked(contracts.chainBalance).mockResolvedValue(held);
  return vi.mocked(contracts);
}

/**
 * Shows the modal until it closes itself, as the token page does. A modal closes itself a moment after its
 * success (TIMING_MS.dialogClose), which may come after the test has ended and unmounted it: that late close
 * changes no state (after the last test of a file, React would find no window left).
 */
function Closable({ render, onClose }: { render: (close: () => void) => ReactElement; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const close = () => {
    onClose();
    if (mounted.current) setOpen(false);
  };
  return open ? render(close) : null;
}

/** The pre-action re-check of test/tokenDetail's item (POST …/recheck). */
export const RECHECK = `POST /api/v1/items/${detail.token.contract}/${detail.token.tokenId}/recheck`;

/**
 * Renders the modal `ui(deps, close)` for `account` at `path` with a toaster and the router's location (test
 * id "location"); `close` unmounts it as the token page does. `api` answers fetch (see mockApi).
 */
export function renderTrade(
  ui: (deps: TradeDeps, close: () => void) => ReactElement,
  {
    account = buyer,
    path = '/info/item',
    api = {},
  }: { account?: Address; path?: string; api?: Record<string, unknown> } = {},
) {
  // The server's answer to the fixture item's pre-action re-check (useRecheck): its record stands.
  const { calls } = mockApi({ [RECHECK]: { owner: account, balance: 1, corrected: false }, ...api });
  const client = testQueryClient();
  const deps: TradeDeps = {
    config: {} as TradeDeps['config'],
    appCfg: tradeConfig,
    queryClient: client,
    account,
  };
  const onClose = vi.fn();
  const result = renderWithApp(
    <>
      <Closable render={(close) => ui(deps, close)} onClose={onClose} />
      <Toaster />
    </>,
    { client, config: tradeConfig, path },
  );
  return { ...result, onClose, calls };
}

/** What a Row shows next to its label. */
export const rowValue = (label: string) =>
  screen.getByText(label, { selector: 'span' }).nextElementSibling?.textContent ?? '';

/** The button of the Follow Steps row titled `title`. */
export const stepButton = (title: string) => {
  const row = screen.getByText(title, { selector: 'p' }).parentElement?.parentElement;
  const button = row && within(row).getByRole('button');
  if (!button) throw new Error(`no step ${title}`);
  return button as HTMLButtonElement;
};

/** An amount as the modals show it: "1.025 BNB" and its dollar value. */
export function shownAmount(amount: bigint, symbol: string) {
  const usd = usdValue(formatUnits(amount), symbol, tradeConfig.currencies);
  return `${formatWeiMoney(amount, symbol)} ${symbol}${usd === null ? '' : `$${formatMoney(usd, 2)}`}`;
}

/** The test item owned by `owner` with `balance` editions and the given sale (null: not on sale). */
export function itemWith(
  base: TokenDetail,
  {
    owner = seller,
    balance = 1,
    sale,
  }: {
    owner?: Address;
    balance?: number;
    sale: Partial<NonNullable<TokenDetail['owners'][0]['sale']>> | null;
  },
): TokenDetail {
  const row = base.owners[0];
  if (!row) throw new Error('the test item has an owner');
  return {
    ...base,
    owners: [
      {
        user: { ...row.user, address: owner },
        balance,
        sale: sale && row.sale ? { ...row.sale, ...sale } : null,
      },
    ],
  };
}

/** `item` as a multiple edition (ERC-1155) of 5. */
export const asMultiple = (item: TokenDetail): TokenDetail => ({
  ...item,
  token: { ...item.token, type: 1155, supply: 5, quantity: 5 },
});

/** A timed auction in VSW with a 1 VSW minimum bid from `startsAt` to `endsAt` (ms), for itemWith. */
export const timedSale = (startsAt: number, endsAt: number) => ({
  saleType: 'TimedAuction' as const,
  orderHash: `0x${'cd'.repeat(32)}`,
  order: null,
  signature: null,
  price: null,
  currency: 'VSW',
  currencyAddress: VSW,
  minimumBid: wei('1').toString(),
  startsAt: new Date(startsAt).toISOString(),
  endsAt: new Date(endsAt).toISOString(),
});

/** What the wallet answers when the user refuses to sign or send. */
export const refused = () => new RejectedError('User rejected the request.');

/** Clicks a button once it is enabled (balances and re-checks are read first). */
export async function pressWhenReady(button: () => HTMLElement) {
  await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button());
}

/** Types each value into the field labelled `label` and expects its message under it. */
export function expectFieldErrors(
  label: string,
  cases: readonly (readonly [value: string, message: string])[],
) {
  const input = screen.getByLabelText(label);
  for (const [value, message] of cases) {
    fireEvent.input(input, { target: { value } });
    expect(input.getAttribute('aria-invalid'), value).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  }
}

/** An open bid of `buyer` for `quantity` editions at `amount` VSW each, acceptable now. */
export function bidOf({ amount = '1', quantity = 1 } = {}): TokenBid {
  return {
    id: 'bid-1',
    bidder: { address: buyer, name: null, customUrl: null, image: null },
    amount: wei(amount).toString(),
    currency: 'VSW',
    quantity,
    pending: quantity,
    status: 'pending',
    createdAt: '2026-01-10T11:00:00.000Z',
    order: {
      bidder: buyer,
      collection: testConfig.addresses.erc721,
      tokenId: '1',
      anyToken: false,
      tokenRoot: `0x${'0'.repeat(64)}`,
      // A bid in the owner's auction (timedSale's order hash): the app's bids on one token are auction bids.
      auction: `0x${'cd'.repeat(32)}`,
      quantity: String(quantity),
      currency: VSW,
      unitPrice: wei(amount).toString(),
      maxFeeBps: '250',
      expiry: '1900000000',
      counter: '0',
      salt: '1',
    },
    acceptBlock: null,
    signature: '0x1234',
  };
}

/**
 * The stale-data stop of a flow (spec 2 §4): the warning shows before anything is sent (`unsent`, the chain
 * call that would have gone), the dialog closes, the page stays, and the app goes home after 1 s.
 */
export async function expectStaleDataStop(unsent: (...args: never[]) => unknown) {
  await screen.findByText(MSG.preflight.staleData);
  expect(unsent).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByTestId('location').textContent).toBe('/info/item');
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 2000 });
}

/**
 * Presses with fake timers, waits for the toast, then hands `check` a clock to move (the redirects after a
 * finished flow). The wait polls every 1 ms of fake time, so the redirect timers have barely moved.
 */
export async function afterToast(
  press: () => void,
  toast: string,
  check: (advance: (ms: number) => void) => void,
) {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    press();
    await vi.waitFor(() => expect(screen.getByText(toast)).toBeTruthy(), { interval: 1 });
    check((ms) => act(() => vi.advanceTimersByTime(ms)));
  } finally {
    vi.useRealTimers();
  }
}

/**
 * The try-again path every transaction modal shares: the first press is refused by the wallet (set up by
 * the caller), the failure toast shows and the button offers `tryLabel`; the second press succeeds.
 */
export async function refusedThenDone(
  button: () => HTMLElement,
  labels: { failed: string; tryLabel: string; success: string },
  check: (advance: (ms: number) => void) => void,
) {
  fireEvent.click(button());
  await screen.findByText(labels.failed);
  expect(button().textContent).toBe(labels.tryLabel);
  await afterToast(() => fireEvent.click(button()), labels.success, check);
}
