import type { UserProfile } from '@agora/core';
import { MSG, safeHref, shorten } from '@agora/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { CopyIcon } from '../../components/CopyIcon';
import { CoverImage } from '../../components/CoverImage';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { copyText } from '../../hooks/copyText';
import { CoverModal } from './CoverModal';
import { FollowButton } from './FollowButton';
import { ShareDialog } from './ShareDialog';

// Only the owner sees these, and they bring the wallet stack (wagmi, viem): a visitor's profile loads neither.
const CancelAllActions = lazy(() =>
  import('../trade/CancelAllModal').then((m) => ({ default: m.CancelAllActions })),
);

/**
 * Social links shown only when their check flag is on and the value is an http(s) link: rows saved before the
 * server refused other schemes (issue 12) must not become `javascript:` hrefs.
 */
export function visibleSocials(user: UserProfile): [keyof UserProfile['socials'], string][] {
  return (
    Object.entries(user.socials) as [keyof UserProfile['socials'], { url: string | null; enabled: boolean }][]
  ).flatMap(([k, s]) => {
    const href = s.enabled ? safeHref(s.url?.trim()) : null;
    return href ? [[k, href] as [keyof UserProfile['socials'], string]] : [];
  });
}

export function ProfileHeader({ user, isOwner }: { user: UserProfile; isOwner: boolean }) {
  const [coverOpen, setCoverOpen] = useState(false);
  return (
    <header>
      <div className="relative -mx-4 h-44 overflow-hidden bg-gradient-to-r from-brand-600 to-fuchsia-400 sm:mx-0 sm:h-64 sm:rounded-3xl">
        <CoverImage src={user.cover} />
        {isOwner && (
          <button
            type="button"
            onClick={() => setCoverOpen(true)}
            className="btn absolute right-4 bottom-4 bg-white/90 text-slate-900"
          >
            {MSG.profile.editCover}
          </button>
        )}
      </div>
      <div className="relative z-10 -mt-14 flex flex-col items-center gap-2 text-center">
        <div className="rounded-full border-4 border-white bg-white">
          <Avatar src={user.image} size="size-28" />
        </div>
        {(user.name || user.verified) && (
          <h1 className="text-3xl font-bold">
            {user.name}
            {user.verified && <VerifiedBadge />}
          </h1>
        )}
        <button
          type="button"
          onClick={() => copyText(user.address)}
          className="rounded-full bg-white px-3 py-1 font-mono text-sm text-slate-600 shadow-sm hover:text-brand-700"
          aria-label={`${MSG.wallet.copyAddress} ${user.address}`}
        >
          {shorten(user.address, 10)} <CopyIcon />
        </button>
        {user.bio && <p className="max-w-xl text-slate-600">{user.bio}</p>}
        <ul className="flex gap-3 text-sm">
          {visibleSocials(user).map(([k, url]) => (
            <li key={k}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 hover:underline"
              >
                {MSG.profile.socials[k]}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {isOwner ? (
            <>
              <Link to="/edit-profile" className="btn-primary">
                {MSG.profile.editProfile}
              </Link>
              <Suspense fallback={null}>
                <CancelAllActions />
              </Suspense>
            </>
          ) : (
            <FollowButton address={user.address} />
          )}
          <ShareDialog text={user.name ?? user.address} />
        </div>
      </div>
      {isOwner && <CoverModal open={coverOpen} onClose={() => setCoverOpen(false)} />}
    </header>
  );
}
