import { describe, expect, it } from 'vitest';
import { CONNECT_MSG, CREATE_MSG, MSG, PICKER_MSG } from '../src';
import { API_MSG } from '../src/messages/api';
import { ITEM_MSG } from '../src/messages/item';
import { PROFILE_MSG } from '../src/messages/profile';
import { SHELL_MSG } from '../src/messages/shell';
import { TRADE_MSG } from '../src/messages/trade';

/** Every string leaf of the catalogue (functions called with sample arguments). */
function leaves(node: unknown, path = 'MSG'): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    const call = node as (...args: unknown[]) => string;
    return [[path, path.endsWith('fileTypes') ? call(['png']) : call(1, 2)]];
  }
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [];
}

/** MSG and the catalogues kept apart for the lazily loaded pages. */
const catalogue = () => [
  ...leaves(MSG),
  ...leaves(CONNECT_MSG, 'CONNECT_MSG'),
  ...leaves(CREATE_MSG, 'CREATE_MSG'),
  ...leaves(PICKER_MSG, 'PICKER_MSG'),
];

describe('MSG catalogue', () => {
  it('merges the domain catalogues without one hiding another', () => {
    const keys = [SHELL_MSG, PROFILE_MSG, ITEM_MSG, TRADE_MSG].flatMap((m) => Object.keys(m));
    expect(new Set(keys).size).toBe(keys.length);
    expect(MSG.api).toBe(API_MSG);
  });

  it('has no empty strings', () => {
    for (const [path, text] of catalogue()) expect(text.trim(), path).not.toBe('');
  });

  it('carries none of the spec typos', () => {
    const typos = /succesfully|Convertion|Networ |Transfred|vaid|Pleae|refresh you data| {2}/;
    for (const [path, text] of catalogue()) expect(text, path).not.toMatch(typos);
  });

  it('states the real 0.009 minimum wherever a message names a minimum price', () => {
    const minimums = catalogue().filter(([, t]) => /below 0\.\d/.test(t));
    expect(minimums.length).toBeGreaterThanOrEqual(5);
    for (const [path, text] of minimums) expect(text, path).toMatch(/below 0\.009$/);
  });

  it('keeps the spec wording of messages it did not have to fix', () => {
    expect(MSG.walletConnected).toBe('Wallet connected');
    expect(MSG.networkSwitched('BNB Testnet')).toBe('Network Switched to BNB Testnet');
    expect(MSG.loggedOut).toBe('Logged out successfully');
    expect(MSG.priceConversionFailed).toBe('Price Conversion Value Failed');
    expect(MSG.create.errors.nameRequired).toBe('"Name" is not allowed to be empty');
    expect(MSG.checkout.errors.quantityAbove(3)).toBe('"Quantity" must be below on 3');
    expect(MSG.sale.errors.priceNotLower('1.5')).toBe('"Token Price" must be less than 1.5');
    expect(MSG.toast.transferred).toBe('Transferred successfully');
    expect(MSG.checkout.button.error).toBe('Check VSW Balance');
    expect(MSG.create.errors.fileTypes(['png', 'gif'])).toBe('Only these file types are accepted : png, gif');
  });

  it('labels every state of the button state machines', () => {
    expect(Object.keys(MSG.sale.button).sort()).toEqual([
      'done',
      'error',
      'init',
      'processing',
      'start',
      'try',
    ]);
    expect(Object.keys(MSG.burn.button).sort()).toEqual(
      ['done', 'empty', 'errors', 'init', 'processing', 'try', 'zero'].sort(),
    );
    expect(Object.keys(MSG.acceptBid.button).sort()).toEqual(
      ['done', 'error', 'error1', 'process', 'start', 'try'].sort(),
    );
    expect(Object.keys(MSG.checkout.button).sort()).toEqual(
      ['error', 'errors', 'errors1', 'processing', 'start'].sort(),
    );
    expect(MSG.sale.stepLabels).toEqual({
      init: 'Approve',
      processing: 'In-progress...',
      done: 'Done',
      tryagain: 'Try Again',
    });
    expect([MSG.editProfile.update, MSG.editProfile.formError, MSG.editProfile.tryAgain]).toEqual([
      'Update Profile',
      'Form Error',
      'Try Again',
    ]);
  });
});
