import { links, SHELL_MSG } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { HydrateOnIdle } from '../components/HydrateOnIdle';
import { HydrateWhenNear } from '../components/HydrateWhenNear';
import { Loading } from '../components/States';
import { HomePromotions, TopHomeText } from '../features/content/HomePromotions';
import { SafeHtml } from '../features/content/SafeHtml';
import { CategoryLists } from '../features/home/CategoryLists';
import { ItemCard } from '../features/items/ItemCard';
import { PagedItems } from '../features/items/PagedItems';
import { usePagedQuery } from '../features/items/usePagedTokens';
import { CreatorGrid } from '../features/profile/CreatorGrid';
import { homeQueries } from './homeQueries';

function Section({
  title,
  below = false,
  shown = true,
  children,
}: {
  title: string;
  /** Starts below the first screen: drawn when it comes near (render-when-near). */
  below?: boolean;
  /** False leaves the section out, heading and all. */
  shown?: boolean;
  children: React.ReactNode;
}) {
  if (!shown) return null;
  return (
    <section className={below ? 'render-when-near-cards mt-12' : 'mt-14'} aria-labelledby={`h-${title}`}>
      <h2 id={`h-${title}`} className="mb-5 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The hero: headline, the CMS text (its slot keeps its height while loading) and the two main links. */
function Banner({ html }: { html: string | undefined }) {
  return (
    <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-500 px-6 py-14 text-white sm:px-12 sm:py-20">
      <h1 className="max-w-2xl text-4xl font-black tracking-tight sm:text-5xl">{SHELL_MSG.home.headline}</h1>
      <div className="mt-4 min-h-14 max-w-2xl">
        <HydrateOnIdle>{html && <SafeHtml html={html} className="text-lg text-brand-50" />}</HydrateOnIdle>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={links.explore()} className="btn bg-white text-brand-700 hover:bg-brand-50">
          {SHELL_MSG.nav.explore}
        </Link>
        <Link to="/create" className="btn border border-white/60 text-white hover:bg-white/10">
          {SHELL_MSG.nav.create}
        </Link>
      </div>
    </section>
  );
}

export default function HomePage() {
  const banner = useQuery(homeQueries.banner);
  const live = useQuery(homeQueries.live);
  const creators = useQuery(homeQueries.creators);
  const buyers = useQuery(homeQueries.buyers);
  const recent = usePagedQuery(homeQueries.recent);
  const auctions = live.data?.items ?? [];
  return (
    <>
      {/* The CMS parts (sanitized while rendering) hydrate on idle, after the page's shell. */}
      <HydrateOnIdle>
        <TopHomeText />
      </HydrateOnIdle>
      <Banner html={banner.data?.html} />
      <HydrateOnIdle>
        <HomePromotions />
      </HydrateOnIdle>

      {/* Only when auctions exist (spec 1 §2); one card high while loading. The server renders the home page with
          its list, so the first paint already has the section or not. */}
      <Section title={SHELL_MSG.home.liveAuctions} shown={live.isPending || auctions.length > 0}>
        {/* 1 card on phones up to 5 on wide screens; scroll-snap carousel, keyboard scrollable. */}
        <ul
          aria-label={SHELL_MSG.home.liveAuctions}
          aria-busy={live.isPending}
          className="grid snap-x snap-mandatory auto-cols-[100%] grid-flow-col gap-5 overflow-x-auto pb-3 sm:auto-cols-[calc(50%-10px)] md:auto-cols-[calc(33.33%-14px)] lg:auto-cols-[calc(25%-15px)] 2xl:auto-cols-[calc(20%-16px)]"
        >
          {auctions.length > 0 ? (
            // Each card hydrates on its own once near the screen (HydrateWhenNear): a phone shows one.
            auctions.map((t, i) => (
              <HydrateWhenNear as="li" key={`${t.contract}-${t.tokenId}`} className="snap-start">
                <ItemCard token={t} first={i === 0} />
              </HydrateWhenNear>
            ))
          ) : (
            <li className="card flex flex-col">
              <div className="aspect-square" />
              <div className="h-[137px]" />
            </li>
          )}
        </ul>
      </Section>

      {/* Below a phone's first screen: hydrated as they come near (recently added: card by card, ItemGrid). */}
      <Section title={SHELL_MSG.home.topCreators} below>
        <HydrateWhenNear className="min-h-52">
          {creators.isPending ? <Loading /> : <CreatorGrid people={creators.data ?? []} />}
        </HydrateWhenNear>
      </Section>
      <Section title={SHELL_MSG.home.topBuyers} below>
        <HydrateWhenNear className="min-h-52">
          {buyers.isPending ? <Loading /> : <CreatorGrid people={buyers.data ?? []} />}
        </HydrateWhenNear>
      </Section>
      <Section title={SHELL_MSG.home.recentlyAdded} below>
        <PagedItems list={recent} />
      </Section>
      <HydrateWhenNear>
        <CategoryLists />
      </HydrateWhenNear>
    </>
  );
}
