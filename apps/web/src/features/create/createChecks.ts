import {
  CREATE_MSG,
  type FieldErrors,
  formatWei,
  hasErrors,
  LIFECYCLE_MSG,
  MSG,
  validateCreateItem,
} from '@agora/core';
import { ApiError } from '../../api/client';
import { lifecycleApi } from '../../api/lifecycle';
import type { TradeDeps } from '../../lib/chain/tx';
import { ensureConfiguredChain } from '../wallet/configuredChain';
import { chainNow, mintCost } from './createChain';
import { type CreateFormState, createItemInput } from './createForm';

/**
 * Every check of the create flow that can fail, run before anything is uploaded or minted (issue 12): a form
 * that cannot complete must not leave a paid, minted item behind. `now` is the chain's clock at the check, so
 * the sale times the flow records are the ones that were checked.
 */
export type CreateCheck =
  | { ok: true; now: number }
  | {
      ok: false;
      /** What to show in words (toast, Follow Steps). */
      message: string;
      /** Field errors for the form; empty when the problem is not a field's. */
      errors: FieldErrors;
    };

const refuse = (message: string, errors: FieldErrors = {}): CreateCheck => ({ ok: false, message, errors });

/** The server's own validation of the form fields (the category list, the name rules). */
async function serverCheck(form: CreateFormState): Promise<CreateCheck | null> {
  try {
    await lifecycleApi.validate({
      type: form.type,
      name: form.name,
      royalties: form.royalties,
      category: form.category,
      saleType: form.saleType,
      price: form.saleType === 'FixedPrice' ? form.price : null,
    });
    return null;
  } catch (err) {
    if (err instanceof ApiError && Object.keys(err.fields).length)
      return refuse(MSG.formErrorAll, err.fields);
    // A server without the validation route leaves it to the draft (which validates again).
    if (err instanceof ApiError && err.status === 404) return null;
    return refuse(err instanceof ApiError ? err.message : MSG.formErrorAll);
  }
}

/** A voucher's sale window: none (''), or whole days from 1 to 365. */
export const saleDaysValid = (days: string) =>
  days === '' || (/^\d+$/.test(days) && +days >= 1 && +days <= 365);

/**
 * In order: the wallet's network, the form rules with the sale times against the chain's clock, the native
 * balance against the mint fee plus the gas of the mint (and of the listing when on sale; List without minting:
 * its sale window instead, it pays nothing), then the server.
 */
export async function checkCreate(form: CreateFormState, deps: TradeDeps): Promise<CreateCheck> {
  try {
    if (!(await ensureConfiguredChain(deps)))
      return refuse(MSG.preflight.wrongNetwork(deps.appCfg.chainName));
    const now = await chainNow(deps);
    const errors = validateCreateItem(createItemInput(form, now));
    if (hasErrors(errors)) return refuse(MSG.formErrorAll, errors);
    // List without minting sends no transaction: its first buyer pays the mint (out of the price).
    if (form.lazy && !saleDaysValid(form.saleDays))
      return refuse(MSG.formErrorAll, { saleDays: CREATE_MSG.mintChoice.saleDaysInvalid });
    const cost = form.lazy ? null : await mintCost(deps, form.type, form.putOnSale);
    const need = cost ? cost.fee + cost.gas : 0n;
    if (cost && cost.balance < need) {
      const symbol = deps.appCfg.nativeSymbol;
      return refuse(
        CREATE_MSG.mintFundsShort(formatWei(need, symbol), formatWei(cost.balance, symbol), symbol),
      );
    }
    return (await serverCheck(form)) ?? { ok: true, now };
  } catch {
    // A node that does not answer: nothing can be checked, so nothing is started.
    return refuse(LIFECYCLE_MSG.chainUnavailable);
  }
}
