import type { TokenCard } from '@agora/core';
import {
  CARD_MSG,
  formatUnits,
  formatUsd,
  formatWei,
  MODERATION_MSG,
  MSG,
  mediaKind,
  type TokenDetail,
  usdValue,
} from '@agora/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lifecycleApi } from '../../api/lifecycle';
import { useAppConfig } from '../../app/appConfig';
import { HydrateOnIdle } from '../../components/HydrateOnIdle';
import { lazyComponent } from '../../lib/lazyComponent';
import { LikeButton } from '../items/LikeButton';
import { DecliningNote, priceAt } from '../trade/declining';
import { isDeclining } from '../trade/saleTerms';
import { useCurrentAddress } from '../wallet/useWallet';
import { useChainNow } from './useChainNow';

/**
 * Image, video or audio (over its preview image); expand toggle; IPFS fallback; no download for non-owners.
 */
function Media({ detail, holder }: { detail: TokenDetail; holder: boolean }) {
  const { token } = detail;
  const [expanded, setExpanded] = useState(false);
  const [src, setSrc] = useState(token.preview ?? token.media);
  const kind = mediaKind(token.media) === 'image' ? token.mediaKind : mediaKind(token.media);
  const noDownload = holder ? undefined : (e: React.SyntheticEvent) => e.preventDefault();
  // The loader's square, kept until the file arrives: on a phone the details sit below the media, and an
  // image without a size pushed them down by its height when it loaded (CLS 0.27 on a phone, issue 17).
  const box = expanded ? 'max-h-[80vh]' : 'aspect-square max-h-[80vh]';
  return (
    <div className={expanded ? 'fixed inset-0 z-40 grid place-items-center bg-black/90 p-6' : 'relative'}>
      {kind === 'video' ? (
        <video
          src={token.media}
          poster={token.preview ?? undefined}
          controls
          autoPlay
          muted
          loop
          controlsList={holder ? undefined : 'nodownload'}
          onContextMenu={noDownload}
          className={`${box} w-full rounded-2xl object-contain`}
        />
      ) : kind === 'audio' ? (
        <div className="space-y-3">
          {token.preview && (
            <img
              src={token.preview}
              alt={token.name}
              fetchPriority="high"
              className="max-h-[80vh] w-full rounded-2xl object-contain"
            />
          )}
          {/* biome-ignore lint/a11y/useMediaCaption: user-uploaded audio has no captions */}
          <audio
            src={token.media}
            controls
            controlsList={holder ? undefined : 'nodownload'}
            className="w-full"
          />
        </div>
      ) : (
        // The page's largest picture: fetched before anything else the page loads.
        <img
          src={expanded ? token.media : src}
          alt={token.name}
          fetchPriority="high"
          onContextMenu={noDownload}
          draggable={holder}
          onError={() => token.ipfsMedia && src !== token.ipfsMedia && setSrc(token.ipfsMedia)}
          className={`${box} w-full rounded-2xl object-contain`}
        />
      )}
      <button
        type="button"
        className="btn-ghost absolute top-3 right-3 bg-white/80"
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? MSG.close : MSG.detail.expand}
      </button>
    </div>
  );
}

function Unlockable({ detail }: { detail: TokenDetail }) {
  const { data } = useQuery({
    queryKey: ['unlockable', detail.token.contract, detail.token.tokenId],
    queryFn: () => lifecycleApi.unlockable(detail.token.contract, detail.token.tokenId),
  });
  if (!data) return null;
  return (
    <div className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm">
      <p className="font-semibold">{MSG.detail.unlockable}</p>
      <p className="whitespace-pre-wrap">{data.content}</p>
    </div>
  );
}

// A chunk of its own, loaded with the token page's (`preloadTokenView`): the server's HTML has the panel, and the
// browser hydrates it later without waiting for the chunk, so a click on Buy Now or a tab is never dropped.
const TokenTradePanel = lazyComponent(() => import('./TokenTradePanel'));

/** Loads the token page's lazy parts, before its first render. */
export const preloadTokenView = (): Promise<void> => TokenTradePanel.preload();

/** Media left, details right: the page and its loader share the layout, so nothing jumps on arrival. */
const LAYOUT = 'mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2';

/**
 * The token page's loader (spec 2: 'The page loader lasts 3 s'): shown only while the detail loads, with
 * no fixed wait, as the page's shape (see docs/decisions.md).
 */
