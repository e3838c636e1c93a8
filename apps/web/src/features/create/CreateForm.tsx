import {
  acceptsPriceInput,
  CREATE_MSG,
  type FieldErrors,
  MSG,
  ROYALTY_SUGGESTIONS,
  TEXT_MAX,
} from '@agora/core';
import { useReducer, useState } from 'react';
import { useAppConfig } from '../../app/appConfig';
import { AuctionTimes } from '../../components/AuctionTimes';
import { CurrencySelect } from '../../components/CurrencySelect';
import { Field, SelectField } from '../../components/Field';
import { tokenCurrencies } from '../../lib/chain/tx';
import { useVisibleCategories } from '../content/useCategories';
import { toast } from '../toast/toastStore';
import { useTradeDeps } from '../trade/useTradeDeps';
import { connectModal } from '../wallet/connectModalStore';
import { CollectionPicker } from './CollectionPicker';
import { CreateSteps } from './CreateSteps';
import { useChainOffset } from './createChain';
import { type CreateCheck, checkCreate } from './createChecks';
import { createFormReducer, initialCreateForm } from './createForm';
import { CreatePreview, MediaFields } from './MediaFields';
import { CountField, MintChoice } from './MintChoice';
import { PropertiesInput } from './PropertiesInput';

/** /create-single and /create-multiple: the form with its live preview; Create item opens Follow Steps. */
export function CreateForm({ type }: { type: 721 | 1155 }) {
  const cfg = useAppConfig();
  const deps = useTradeDeps();
  const categories = useVisibleCategories();
  const [form, dispatch] = useReducer(createFormReducer, initialCreateForm(type, cfg.nativeSymbol));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stepsOpen, setStepsOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const chainOffset = useChainOffset(deps, form.saleType === 'TimedAuction');
  const tokenCurrency = tokenCurrencies(cfg)[0]?.symbol ?? '';
  const text = (field: Parameters<typeof createFormReducer>[1] & { type: 'text' }) => dispatch(field);

  const refuse = (check: CreateCheck & { ok: false }) => {
    setStepsOpen(false);
    setErrors(check.errors);
    toast.error(check.message);
  };

  // Every check that can fail runs before Follow Steps opens, so nothing is uploaded or minted for a form
  // that cannot complete (issue 12); the steps run them again before the upload and the mint.
  const submit = async () => {
    if (!deps) return connectModal.ask();
    if (checking) return;
    setChecking(true);
    const check = await checkCreate(form, deps);
    setChecking(false);
    if (!check.ok) return refuse(check);
    setErrors({});
    setStepsOpen(true);
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:grid-cols-[1fr_280px]">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1 className="text-3xl font-bold">{type === 721 ? CREATE_MSG.single : CREATE_MSG.multiple}</h1>
        <MediaFields form={form} errors={errors} dispatch={dispatch} />
        <label className="flex items-center justify-between gap-3">
          <span>
            <b>{CREATE_MSG.putOnSale}</b>
            <span className="block text-xs text-slate-500">{CREATE_MSG.putOnSaleHint}</span>
          </span>
          <input
            type="checkbox"
            checked={form.putOnSale}
            onChange={(e) => dispatch({ type: 'putOnSale', on: e.target.checked })}
          />
        </label>
        {form.putOnSale && (
          <div className="flex flex-wrap gap-2">
            {(['FixedPrice', 'TimedAuction', 'UnLimitedAuction'] as const)
              .filter((t) => t !== 'TimedAuction' || type === 721)
              .map((t) => (
                <button
                  key={t}
                  type="button"
                  aria-pressed={form.saleType === t}
                  className={form.saleType === t ? 'btn-primary' : 'btn-ghost'}
                  onClick={() => dispatch({ type: 'saleType', saleType: t, tokenCurrency })}
                >
                  {CREATE_MSG.saleTypes[t]}
                </button>
              ))}
          </div>
        )}
        {form.saleType === 'FixedPrice' && (
          <MintChoice form={form} errors={errors} nativeCurrency={cfg.nativeSymbol} dispatch={dispatch} />
        )}
        {form.saleType === 'FixedPrice' && (
          <Field
            label={CREATE_MSG.price}
            inputMode="decimal"
            value={form.price}
            error={errors.price}
            onChange={(e) =>
              acceptsPriceInput(e.target.value) &&
              text({ type: 'text', field: 'price', value: e.target.value })
            }
          />
        )}
        {form.saleType === 'TimedAuction' && (
          <>
            <Field
              label={CREATE_MSG.minimumBid}
              hint={CREATE_MSG.minimumBidHint}
              inputMode="decimal"
              value={form.minimumBid}
              error={errors.minimumBid}
              onChange={(e) =>
                acceptsPriceInput(e.target.value) &&
                text({ type: 'text', field: 'minimumBid', value: e.target.value })
              }
            />
            <AuctionTimes
              start={form.start}
              end={form.end}
              onStart={(choice) => dispatch({ type: 'start', choice })}
              onEnd={(choice) => dispatch({ type: 'end', choice })}
              errors={errors}
              now={Date.now() + chainOffset}
            />
          </>
        )}
        {/* A voucher (List without minting) is priced in the native coin only. */}
        {((form.saleType === 'FixedPrice' && !form.lazy) || form.saleType === 'TimedAuction') && (
          <CurrencySelect
            value={form.currency}
            tokensOnly={form.saleType === 'TimedAuction'}
            onChange={(value) => text({ type: 'text', field: 'currency', value })}
          />
        )}
        <label className="flex items-center justify-between gap-3">
          <span>
            <b>{CREATE_MSG.unlock}</b>
            <span className="block text-xs text-slate-500">{CREATE_MSG.unlockHint}</span>
          </span>
          <input
            type="checkbox"
            checked={form.unlock}
            onChange={(e) => dispatch({ type: 'unlock', on: e.target.checked })}
          />
        </label>
        {form.unlock && (
          <Field
            label={MSG.detail.unlockable}
            value={form.lockedContent}
            maxLength={TEXT_MAX.lockedContent}
            error={errors.lockedContent}
            onChange={(e) => text({ type: 'text', field: 'lockedContent', value: e.target.value })}
          />
        )}
        <CollectionPicker
          type={type}
          value={form.collectionId}
          onChange={(id) => dispatch({ type: 'collection', id })}
        />
        <Field
          label={CREATE_MSG.name}
          value={form.name}
          maxLength={TEXT_MAX.itemName}
          error={errors.name}
          onChange={(e) => text({ type: 'text', field: 'name', value: e.target.value })}
        />
        <Field
          label={CREATE_MSG.description}
          value={form.description}
          maxLength={TEXT_MAX.description}
          onChange={(e) => text({ type: 'text', field: 'description', value: e.target.value })}
        />
        <SelectField
          label={CREATE_MSG.category}
          value={form.category}
          error={errors.category}
          onChange={(e) => text({ type: 'text', field: 'category', value: e.target.value })}
        >
          <option value="" />
          {categories.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field
          label={CREATE_MSG.royalties}
          hint={CREATE_MSG.royaltiesHint}
          list="royalty-suggestions"
          inputMode="decimal"
          value={form.royalties}
          error={errors.royalties}
          onChange={(e) => text({ type: 'text', field: 'royalties', value: e.target.value })}
        />
        <datalist id="royalty-suggestions">
          {ROYALTY_SUGGESTIONS.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <PropertiesInput
          value={form.properties}
          onChange={(properties) => dispatch({ type: 'properties', properties })}
        />
        {type === 1155 && (
          <CountField
            field="copies"
            label={CREATE_MSG.copies}
            form={form}
            errors={errors}
            dispatch={dispatch}
          />
        )}
        <button type="submit" className="btn-primary w-full" disabled={checking}>
          {CREATE_MSG.submit}
        </button>
      </form>
      <CreatePreview form={form} />
      {stepsOpen && deps && (
        <CreateSteps form={form} deps={deps} onClose={() => setStepsOpen(false)} onRefused={refuse} />
      )}
    </div>
  );
}
