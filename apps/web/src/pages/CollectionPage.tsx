import { collectionChannel, links, MSG, shorten } from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useAppConfig } from '../app/appConfig';
import { Avatar } from '../components/Avatar';
import { CoverImage } from '../components/CoverImage';
import { ErrorNote, Loading } from '../components/States';
import { CollectionInsight } from '../features/insight/CollectionInsight';
import { PagedItems } from '../features/items/PagedItems';
import { usePagedQuery } from '../features/items/usePagedTokens';
import { useLive } from '../features/live/useLive';
import { CollectionOffersPanel } from '../features/offers/CollectionOffersPanel';
import { TraitFiltered } from '../features/traits/TraitFilter';
import { useTraitFilter } from '../features/traits/useTraitFilter';
import { useCurrentAddress } from '../features/wallet/useWallet';
import { collectionContract, collectionQueries } from './collectionQueries';

export default function CollectionPage() {
  const { param = '', customurl = '' } = useParams();
  const me = useCurrentAddress();
  const cfg = useAppConfig();
  const info = useQuery(collectionQueries.info(param, customurl));
  const traits = useTraitFilter(collectionQueries.traits(param, customurl));
  const tokens = usePagedQuery(collectionQueries.tokens(param, customurl, traits.choice.chosen));
  useLive([info.data && collectionChannel(info.data.id)]);
  if (info.isPending) return <Loading />;
  if (info.error) return <ErrorNote error={info.error} />;
  const c = info.data;
  const isOwner = me === c.owner.toLowerCase();
  return (
    <section>
      <div className="relative -mx-4 h-48 overflow-hidden bg-gradient-to-r from-brand-600 to-fuchsia-400 sm:mx-0 sm:h-64 sm:rounded-3xl">
        <CoverImage src={c.cover} />
      </div>
      <div className="relative z-10 -mt-12 flex flex-col items-center gap-3 text-center">
        <div className="rounded-full border-4 border-white bg-white">
          <Avatar src={c.logo} size="size-24" />
        </div>
        <h1 className="text-3xl font-bold">{c.name}</h1>
        <Link
          to={links.userByAddress(c.owner)}
          className="font-mono text-sm text-slate-500 hover:text-brand-700"
        >
          {shorten(c.owner, 10)}
        </Link>
        <p className="text-sm">
          {MSG.collections.nftCount}: <span className="font-semibold">{c.itemCount}</span>
        </p>
        {isOwner ? (
          <Link to={links.editCollection(c.name)} className="btn-primary">
            {MSG.collections.edit}
          </Link>
        ) : (
          <Link to={links.userByAddress(c.owner)} className="btn-ghost">
            {MSG.collections.viewProfile}
          </Link>
        )}
      </div>
      <CollectionInsight owner={param} customUrl={customurl} />
      <CollectionOffersPanel contract={collectionContract(c, cfg)} collectionId={Number(c.id)} />
      <div className="mt-10">
        <TraitFiltered traits={traits}>
          <PagedItems
            list={tokens}
            emptyTitle={MSG.noItemsFound}
            emptyHint={MSG.comeBackSoon}
            emptyAction={
              <Link to={links.explore()} className="btn-primary">
                {MSG.search.browse}
              </Link>
            }
          />
        </TraitFiltered>
      </div>
    </section>
  );
}
