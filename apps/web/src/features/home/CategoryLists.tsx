import { type Category, PAGE_SIZE, type TokenCard } from '@agora/core';
import { useEffect, useRef } from 'react';
import { tokensApi } from '../../api/endpoints';
import { LoadMore } from '../../components/LoadMore';
import { useNearViewport } from '../../lib/useNearViewport';
import { useVisibleCategories } from '../content/useCategories';
import { ItemCard } from '../items/ItemCard';
import { usePaged } from '../items/usePagedTokens';

/** How far below the screen the lists start loading: far enough that they are there when scrolled to. */
const NEAR_PX = 800;

/**
 * 1 card on phones up to 5 on wide screens, in one scrolling row: the row is one card tall whatever the
 * number of items, so loading a list, or more of it, never moves what is below.
 */
const ROW =
  'grid snap-x auto-cols-[100%] grid-flow-col gap-5 overflow-x-auto pb-3 sm:auto-cols-[calc(50%-10px)] md:auto-cols-[calc(33.33%-14px)] lg:auto-cols-[calc(25%-15px)] 2xl:auto-cols-[calc(20%-16px)]';

/** A card's place while its list loads: the card's own height (picture and text block). */
function CardPlace() {
  return (
    <li aria-hidden className="card">
      <div className="aspect-square" />
      <div className="h-[137px]" />
    </li>
  );
}

/** The category's items, its pages kept apart from the others'; Load More ends the row while there are more. */
function CategoryRow({ category, near }: { category: Category; near: boolean }) {
  const list = usePaged<TokenCard>(
    ['public', 'home-category', category.name],
    (page) => tokensApi.list({ filter: category.name, page, limit: PAGE_SIZE.home }),
    near,
  );
  const firstNew = useRef<HTMLLIElement>(null);
  const shown = useRef(0);
  // After Load More the first new card scrolls into the row's view, where the button was.
  useEffect(() => {
    if (shown.current && list.items.length > shown.current)
      firstNew.current?.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'smooth' });
    shown.current = list.items.length;
  }, [list.items.length]);
  // An empty category has no list (while loading it holds its place below the screen).
  if (!list.isPending && list.items.length === 0) return null;
  const id = `home-category-${category.id}`;
  return (
    <section className="render-when-near-cards mt-12" aria-labelledby={id}>
      <h2 id={id} className="mb-5 text-2xl font-bold tracking-tight">
        {category.name}
      </h2>
      <ul aria-labelledby={id} aria-busy={list.isPending} className={ROW}>
        {list.isPending ? (
          <CardPlace />
        ) : (
          list.items.map((t, i) => (
            <li
              key={`${t.contract}-${t.tokenId}-${t.owner.address}`}
              ref={i === shown.current ? firstNew : undefined}
              className="snap-start"
            >
              <ItemCard token={t} />
            </li>
          ))
        )}
        {list.hasNextPage && (
          <li className="grid snap-start place-items-center">
            <LoadMore onClick={() => list.fetchNextPage()} busy={list.isFetchingNextPage} />
          </li>
        )}
      </ul>
    </section>
  );
}

/**
 * The home page's per-category lists (spec 1 §Home: each category keeps its own page and list with a
 * has-more flag), in the category list's order, below the other sections. Nothing is fetched until the
 * lists come near the screen, so the content above loads first; each list holds one card's height meanwhile.
 */
export function CategoryLists() {
  const categories = useVisibleCategories();
  const { ref, near } = useNearViewport(NEAR_PX, 0);
  return (
    <div ref={ref} data-testid="home-categories">
      {categories.map((c) => (
        <CategoryRow key={c.id} category={c} near={near} />
      ))}
    </div>
  );
}
