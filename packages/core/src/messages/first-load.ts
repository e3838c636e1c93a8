import { AUCTION } from '../constants';

// The texts of the home page's first screen: item cards and their auction badge, the cart button, the header's
// account links, the creators' socials. Apart from the rest of their parts of MSG (profile.ts, item.ts,
// market.ts keep them under the same keys): a bundler keeps a module whole, so the first page loads this module
// and none of those (docs/performance.md, "The first load trimmed").

const ACCEPT_HOURS = AUCTION.acceptWindowMs / 3_600_000;

/** Why a sweep skipped a purchase: the contract's SkipReason, in its order. */
const SKIP_REASONS = [
  'Sold out or cancelled',
  'Expired, or no longer for sale in this currency',
  'No longer valid: sold or moved since it was listed, or cancelled by the seller',
  'The seller no longer holds it or no longer allows the sale',
] as const;

export const CARD_MSG = {
  like: 'Like',
  unlike: 'Unlike',
  stock: (stock: number, total: number) => `${stock} of ${total}`,
  notForSale: 'Not for sale',
  /** A Dutch listing's card before the browser has priced it (server rendering, hydration). */
  decliningPrice: 'Declining price',
  /** The marker of a voucher's item before its first purchase mints it (issue 30), on cards and the token page. */
  notMinted: 'Not minted yet',
  loadMore: 'Load More',
  /** The item card's three-dot menu button (its trade actions). */
  cardMenu: (name: string) => `Actions for ${name}`,
} as const;

export const PROFILE_PAGE_MSG = {
  socials: {
    facebook: 'Facebook',
    twitter: 'Twitter',
    whatsapp: 'Whatsapp',
    youtube: 'Youtube',
    photo: 'Photo',
  },
  follow: 'Follow',
  unfollow: 'Unfollow',
  editProfile: 'Edit Profile',
  editCover: 'Edit cover',
  coverHint: 'Recommended 1140x260. PNG, GIF, WEBP or JPG.',
  chooseFile: 'Choose file',
  upload: 'Upload',
  share: { button: 'Share', title: 'Share this profile', telegram: 'Telegram' },
  tabsLabel: 'Profile sections',
  tabs: {
    onsale: 'OnSale',
    collectibles: 'Collectibles',
    created: 'Created',
    liked: 'Liked',
    following: 'Following',
    followers: 'Followers',
    activity: 'Activity',
    collections: 'Collections',
    /** Spec 1 §2's panel of the connected wallet's items, on other people's profiles (issue 31). */
    newCollectibles: 'New collectibles',
  },
  empty: {
    onsale: { title: 'No Data Found', hint: undefined },
    collectibles: { title: 'Item Not Found', hint: 'Collectibles NFT Not Found' },
    created: { title: 'Item Not Found', hint: 'Created NFT Not Found' },
    liked: { title: 'Item Not Found', hint: 'Liked NFT Not Found' },
  },
} as const;

export const ACCOUNT_MENU_MSG = {
  loginTitle: 'Login',
  login: 'Login',
  email: 'Email',
  emailHint: 'Your email is never shown to the public',
  password: 'Password',
  username: 'Username',
  usernameHint: 'Unique, no spaces, short',
  fullName: 'Full name',
  register: 'Create Account',
  forgot: 'Forgot Password',
  forgotHint: 'We will send you an email to reset your password.',
  usernameOrEmail: 'Username or email',
  submit: 'Submit',
  agree: 'By creating an account you accept our',
  /** The spec shows hints only; these enforce them (docs/core.md). */
  errors: {
    enterEmail: 'Enter email',
    enterValidEmail: 'Enter valid email',
    usernameRequired: 'Username is Required',
    usernameSpaces: 'Username cannot contain spaces',
    usernameTooLong: 'Username must be at most 30 characters',
    fullNameRequired: 'Full name is Required',
    passwordRequired: 'Password is Required',
    passwordShort: 'Password must be at least 10 characters',
    usernameOrEmailRequired: 'Username or email is Required',
  },
} as const;

