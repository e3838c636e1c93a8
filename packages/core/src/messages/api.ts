/** Replies of the API (spec 1 §8 toasts plus the sign-in and generic errors the spec leaves unnamed). */
export const API_MSG = {
  notFound: 'Not found',
  badRequest: 'Invalid request',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please slow down.',
  signInRequired: 'Connect your wallet and sign in first',
  forbidden: 'You are not allowed to do this',
  invalidSignature: 'The signature does not match this sign-in message',
  invalidNonce: 'This sign-in request has expired. Please try again.',
  invalidSiweMessage: 'Invalid sign-in message',
  wrongDomain: 'This sign-in message was made for another site',
  wrongChain: 'This sign-in message was made for another network',
  subscribed: 'You have subscribed to our newsletter',
  alreadySubscribed: 'You are already subscribed',
  followed: 'Followed successfully',
  unfollowed: 'Unfollowed successfully',
  cannotFollowSelf: 'You cannot follow yourself',
  /** The like toast of spec 1 §7 ('Liked by' activity). */
  liked: 'Liked successfully',
  unliked: 'Unliked successfully',
  collectionNotFound: 'Collection not found',
  contentNotFound: 'No content for this page yet',
} as const;
