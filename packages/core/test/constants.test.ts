import { describe, expect, it } from 'vitest';
import {
  AUCTION,
  CHAIN_ID,
  CHAIN_ID_HEX,
  DECIMAL_FACTOR,
  IMAGE_MAX_BYTES,
  ITEM_FILE_MAX_BYTES,
  MIN_PRICE,
  PAGE_SIZE,
  parseUnits,
  TIMING_MS,
  TOAST,
} from '../src';
import * as constants from '../src/constants';

describe('constants of both §9s', () => {
  it('hold the chain, units and limits', () => {
    expect(Number.parseInt(CHAIN_ID_HEX, 16)).toBe(CHAIN_ID);
    expect(DECIMAL_FACTOR).toBe(parseUnits('1'));
    expect(IMAGE_MAX_BYTES).toBe(5_000_000);
    expect(ITEM_FILE_MAX_BYTES).toBe(30_000_000);
    expect(MIN_PRICE).toBe('0.009');
  });
  it('hold page sizes and timings', () => {
    expect(PAGE_SIZE).toMatchObject({
      home: 10,
      liveAuctions: 6,
      myItems: 6,
      activity: 9,
      notifications: 12,
    });
    expect(TOAST.autoCloseMs).toBe(1200);
    expect(TIMING_MS).toMatchObject({ receiptPoll: 8000, dialogClose: 600, mintNavigate: 1200 });
    expect(AUCTION.acceptWindowMs).toBe(172_800_000);
  });
});

describe('chains', () => {
  it('names no chain but BNB Chain: the Trust Wallet entry adds the deployment’s network, not spec 1’s 43113', () => {
    const chainIds = Object.values(constants).flatMap((v) =>
      v && typeof v === 'object' && 'chainId' in v ? [(v as { chainId: number }).chainId] : [],
    );
    expect(chainIds.filter((id) => id !== constants.CHAIN_ID)).toEqual([]);
  });
});
