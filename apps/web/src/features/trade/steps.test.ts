import { describe, expect, it } from 'vitest';
import {
  allDone,
  canBegin,
  initSteps,
  stepsReducer,
  txButtonEnabled,
  txButtonState,
} from '../../lib/chain/steps';
import { acceptButtonState, burnButtonState, checkoutButton } from './buttons';

describe('Follow Steps machine', () => {
  const start = initSteps(['approve', 'list'] as const);

  it('starts every step at init and lets only the first begin', () => {
    expect(start.status).toEqual({ approve: 'init', list: 'init' });
    expect(canBegin(start, 'approve')).toBe(true);
    expect(canBegin(start, 'list')).toBe(false);
    expect(stepsReducer(start, { type: 'begin', step: 'list' })).toBe(start);
  });

  it('walks init → processing → done, then enables the next step', () => {
    let s = stepsReducer(start, { type: 'begin', step: 'approve' });
    expect(s.status.approve).toBe('processing');
    expect(canBegin(s, 'approve')).toBe(false);
    s = stepsReducer(s, { type: 'succeed', step: 'approve' });
    expect(s.status.approve).toBe('done');
    expect(canBegin(s, 'list')).toBe(true);
    s = stepsReducer(stepsReducer(s, { type: 'begin', step: 'list' }), { type: 'succeed', step: 'list' });
    expect(allDone(s)).toBe(true);
  });

  it('a failure (rejected signature, reverted tx) puts only that step into tryagain, which can begin again', () => {
    let s = stepsReducer(start, { type: 'begin', step: 'approve' });
    s = stepsReducer(s, { type: 'fail', step: 'approve' });
    expect(s.status).toEqual({ approve: 'tryagain', list: 'init' });
    expect(canBegin(s, 'approve')).toBe(true);
    expect(stepsReducer(s, { type: 'begin', step: 'approve' }).status.approve).toBe('processing');
  });

  it('ignores finishing a step that is not running and resetting while busy', () => {
    expect(stepsReducer(start, { type: 'succeed', step: 'approve' })).toBe(start);
    expect(stepsReducer(start, { type: 'fail', step: 'list' })).toBe(start);
    const busy = stepsReducer(start, { type: 'begin', step: 'approve' });
    expect(stepsReducer(busy, { type: 'reset' })).toBe(busy);
    const failed = stepsReducer(busy, { type: 'fail', step: 'approve' });
    expect(stepsReducer(failed, { type: 'reset' }).status.approve).toBe('init');
  });
});

describe('one-button transaction modals (sale, transfer, cancel order)', () => {
  it('init (disabled) until touched, error while invalid, then the transaction states', () => {
    expect(txButtonState({ status: 'init', touched: false, hasErrors: true })).toBe('init');
    expect(txButtonEnabled('init')).toBe(false);
    expect(txButtonState({ status: 'init', touched: true, hasErrors: true })).toBe('error');
    expect(txButtonEnabled('error')).toBe(false);
    expect(txButtonState({ status: 'init', touched: true, hasErrors: false })).toBe('start');
    expect(txButtonState({ status: 'processing', touched: true, hasErrors: false })).toBe('processing');
    expect(txButtonState({ status: 'done', touched: true, hasErrors: false })).toBe('done');
    expect(txButtonState({ status: 'tryagain', touched: true, hasErrors: false })).toBe('try');
    expect(txButtonEnabled('try')).toBe(true);
    expect(txButtonEnabled('processing')).toBe(false);
  });
});

describe('burn button', () => {
  it('shows the quantity check until the transaction runs', () => {
    expect(burnButtonState('empty', 'init')).toBe('empty');
    expect(burnButtonState('zero', 'init')).toBe('zero');
    expect(burnButtonState('errors', 'tryagain')).toBe('errors');
    expect(burnButtonState('init', 'init')).toBe('init');
    expect(burnButtonState('init', 'processing')).toBe('processing');
    expect(burnButtonState('init', 'tryagain')).toBe('try');
    expect(burnButtonState('init', 'done')).toBe('done');
  });
});

describe('checkout and accept-bid buttons', () => {
  it('checkout: processing while a step runs, otherwise the form check', () => {
    expect(checkoutButton('errors1', false)).toBe('errors1');
    expect(checkoutButton('start', true)).toBe('processing');
  });

  it('accept: the bidder balance and allowance errors come before start', () => {
    const ok = { bidderBalanceOk: true, bidderAllowanceOk: true };
    expect(acceptButtonState({ status: 'init', ...ok })).toBe('start');
    expect(acceptButtonState({ status: 'init', ...ok, bidderBalanceOk: false })).toBe('error');
    expect(acceptButtonState({ status: 'init', ...ok, bidderAllowanceOk: false })).toBe('error1');
    expect(acceptButtonState({ status: 'processing', ...ok })).toBe('process');
    expect(acceptButtonState({ status: 'tryagain', ...ok })).toBe('try');
    expect(acceptButtonState({ status: 'done', ...ok })).toBe('done');
  });
});