export function TokenSkeleton() {
  const bar = 'rounded-full bg-slate-200';
  return (
    <section role="status" aria-label={MSG.loadingTitle} className={`${LAYOUT} motion-safe:animate-pulse`}>
      <div className="aspect-square rounded-2xl bg-slate-200" />
      <div aria-hidden className="space-y-4">
        <div className={`${bar} h-4 w-24`} />
        <div className={`${bar} h-9 w-3/4`} />
        <div className={`${bar} h-6 w-1/2`} />
        <div className={`${bar} h-4 w-1/3`} />
        <div className={`${bar} h-20 w-full rounded-xl`} />
        <div className={`${bar} h-11 w-full`} />
      </div>
      <p className="sr-only">{MSG.loadingHint}</p>
    </section>
  );
}

/** The token page (spec 2 §2) for the owner row named in the route. */
export function TokenView({
  detail,
  owner,
  onRefresh,
}: {
  detail: TokenDetail;
  owner: string;
  onRefresh: () => void;
}) {
  const cfg = useAppConfig();
  const viewer = useCurrentAddress();
  const { token } = detail;
  const focus =
    detail.owners.find((o) => o.user.address === owner.toLowerCase()) ??
    detail.owners.find((o) => o.sale) ??
    detail.owners[0] ??
    null;
  const holder = !!viewer && detail.owners.some((o) => o.user.address === viewer && o.balance > 0);
  const sale = focus?.sale;
  // A Dutch listing's price at the chain's clock, which ticks until its end (the same on the server and while
  // hydrating: the page data's time); its note waits for the browser (the viewer's time zone).
  const declining = isDeclining(sale);
  const chainNow = useChainNow(detail, declining && sale ? dutchWindow(sale) : null);
  const amount = (sale && priceAt(sale, chainNow)?.toString()) ?? sale?.minimumBid ?? null;
  const usd = amount && sale ? usdValue(formatUnits(BigInt(amount)), sale.currency, cfg.currencies) : null;
  const likeCard = {
    contract: token.contract,
    tokenId: token.tokenId,
    likeCount: token.likeCount,
    liked: token.liked,
  } as TokenCard;
  return (
    <section className={LAYOUT}>
      <Media detail={detail} holder={holder} />
      <div>
        <p className="text-sm text-slate-500">{token.category}</p>
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-3xl font-bold">{token.name}</h1>
          <div className="flex items-center gap-2">
            <LikeButton token={likeCard} />
            <button type="button" className="btn-ghost" aria-label={MSG.detail.refresh} onClick={onRefresh}>
              ⟳
            </button>
          </div>
        </div>
        {token.hidden && (
          <p
            role="note"
            className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="item-hidden"
          >
            {MODERATION_MSG.itemHidden}
          </p>
        )}
        {token.minted === false && (
          <p role="note" className="mt-2 text-sm font-medium text-amber-800" data-testid="not-minted">
            {CARD_MSG.notMinted}
          </p>
        )}
        {amount && sale && (
          <p className="mt-2 text-lg" data-testid="token-price">
            <span className="text-slate-500">{sale.price ? MSG.detail.price : MSG.detail.minimumBid} </span>
            <b>
              {formatWei(BigInt(amount), sale.currency)} {sale.currency}
            </b>
            {usd !== null && <span className="ml-2 text-slate-500">{formatUsd(usd)}</span>}
          </p>
        )}
        {sale && <DecliningNote sale={sale} now={chainNow} />}
        {focus && <p className="text-sm text-slate-600">{MSG.detail.of(focus.balance, token.supply)}</p>}
        {token.metadataCid && (
          <a
            className="btn-ghost mt-3 inline-block"
            href={token.ipfsMedia ?? `/ipfs/${token.metadataCid}`}
            target="_blank"
            rel="noreferrer"
          >
            {MSG.detail.viewOnIpfs}
          </a>
        )}
        {token.description && <p className="mt-3 whitespace-pre-wrap text-slate-700">{token.description}</p>}
        {holder && token.hasUnlockable && <Unlockable detail={detail} />}
        {/* Below the picture and the title on a phone: hydrated after them, with the wallet stack. */}
        <HydrateOnIdle>
          <TokenTradePanel detail={detail} focus={focus} />
        </HydrateOnIdle>
      </div>
    </section>
  );
}

/** A Dutch listing's start and end (ms), while which the token page's chain clock ticks. */
function dutchWindow(sale: { startsAt: string | null; endsAt: string | null }) {
  return { startsAt: Date.parse(sale.startsAt ?? ''), endsAt: Date.parse(sale.endsAt ?? '') };
}
