import type { TokenCard } from '@agora/core';
import { useState } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';

/** What a token's picture needs of its card or detail. */
export type TokenMediaSource = Pick<TokenCard, 'media' | 'mediaKind' | 'preview' | 'ipfsMedia' | 'name'>;

/**
 * Image, video or audio as the server classified it; a failing compressed image falls back to its IPFS copy.
 * A picture is in the page's HTML (the server renders it) and the browser loads it as it nears the viewport;
 * a player is mounted only near the viewport, since it loads its media at once. Video and audio show their
 * preview image (the compressed `preview`) as the poster and behind the player.
 */
export function TokenMedia({ token, first = false }: { token: TokenMediaSource; first?: boolean }) {
  const { media, mediaKind: kind, preview, ipfsMedia, name: alt } = token;
  const { ref, near } = useNearViewport();
  const [src, setSrc] = useState(preview ?? media);
  const poster = preview ?? undefined;
  const picture = (source: string, className: string, onError?: () => void) => (
    <img
      src={source}
      alt={alt}
      // The first card's picture is fetched at once and first: it is often the largest thing on a phone's screen.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      width={480}
      height={480}
      onError={onError}
      className={className}
    />
  );
  return (
    <div ref={ref} className="aspect-square w-full overflow-hidden bg-slate-100">
      {kind === 'video' ? (
        near && (
          <video
            src={media}
            poster={poster}
            muted
            loop
            playsInline
            autoPlay
            className="size-full object-cover"
          />
        )
      ) : kind === 'audio' ? (
        <div className="relative grid size-full place-items-center p-4">
          {poster && picture(poster, 'absolute inset-0 size-full object-cover')}
          {/* biome-ignore lint/a11y/useMediaCaption: user-uploaded audio has no captions */}
          {near && <audio src={media} controls className="relative w-full" />}
        </div>
      ) : (
        picture(
          src,
          'size-full object-cover transition duration-300 group-hover:scale-105',
          () => ipfsMedia && src !== ipfsMedia && setSrc(ipfsMedia),
        )
      )}
    </div>
  );
}
