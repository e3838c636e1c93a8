/** Replies of the API (spec 1 §8 toasts plus the sign-in and generic errors the spec leaves unnamed). */
export const API_MSG = {
  notFound: 'Not found',
  badRequest: 'Invalid request',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please slow down.',
  /** A write whose Origin (or Sec-Fetch-Site) is not this site's: cross-site request forgery (issue 12). */
  crossSite: 'This request came from another site and was refused',
  signInRequired: 'Connect your wallet and sign in first',
  forbidden: 'You are not allowed to do this',
  /** Any write of a user an admin banned (issue 32.12). */
  banned: 'Your account is banned from Agora: it can no longer post, list, bid or change anything',
  invalidSignature: 'The signature does not match this sign-in message',
  invalidNonce: 'This sign-in request has expired. Please try again.',
  invalidSiweMessage: 'Invalid sign-in message',
  wrongDomain: 'This sign-in message was made for another site',
  wrongChain: 'This sign-in message was made for another network',
  wrongUri: 'This sign-in message points to another site',
  siweFuture: 'This sign-in message is dated in the future. Check your device clock and try again.',
  siweExpired: 'This sign-in message has expired, please sign in again',
  siweNotYetValid: 'This sign-in message is not valid yet',
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
  /** Replies of the admin panel (reports and content), which the spec leaves unnamed. */
  saved: 'Saved successfully',
  deleted: 'Deleted successfully',
  reportNotFound: 'Report not found',
  faqNotFound: 'FAQ entry not found',
  promotionNotFound: 'Promotion not found',
  questionRequired: 'Enter the question',
  answerRequired: 'Enter the answer',
  titleRequired: 'Enter the title',
  invalidLink: 'Enter a valid http(s) link',
  /** Hostile input (issue 12): text fields refuse control characters and state their length limit. */
  controlChars: 'Remove control characters from this field',
  tooLong: (max: number) => `Use at most ${max} characters`,
  invalidTag: 'Tags are letters, digits and underscores, up to 40',
  /** Trait filters of explore and collection pages (issue 16): `trait=Type:Value`, repeated. */
  invalidTrait: 'Filter by traits as Type:Value (type and value up to 50 characters each)',
  tooManyTraits: (max: number) => `Choose at most ${max} traits`,
  /** Signed orders and bids (issue 32.13): amounts fit uint256, times a calendar. */
  invalidAmount: 'Invalid amount',
  invalidHash: 'Invalid hash',
  timeTooFar: 'Choose a date before the year 10000',
} as const;
