/**
 * What the public pages show of moderation: a module apart from ADMIN_MSG, so that the
 * public pages' chunks carry none of the admin area's texts (a shared module lands whole in one chunk).
 */
export const MODERATION_MSG = {
  verifiedCreator: 'Verified creator',
  itemHidden:
    'An administrator has hidden this item from Agora’s lists and search. It still exists on the chain, which no one can stop.',
} as const;
