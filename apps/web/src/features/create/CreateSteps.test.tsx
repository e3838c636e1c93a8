import { CREATE_MSG, LIFECYCLE_MSG, MSG } from '@agora/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as contracts from '../../lib/chain/contracts';
import * as orders from '../../lib/chain/orders';
import * as vouchers from '../../lib/chain/vouchers';
import { testConfig } from '../../test/render';
import { refused, renderTrade, seller, stepButton, tradeConfig, wei } from '../../test/trade';
import * as preflight from '../wallet/configuredChain';
import { CreateSteps } from './CreateSteps';
import * as createChain from './createChain';
import {
  type CreateFormAction,
  type CreateFormState,
  createFormReducer,
  initialCreateForm,
} from './createForm';

vi.mock('../../lib/chain/contracts');
vi.mock('../../lib/chain/orders');
vi.mock('../../lib/chain/vouchers');
vi.mock('./createChain');
vi.mock('../wallet/configuredChain');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A single item named Art with a 10 % royalty, put on sale, then `sale`'s steps. */
const singleOnSale = (sale: readonly CreateFormAction[]): CreateFormState => {
  const basics: CreateFormAction[] = [
    { type: 'file', file: new File(['x'], 'art.png', { type: 'image/png' }) },
    { type: 'text', field: 'name', value: 'Art' },
    { type: 'text', field: 'category', value: 'Art' },
    { type: 'text', field: 'royalties', value: '10' },
    { type: 'putOnSale', on: true },
  ];
  return [...basics, ...sale].reduce(createFormReducer, initialCreateForm(721, 'BNB'));
};

/** A single item on timed auction in VSW, starting at a picked date two hours from the browser's now. */
function timedAuctionForm(startsAt = Date.now() + 2 * HOUR): CreateFormState {
  return singleOnSale([
    { type: 'saleType', saleType: 'TimedAuction', tokenCurrency: 'VSW' },
    { type: 'text', field: 'minimumBid', value: '1' },
    { type: 'start', choice: { kind: 'date', at: startsAt } },
  ]);
}

const api = {
  'POST /api/v1/items/validation': { ok: true },
  'POST /api/v1/media/metadata': { metadataCid: 'bafy-meta', metadataDigest: `0x${'ab'.repeat(32)}` },
  'POST /api/v1/items/drafts': { id: '1' },
};

/** The chain as the checks read it: its clock `ahead` of the browser's, the wallet's network and funds. */
function chain({ ahead = 0, network = true, balance = '10' } = {}) {
  vi.mocked(createChain.chainNow).mockImplementation(async () => Date.now() + ahead);
  vi.mocked(preflight.ensureConfiguredChain).mockResolvedValue(network);
  vi.mocked(createChain.mintCost).mockResolvedValue({
    fee: wei('0.01'),
    gas: wei('0.002'),
    balance: wei(balance),
  });
}

function open(form: CreateFormState) {
  const onRefused = vi.fn();
  const view = renderTrade(
    (deps, close) => <CreateSteps form={form} deps={deps} onClose={close} onRefused={onRefused} />,
    {
      account: seller,
      api,
    },
  );
  return { ...view, onRefused };
}

const uploads = (calls: string[]) =>
  calls.filter((c) => c.includes('/media/metadata') || c.includes('/items/drafts'));
const uploadButton = () => stepButton(CREATE_MSG.steps.upload.hint);
const mintButton = () => stepButton(CREATE_MSG.steps.mint.hint);
const listButton = () => stepButton(MSG.sale.steps.approveHint);

