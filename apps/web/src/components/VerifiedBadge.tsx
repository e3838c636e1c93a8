import { MODERATION_MSG } from '@agora/core';

/** The check mark beside a creator an admin verified (cards, profile, token page). */
export function VerifiedBadge() {
  return (
    <span
      role="img"
      aria-label={MODERATION_MSG.verifiedCreator}
      title={MODERATION_MSG.verifiedCreator}
      data-testid="verified-badge"
      className="ml-1 inline-flex size-4 items-center justify-center rounded-full bg-brand-600 align-middle text-[10px] font-bold text-white"
    >
      ✓
    </span>
  );
}
