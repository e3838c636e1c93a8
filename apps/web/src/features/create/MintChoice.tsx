import { acceptsCountInput, CREATE_MSG, type FieldErrors } from '@agora/core';
import type { Dispatch } from 'react';
import { Field } from '../../components/Field';
import type { CreateFormAction, CreateFormState } from './createForm';

const M = CREATE_MSG.mintChoice;

/**
 * A fixed-price item's way to the chain (issue 30): Mint now (today's flow: mint, then list) or List without
 * minting (one signed voucher, no transaction; the first buyer mints), with the voucher's optional sale window.
 */
export function MintChoice({
  form,
  errors,
  nativeCurrency,
  dispatch,
}: {
  form: CreateFormState;
  errors: FieldErrors;
  nativeCurrency: string;
  dispatch: Dispatch<CreateFormAction>;
}) {
  const options = [
    { lazy: false, label: M.now, hint: M.nowHint },
    { lazy: true, label: M.lazy, hint: M.lazyHint },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{M.legend}</legend>
      {options.map((o) => (
        <label key={o.label} className="flex items-start gap-2">
          <input
            type="radio"
            name="mint-choice"
            className="mt-1"
            checked={form.lazy === o.lazy}
            onChange={() => dispatch({ type: 'lazy', on: o.lazy, nativeCurrency })}
          />
          <span>
            <b>{o.label}</b>
            <span className="block text-xs text-slate-500">{o.hint}</span>
          </span>
        </label>
      ))}
      {form.lazy && (
        <CountField
          field="saleDays"
          label={M.saleDays}
          hint={M.saleDaysHint}
          form={form}
          errors={errors}
          dispatch={dispatch}
        />
      )}
    </fieldset>
  );
}

/** A whole-number field of the create form (the copies of a Multiple, a voucher's sale days): digits only. */
export function CountField({
  field,
  label,
  hint,
  form,
  errors,
  dispatch,
}: {
  field: 'copies' | 'saleDays';
  label: string;
  hint?: string;
  form: CreateFormState;
  errors: FieldErrors;
  dispatch: Dispatch<CreateFormAction>;
}) {
  return (
    <Field
      label={label}
      hint={hint}
      inputMode="numeric"
      value={form[field]}
      error={errors[field]}
      onChange={(e) =>
        acceptsCountInput(e.target.value) && dispatch({ type: 'text', field, value: e.target.value })
      }
    />
  );
}
