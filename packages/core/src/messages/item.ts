import { AUCTION, MIN_PRICE, PRICE_DECIMALS } from '../constants';

const ACCEPT_HOURS = AUCTION.acceptWindowMs / 3_600_000;

/** Spec 2: the item detail page, the create flow, the auction texts and the wallet checks before acting. */
export const ITEM_MSG = {
  auction: {
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
  },
  detail: {
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
  },
  create: {
    /** The create form's labels are CREATE_MSG (messages/create.ts): only its lazy pages show them. */
    errors: {
      nameRequired: '"Name" is not allowed to be empty',
      noEmoji: '"Emoji" is not allowed',
      royaltiesRequired: '"Royalties" is not allowed to be empty',
      royaltiesNumber: '"Royalties" must be a number',
      royaltiesMax: '"Royalties" must be less than or equal to 20',
      royaltiesDecimals: '"Royalties" allows at most 2 digits after the decimal point',
      fileRequired: '"File" is required',
      fileTooLarge: '"File" Must be below 30mb',
      fileTypes: (list: readonly string[]) => `Only these file types are accepted : ${list.join(', ')}`,
      fileSizeExceeded: 'File size exceeds 30 MB',
      /** Video and audio items carry a picture for wallets and cards (the metadata's `image`). */
      posterRequired: '"Preview image" is required',
      posterTooLarge: '"Preview image" Must be below 30mb',
      categoryRequired: '"Category" is required',
      lockedContentRequired: '"Locked content" is required',
      priceNumber: '"Token Price" must be a number',
      priceZero: '"Token Price" must be greater than 0',
      /** Spec: 'Token Price Must not be below 0.001' while the rule is 0.009. */
      priceMin: `Token Price Must not be below ${MIN_PRICE}`,
      currencyRequired: '"Currency or Token" must be required',
      decimals: `only allowed ${PRICE_DECIMALS} digits after decimal point`,
      bidNumber: '"Bid Price" must be a number',
      /** Spec: 'Bid Price Must not be below 0.001' while the rule is 0.009. */
      bidMin: `Bid Price Must not be below ${MIN_PRICE}`,
      /** A zero minimum bid is below the minimum (spec 2 §5 create form). */
      bidZero: `Bid Price Must not be below ${MIN_PRICE}`,
      startRequired: '"Start Clock Time" is required',
      endRequired: '"End Clock Time" is required',
      endAfterStart: 'End Clock Time must be after Clock Time',
      startInPast: '"Start Clock Time" must not be in the past',
      copiesNumber: '"Number of copies" must be a number',
      copiesMin: '"Number of copies" must be greater than 0',
      timedAuctionSingleOnly: 'Timed auction is only available for single items',
    },
  },
  /** Checks made before a transaction modal opens (spec 2 §5 and §8). */
  preflight: {
    connect: 'OOPS!..connect Your Wallet',
    wrongNetwork: (name: string) => `Please Connect to ${name} Network`,
    insufficientBalance: 'Insufficient balance',
    /** Spec 2 §8 "You won't buy at this moment please refresh you data", typo fixed. */
    staleData: "You won't buy at this moment please refresh your data",
  },
} as const;
