import { agoraMarketplaceAbi } from '@agora/chain/browser';
import { type AdminCurrency, type CurrencyInput, ADMIN_CONTENT_MSG as M } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Abi } from 'viem';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { ErrorNote, Loading } from '../../components/States';
import { contentApi } from '../../features/admin/contentApi';
import { OwnerTxModal } from '../../features/admin/OwnerTxModal';
import { useContentSave } from '../../features/admin/useContentSave';

const blank = { address: '', symbol: '', name: '', decimals: '18', usdPrice: '' };

/**
 * Currencies: an ERC-20 is recorded with its symbol, decimals and USD price, then allowed on chain from the
 * owner wallet (setCurrency); users are offered it once the indexer has read the CurrencyAllowed log.
 */
export default function CurrenciesPage() {
  const list = useQuery({ queryKey: ['admin', 'currencies'], queryFn: contentApi.currencies });
  const fees = useQuery({ queryKey: ['admin', 'fees'], queryFn: contentApi.fees });
  const add = useContentSave(contentApi.addCurrency);
  const [form, setForm] = useState(blank);
  const [toggle, setToggle] = useState<{ address: `0x${string}`; allow: boolean } | null>(null);
  const set = (patch: Partial<typeof blank>) => setForm((f) => ({ ...f, ...patch }));
  const marketplace = fees.data?.marketplace ?? null;
  return (
    <section>
      <PageTitle title={M.navCurrencies}>{M.navCurrencies}</PageTitle>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <ErrorNote error={list.error} />
      ) : (
        <ul className="card mb-6 divide-y divide-slate-100">
          {list.data.map((c) => (
            <CurrencyRow
              key={`${c.symbol}:${c.usdPrice}:${c.name}`}
              currency={c}
              canToggle={!!marketplace}
              onToggle={(allow) => c.address && setToggle({ address: c.address, allow })}
            />
          ))}
        </ul>
      )}
      <form
        className="card flex flex-col gap-3 p-4"
        onSubmit={(e) => {
          e.preventDefault();
          const body: CurrencyInput = { ...form, decimals: Number(form.decimals) };
          add.mutate([body], { onSuccess: () => setForm(blank) });
        }}
      >
        <Field
          label={M.currencyAddress}
          value={form.address}
          maxLength={42}
          onChange={(e) => set({ address: e.target.value })}
        />
        <Field
          label={M.currencySymbol}
          value={form.symbol}
          maxLength={12}
          onChange={(e) => set({ symbol: e.target.value })}
        />
        <Field
          label={M.currencyName}
          value={form.name}
          maxLength={40}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Field
          label={M.currencyDecimals}
          type="number"
          min={0}
          max={36}
          value={form.decimals}
          onChange={(e) => set({ decimals: e.target.value })}
        />
        <Field
          label={M.currencyUsd}
          hint={M.currencyUsdHint}
          inputMode="decimal"
          value={form.usdPrice}
          onChange={(e) => set({ usdPrice: e.target.value })}
        />
        <button
          type="submit"
          className="btn-primary self-start"
          disabled={add.isPending || !form.address || !form.symbol || !form.name || !form.usdPrice}
        >
          {M.add}
        </button>
      </form>
      {toggle && marketplace && (
        <OwnerTxModal
          title={toggle.allow ? M.stepAllowTitle : M.stepForbidTitle}
          hint={M.stepAllowText}
          owner={fees.data?.owner ?? null}
          call={{
            address: marketplace,
            abi: agoraMarketplaceAbi as Abi,
            functionName: 'setCurrency',
            args: [toggle.address, toggle.allow],
          }}
          onClose={() => setToggle(null)}
        />
      )}
    </section>
  );
}

function CurrencyRow({
  currency: c,
  canToggle,
  onToggle,
}: {
  currency: AdminCurrency;
  canToggle: boolean;
  onToggle: (allow: boolean) => void;
}) {
  const [usd, setUsd] = useState(c.usdPrice);
  const save = useContentSave(contentApi.saveCurrency);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid="admin-currency">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {c.symbol} <span className="font-normal text-slate-500">{c.name}</span>
        </p>
        {c.address && <p className="break-all font-mono text-xs text-slate-500">{c.address}</p>}
        {c.allowedOnChain !== null && (
          <p className={`text-xs ${c.allowedOnChain ? 'text-emerald-700' : 'text-amber-700'}`}>
            {c.allowedOnChain ? M.currencyAllowed : M.currencyPending}
          </p>
        )}
      </div>
      <input
        className="input w-28"
        inputMode="decimal"
        aria-label={`${M.currencyUsd} ${c.symbol}`}
        value={usd}
        onChange={(e) => setUsd(e.target.value)}
      />
      <button
        type="button"
        className="btn-ghost"
        disabled={usd === c.usdPrice || save.isPending}
        onClick={() => save.mutate([c.symbol, { name: c.name, usdPrice: usd }])}
      >
        {M.save}
      </button>
      {c.allowedOnChain !== null && canToggle && (
        <button type="button" className="btn-primary" onClick={() => onToggle(!c.allowedOnChain)}>
          {c.allowedOnChain ? M.disallowOnChain : M.allowOnChain}
        </button>
      )}
    </li>
  );
}