export const AUCTION_MSG = {
  notStarted: (days: number) => `Auction Yet to Start ${days} Days..!`,
  /** Card badge after the end (spec 1). */
  completed: 'Auction Completed',
  endedNoBids: 'Timed auction ended',
  waitingForOwner: 'Waiting for owner to accept the bid',
  ownerMustWait: "You Can't Accept The Bid Until Auction Complete",
  accept: 'Accept',
  countdown: (p: { days: number; hours: number; minutes: number; seconds: number }) =>
    `${p.days}d ${p.hours}h ${p.minutes}m ${p.seconds}s`,
  learnMore: 'Learn more how timed auctions work',
  howItWorksTitle: 'How timed auction works',
  rules: [
    'A bid is at least the minimum bid and at least 5% above the highest bid.',
    'A bid in the last 10 minutes extends the auction by 10 minutes.',
    'A bid cannot be cancelled once it is valid.',
    // What bidAcceptBlock enforces (the server hands out a lower bid's signature only inside the window),
    // where the spec's '48 hours after the end only the highest bid can be accepted' left the window unsaid.
    `For ${ACCEPT_HOURS} hours after the end the owner may accept any open bid; after that, only the highest.`,
  ],
  /** Why the owner gets no Accept on a bid (`bidAcceptBlock`); a running auction has `ownerMustWait`. */
  highestOnly: `${ACCEPT_HOURS} hours have passed since the auction ended: only the highest bid can be accepted now.`,
  bidExpired: 'This bid has expired.',
} as const;

export const DETAIL_MSG = {
  menu: {
    burn: 'Burn Token',
    transfer: 'Transfer Token',
    putOnSale: 'Put On Sale',
    lowerPrice: 'Lower Price',
    cancelOrder: 'Cancel Order',
    report: 'Report',
    share: 'Share',
  },
  tabs: { info: 'Info', owners: 'Owners', bid: 'Bid', history: 'history' },
  of: (balance: number, quantity: number) => `${balance} of ${quantity}`,
  viewOnIpfs: 'View On IPFS',
  expand: 'Expand',
  refresh: 'Refresh',
  creator: 'Creator',
  owner: 'Owner',
  royalty: (percent: string) => `${percent}% royalty`,
  unlockable: 'Unlockable content',
  minimumBid: 'Minimum bid',
  price: 'Price',
  each: 'each',
  onSale: (n: number, total: number) => `${n}/${total} on sale`,
  buyNow: 'Buy Now',
  highestBid: 'Highest bid',
  noBids: 'No bids yet',
  /** A bid whose bidder no longer has the balance or allowance for it (issue 32.4): never the highest. */
  notFunded: 'Not funded',
  /** A bid the marketplace refuses under its current fee or currencies (issue 28.8): never the highest. */
  refusedBid: 'Not accepted under the current fees or currencies',
  serviceFee: (percent: string) => `Service fee ${percent}%`,
  bidBy: 'by',
  editions: (n: number) => (n === 1 ? '1 edition' : `${n} editions`),
  acceptBid: 'Accept',
  cancelBid: 'Cancel',
  bidButton: { none: 'Bid now', pending: 'Edit a bid', partiallyCompleted: 'Cancel a bid' },
  buy: 'Buy Now',
  putOnSale: 'Put On Sale',
  lowerPrice: 'Lower Price',
  cancelOrder: 'Cancel Order',
  noOwners: 'No owners',
  noHistory: 'No history yet',
} as const;

/** Checks made before a transaction modal opens (spec 2 §5 and §8). */
export const PREFLIGHT_MSG = {
  connect: 'OOPS!..connect Your Wallet',
  wrongNetwork: (name: string) => `Please Connect to ${name} Network`,
  insufficientBalance: 'Insufficient balance',
  /** Spec 2 §8 "You won't buy at this moment please refresh you data", typo fixed. */
  staleData: "You won't buy at this moment please refresh your data",
} as const;

export const CART_MSG = {
  title: 'Cart',
  open: (n: number) => (n === 0 ? 'Cart' : `Cart (${n})`),
  add: 'Add to cart',
  inCart: 'In cart',
  remove: 'Remove',
  clear: 'Clear cart',
  empty: 'Your cart is empty',
  quantity: 'Quantity',
  seller: 'Seller',
  items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  subtotal: 'Price',
  serviceFee: 'Service fee',
  royalty: 'Royalty (paid from the price)',
  total: 'You will pay',
  buy: 'Buy all',
  added: 'Added to your cart',
  already: 'Already in your cart',
  otherCurrency: (held: string, added: string) =>
    `Your cart holds items priced in ${held}: buy or clear them before adding one priced in ${added}`,
  full: (max: number) => `A cart holds at most ${max} listings`,
  steps: {
    approve: 'Approve the transaction',
    purchase: 'Send one transaction for every item',
    purchaseTitle: 'Purchase',
  },
  result: {
    title: 'Purchase result',
    bought: 'Bought',
    skipped: 'Skipped',
    refunded: 'Skipped items were not charged: their money stayed in your wallet',
  },
  skipReasons: SKIP_REASONS,
} as const;
