import { links, PAGE_SIZE, SHELL_MSG, shorten, TEXT_MAX } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { searchApi } from '../../api/endpoints';
import { Avatar } from '../../components/Avatar';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

/** Header search: debounced dropdown of up to 6 results (Items / Users); the button opens /search. */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const q = useDebouncedValue(query.trim(), 300);
  const { data, isFetching } = useQuery({
    queryKey: ['public', 'search-dropdown', q],
    queryFn: ({ signal }) => searchApi.search(q, PAGE_SIZE.searchDropdown, signal),
    enabled: q.length > 0,
  });

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = query.trim();
    if (!term) return; // an empty query does nothing
    setOpen(false);
    navigate(links.search(term));
  };

  const items = (data?.items ?? []).slice(0, PAGE_SIZE.searchDropdown);
  const users = (data?.users ?? []).slice(0, Math.max(0, PAGE_SIZE.searchDropdown - items.length));
  const show = open && q.length > 0;

  return (
    <search className="block">
      <form onSubmit={submit} className="relative md:max-w-md">
        <label htmlFor={`${listId}-input`} className="sr-only">
          {SHELL_MSG.nav.search}
        </label>
        <div className="flex items-center rounded-full border border-slate-300 bg-white pl-4 focus-within:border-brand-500">
          <input
            id={`${listId}-input`}
            type="search"
            maxLength={TEXT_MAX.searchQuery}
            value={query}
            autoComplete="off"
            placeholder={SHELL_MSG.nav.searchPlaceholder}
            role="combobox"
            aria-controls={listId}
            aria-expanded={show}
            aria-autocomplete="list"
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
            }}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onFocus={() => setOpen(true)}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
            className="min-w-0 flex-1 bg-transparent py-2 text-sm outline-none"
          />
          <button type="submit" className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700">
            {SHELL_MSG.nav.search}
          </button>
        </div>
        {show && (
          <div
            id={listId}
            className="absolute top-full right-0 left-0 z-50 mt-2 h-[350px] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3 shadow-xl"
          >
            {isFetching && !data && <p className="p-2 text-sm text-slate-500">{SHELL_MSG.loadingHint}</p>}
            {data && items.length === 0 && users.length === 0 && (
              <p className="p-2 text-sm text-slate-500">{SHELL_MSG.noDataFound}</p>
            )}
            {items.length > 0 && (
              <section aria-label={SHELL_MSG.search.items}>
                <h3 className="px-2 text-xs font-semibold text-slate-500 uppercase">
                  {SHELL_MSG.search.items}
                </h3>
                <ul>
                  {items.map((t) => (
                    <li key={`${t.contract}-${t.tokenId}`}>
                      <Link
                        to={links.info(t.owner.address, t.contract, t.tokenId)}
                        onClick={close}
                        className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-100"
                      >
                        <img src={t.preview ?? t.media} alt="" className="size-9 rounded-md object-cover" />
                        <span className="text-sm font-medium">{shorten(t.name, 20)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {users.length > 0 && (
              <section aria-label={SHELL_MSG.search.users}>
                <h3 className="mt-2 px-2 text-xs font-semibold text-slate-500 uppercase">
                  {SHELL_MSG.search.users}
                </h3>
                <ul>
                  {users.map((u) => (
                    <li key={u.address}>
                      <Link
                        to={links.user(u)}
                        onClick={close}
                        className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-100"
                      >
                        <Avatar src={u.image} />
                        <span className="text-sm font-medium">{u.name ?? shorten(u.address, 10)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </form>
    </search>
  );
}