describe('Create Follow Steps: no paid step before a check that can fail (issue 12)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(contracts.mint).mockResolvedValue({ contract: testConfig.addresses.erc721, tokenId: '9' });
    vi.mocked(contracts.ensureCollectionApproval).mockResolvedValue();
  });

  it('refuses a start that the chain, a day ahead of the browser, has passed: nothing uploaded or minted', async () => {
    chain({ ahead: DAY });
    const { calls, onRefused } = open(timedAuctionForm());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onRefused.mock.calls[0]?.[0]).toMatchObject({
      ok: false,
      message: MSG.formErrorAll,
      errors: { startsAt: MSG.create.errors.startInPast },
    });
    expect(uploads(calls)).toEqual([]);
    expect(contracts.mint).not.toHaveBeenCalled();
  });

  it('accepts the same form when the chain keeps the browser’s time, and uploads it', async () => {
    chain();
    const { calls, onRefused } = open(timedAuctionForm());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(uploadButton().textContent).toBe(MSG.sale.stepLabels.done));
    expect(onRefused).not.toHaveBeenCalled();
    expect(uploads(calls)).toHaveLength(2);
  });

  it('refuses a wallet that cannot pay the mint fee and gas before the upload', async () => {
    chain({ balance: '0.011' });
    const { calls, onRefused } = open(timedAuctionForm());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onRefused.mock.calls[0]?.[0]).toMatchObject({
      message: CREATE_MSG.mintFundsShort('0.012', '0.011', 'BNB'),
      errors: {},
    });
    expect(createChain.mintCost).toHaveBeenCalledWith(expect.anything(), 721, true);
    expect(uploads(calls)).toEqual([]);
    expect(contracts.mint).not.toHaveBeenCalled();
  });

  it('refuses a wallet on another network before the upload', async () => {
    chain({ network: false });
    const { calls, onRefused } = open(timedAuctionForm());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onRefused.mock.calls[0]?.[0].message).toBe(MSG.preflight.wrongNetwork(tradeConfig.chainName));
    expect(uploads(calls)).toEqual([]);
  });

  it('refuses when the chain cannot be read, rather than uploading unchecked', async () => {
    chain();
    vi.mocked(createChain.chainNow).mockRejectedValue(new Error('fetch failed'));
    const { calls, onRefused } = open(timedAuctionForm());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onRefused.mock.calls[0]?.[0].message).toBe(LIFECYCLE_MSG.chainUnavailable);
    expect(uploads(calls)).toEqual([]);
  });

  it('checks again before the mint: a chain clock that moved past the start while uploading stops the mint', async () => {
    chain();
    const { onRefused } = open(timedAuctionForm());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(uploadButton().textContent).toBe(MSG.sale.stepLabels.done));
    chain({ ahead: DAY });
    fireEvent.click(mintButton());
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onRefused.mock.calls[0]?.[0].errors).toEqual({ startsAt: MSG.create.errors.startInPast });
    expect(contracts.mint).not.toHaveBeenCalled();
  });

  it('a refused listing after the mint says so, and Try Again resumes at the listing without minting again', async () => {
    chain();
    vi.mocked(orders.openAuction).mockRejectedValueOnce(refused()).mockResolvedValueOnce({ id: 'a1' });
    open(timedAuctionForm());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(mintButton().disabled).toBe(false));
    fireEvent.click(mintButton());
    await waitFor(() => expect(listButton().disabled).toBe(false));
    fireEvent.click(listButton());
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain(CREATE_MSG.mintedNotListed(CREATE_MSG.walletRefused));
    const itemLink = screen.getByRole('link', { name: CREATE_MSG.openItem });
    expect(itemLink.getAttribute('href')).toBe(`/info/${seller}/${testConfig.addresses.erc721}/9`);
    expect(listButton().textContent).toBe(MSG.sale.stepLabels.tryagain);

    fireEvent.click(listButton());
    await waitFor(() => expect(listButton().textContent).toBe(MSG.sale.stepLabels.done));
    expect(contracts.mint).toHaveBeenCalledTimes(1);
    expect(orders.openAuction).toHaveBeenCalledTimes(2);
    // The auction is signed with the picked start, an end a day after it, on the minted token.
    expect(vi.mocked(orders.openAuction).mock.calls[1]?.[1]).toMatchObject({
      saleType: 'TimedAuction',
      collection: testConfig.addresses.erc721,
      tokenId: '9',
      minimumBid: wei('1'),
    });
    expect(screen.queryByText(CREATE_MSG.walletRefused, { exact: false })).toBeNull();
  });
});

/** A single item listed without minting at 0.5 BNB, its sale ending in `days` ('' for none). */
function lazyForm(days = ''): CreateFormState {
  return singleOnSale([
    { type: 'text', field: 'currency', value: 'VSW' },
    { type: 'lazy', on: true, nativeCurrency: 'BNB' },
    { type: 'text', field: 'price', value: '0.5' },
    { type: 'text', field: 'saleDays', value: days },
  ]);
}

const signButton = () => stepButton(CREATE_MSG.steps.sign.hint);

describe('Create Follow Steps: List without minting (issue 30)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(vouchers.listWithoutMinting).mockResolvedValue({
      contract: testConfig.addresses.erc721,
      tokenId: '77',
    });
  });

  it('uploads, then signs one voucher: no mint, no listing, no mint-cost check', async () => {
    chain();
    const now = Date.now();
    vi.mocked(createChain.chainNow).mockResolvedValue(now);
    const { calls } = open(lazyForm('3'));
    expect(screen.queryByText(CREATE_MSG.steps.mint.hint)).toBeNull();
    expect(screen.queryByText(MSG.sale.steps.approveHint)).toBeNull();
    fireEvent.click(uploadButton());
    await waitFor(() => expect(signButton().disabled).toBe(false));
    fireEvent.click(signButton());
    await waitFor(() => expect(signButton().textContent).toBe(MSG.sale.stepLabels.done));
    expect(uploads(calls)).toHaveLength(2);
    expect(vouchers.listWithoutMinting).toHaveBeenCalledTimes(1);
    expect(vi.mocked(vouchers.listWithoutMinting).mock.calls[0]?.[1]).toEqual({
      type: 721,
      digest: `0x${'ab'.repeat(32)}`,
      royaltyBps: 1000,
      supply: 1,
      unitPrice: wei('0.5'),
      endsAt: now + 3 * DAY,
    });
    expect(contracts.mint).not.toHaveBeenCalled();
    expect(orders.listForSale).not.toHaveBeenCalled();
    expect(createChain.mintCost).not.toHaveBeenCalled();
  });

  it('refuses a sale window that is not whole days before anything is uploaded', async () => {
    chain();
    const { calls, onRefused } = open(lazyForm('400'));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onRefused.mock.calls[0]?.[0].errors).toEqual({ saleDays: CREATE_MSG.mintChoice.saleDaysInvalid });
    expect(uploads(calls)).toEqual([]);
  });

  it('a refused signature can be tried again without uploading again', async () => {
    chain();
    vi.mocked(vouchers.listWithoutMinting).mockRejectedValueOnce(refused());
    const { calls } = open(lazyForm());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(signButton().disabled).toBe(false));
    fireEvent.click(signButton());
    await waitFor(() => expect(signButton().textContent).toBe(MSG.sale.stepLabels.tryagain));
    fireEvent.click(signButton());
    await waitFor(() => expect(signButton().textContent).toBe(MSG.sale.stepLabels.done));
    expect(vouchers.listWithoutMinting).toHaveBeenCalledTimes(2);
    expect(vi.mocked(vouchers.listWithoutMinting).mock.calls[1]?.[1]).toMatchObject({ endsAt: null });
    expect(uploads(calls)).toHaveLength(2);
  });
});
