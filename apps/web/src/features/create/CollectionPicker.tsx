import { collectionTypeOf, type ItemType, MSG, PATHS, PICKER_MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usersApi } from '../../api/endpoints';
import { Avatar } from '../../components/Avatar';
import { useCurrentAddress } from '../wallet/useWallet';

const M = PICKER_MSG.collection;

function Choice({
  checked,
  onPick,
  children,
}: {
  checked: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <label className="card flex cursor-pointer items-center gap-2 p-3 has-checked:border-brand-600 has-checked:bg-brand-50">
      <input
        type="radio"
        name="collection"
        className="accent-brand-600"
        checked={checked}
        onChange={onPick}
      />
      {children}
    </label>
  );
}

/**
 * Where the new item shows: the marketplace default or one of the signed-in creator's collections of the
 * item's kind (SINGLE for 721, MULTIPLE for 1155). The list is the profile's Collections tab query, so both
 * share one cache; adding a collection opens in a new tab and the list refreshes on return (window focus).
 */
export function CollectionPicker({
  type,
  value,
  onChange,
}: {
  type: ItemType;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const me = useCurrentAddress();
  const { data } = useQuery({
    queryKey: ['public', 'profile-collections', me],
    queryFn: () => usersApi.collections(me as string),
    enabled: !!me,
    // A collection added in the other tab shows when the creator comes back to the form.
    refetchOnWindowFocus: true,
  });
  const mine = (data ?? []).filter((c) => c.type === collectionTypeOf(type));
  return (
    <fieldset>
      <legend className="font-bold">{M.legend}</legend>
      <p className="text-xs text-slate-500">{M.hint}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        <Choice checked={value === null} onPick={() => onChange(null)}>
          <Avatar src={null} />
          <span className="text-sm font-semibold">{M.byDefault(type)}</span>
        </Choice>
        {mine.map((c) => (
          <Choice key={c.id} checked={value === c.id} onPick={() => onChange(c.id)}>
            <Avatar src={c.logo} />
            <span className="truncate text-sm font-semibold">{c.name}</span>
          </Choice>
        ))}
        {me && (
          <a
            href={PATHS.addCollection}
            target="_blank"
            rel="noreferrer"
            className="card grid place-items-center p-3 text-sm font-semibold text-brand-700"
          >
            <span>
              <span aria-hidden>+ </span>
              {MSG.collectionForm.addTitle}
            </span>
          </a>
        )}
      </div>
    </fieldset>
  );
}
