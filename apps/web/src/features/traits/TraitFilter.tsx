import { formatTrait, MSG, type TraitType } from '@agora/core';
import type { ReactNode } from 'react';
import { HydrateOnIdle } from '../../components/HydrateOnIdle';
import { Loading } from '../../components/States';
import type { TraitChoice, useTraitFilter } from './useTraitFilter';

/**
 * The Traits filter of explore and collection pages: each trait type a disclosure of its values with their
 * item counts as checkboxes. Nothing shows while the counts load or when the items have no traits.
 */
export function TraitFilter({
  available,
  choice,
}: {
  available: TraitType[] | undefined;
  choice: TraitChoice;
}) {
  if (!available?.length) return null;
  return (
    <fieldset className="mb-6 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">{MSG.explore.traits}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {available.map((t) => (
          <details
            key={t.type}
            className="min-w-40"
            open={t.values.some((v) => isChosen(choice, t.type, v.value))}
          >
            <summary className="cursor-pointer text-sm font-medium">{t.type}</summary>
            <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto">
              {t.values.map((v) => (
                <li key={v.value}>
                  <label className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={isChosen(choice, t.type, v.value)}
                      onChange={() => choice.toggle(t.type, v.value)}
                    />
                    {MSG.explore.traitValue(v.value, v.count)}
                  </label>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      {choice.chosen.length > 0 && (
        <button type="button" className="btn-ghost mt-3" onClick={choice.clear}>
          {MSG.explore.clearTraits}
        </button>
      )}
    </fieldset>
  );
}

/**
 * The filter and the list it filters, shown together: one loader stands for both until the counts have
 * arrived. A filter appearing above a list that was already there pushed it down (explore on a phone: the
 * list's loader moved by the filter's height, CLS 0.041, issue 17).
 */
export function TraitFiltered({
  traits,
  children,
}: {
  traits: ReturnType<typeof useTraitFilter>;
  children: ReactNode;
}) {
  if (traits.pending) return <Loading />;
  return (
    <>
      {/* Hydrated on its own, after the page's shell (HydrateOnIdle). */}
      <HydrateOnIdle>
        <TraitFilter available={traits.available} choice={traits.choice} />
      </HydrateOnIdle>
      {children}
    </>
  );
}

const isChosen = (choice: TraitChoice, type: string, value: string) =>
  choice.chosen.includes(formatTrait(type, value));
