import { links, MSG } from '@agora/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocation, useNavigate, useParams } from 'react-router';
import { HydrateOnIdle } from '../components/HydrateOnIdle';
import { MenuPanel } from '../components/MenuPanel';
import { PageTitle } from '../components/PageTitle';
import { useVisibleCategories } from '../features/content/useCategories';
import { PagedItems } from '../features/items/PagedItems';
import { usePagedQuery } from '../features/items/usePagedTokens';
import { useLive } from '../features/live/useLive';
import { TraitFiltered } from '../features/traits/TraitFilter';
import { useTraitFilter } from '../features/traits/useTraitFilter';
import { exploreFilter, exploreQueries } from './exploreQueries';

function FilterMenu({
  label,
  options,
  current,
}: {
  label: string;
  options: [string, string][];
  current: string;
}) {
  const navigate = useNavigate();
  // The query string holds the chosen traits: a new category, sale type or sort narrows the same choice.
  const { search } = useLocation();
  const active = options.find(([key]) => key === current);
  // Each menu hydrates on its own, after the page's shell (HydrateOnIdle).
  return (
    <HydrateOnIdle>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="btn-ghost">
          {label}
          {active && <span className="text-brand-700">: {active[1]}</span>}
          <span aria-hidden>▾</span>
        </DropdownMenu.Trigger>
        <MenuPanel look="picker" className="min-w-48">
          {options.map(([key, text]) => (
            <DropdownMenu.Item
              key={key}
              onSelect={() => navigate({ pathname: links.explore(key), search })}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              {text}
            </DropdownMenu.Item>
          ))}
        </MenuPanel>
      </DropdownMenu.Root>
    </HydrateOnIdle>
  );
}

/** /explore/:Param_category — one filter key in the path; each key keeps its own pages (query cache). */
export default function ExplorePage() {
  const filter = exploreFilter(useParams());
  const categories = useVisibleCategories();
  const traits = useTraitFilter(exploreQueries.traits);
  const list = usePagedQuery(exploreQueries.list(filter, traits.choice.chosen));
  // Cards follow sales, listings and price changes.
  useLive(['explore']);
  const f = MSG.explore.filters;
  return (
    <section>
      <PageTitle title={MSG.nav.explore}>{MSG.nav.explore}</PageTitle>
      <div className="mb-8 flex flex-wrap gap-2" role="toolbar" aria-label={MSG.explore.filtersLabel}>
        <FilterMenu
          label={MSG.explore.category}
          current={filter}
          options={[['All', f.All], ...categories.map((c): [string, string] => [c.name, c.name])]}
        />
        <FilterMenu
          label={MSG.explore.saleType}
          current={filter}
          options={[
            ['FixedPrice', f.FixedPrice],
            ['TimedAuction', f.TimedAuction],
            ['UnLimitedAuction', f.UnLimitedAuction],
          ]}
        />
        <FilterMenu
          label={MSG.explore.priceRange}
          current={filter}
          options={[
            ['LowtoHigh', f.LowtoHigh],
            ['HightoLow', f.HightoLow],
          ]}
        />
        <FilterMenu label={MSG.explore.sort} current={filter} options={[['Recently', f.Recently]]} />
      </div>
      <TraitFiltered traits={traits}>
        <PagedItems list={list} leading />
      </TraitFiltered>
    </section>
  );
}
