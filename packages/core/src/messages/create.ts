import { FOLLOW_STEPS } from './trade';

/**
 * The create pages' labels (spec 2: /create, /create-single, /create-multiple and their Follow Steps). Kept out
 * of MSG on purpose: MSG loads with the first page, these only with the lazily loaded create pages (and the
 * sale-type names with Put On Sale). The form's validation messages stay in MSG.create.errors, which the
 * server and the core validators use too.
 */
export const CREATE_MSG = {
  chooseTitle: 'Create collectible',
  single: 'Single',
  multiple: 'Multiple',
  keysNote: 'We do not own your private keys and cannot access your funds without your confirmation.',
  upload: 'Upload file',
  uploadHint: 'PNG, GIF, WEBP, MP4, JPG, JPEG, MP3, AAC, FLAC, WEBM or OGV. Max 30mb.',
  chooseFile: 'Choose file',
  /** Asked for video and audio only (as OpenSea does): wallets and cards show it, players play the media. */
  poster: 'Preview image',
  posterHint: 'Video and audio need a picture for cards and wallets: PNG, GIF, WEBP, JPG or JPEG. Max 30mb.',
  preview: 'Preview',
  putOnSale: 'Put on Sale',
  putOnSaleHint: "You'll receive bids on this item",
  saleTypes: {
    FixedPrice: 'Fixed Price',
    TimedAuction: 'Timed Auction',
    UnLimitedAuction: 'Unlimited Auction',
  },
  price: 'Price',
  minimumBid: 'Minimum bid',
  minimumBidHint: 'Bids below this amount won’t be accepted.',
  unlock: 'Unlock Once Purchased',
  unlockHint: 'Content will be unlocked after successful transaction',
  name: 'Name',
  description: 'Description (Optional)',
  category: 'Category',
  royalties: 'Royalties',
  royaltiesHint: 'Suggested: 0%, 5%, 10%, 20%. Maximum is 20%',
  properties: 'Properties (Optional)',
  /** A property row's two inputs: accessible name and placeholder. */
  propertyFields: {
    key: { label: 'key', example: 'e.g. Size' },
    value: { label: 'value', example: 'e.g. M' },
  },
  /** Lazy minting (issue 30): how a fixed-price item comes to the chain. */
  mintChoice: {
    legend: 'Minting',
    now: 'Mint now',
    nowHint: 'Mint the item now: you pay the mint fee and gas.',
    lazy: 'List without minting',
    lazyHint:
      'Sign once, no transaction: the first buyer’s purchase mints it, the mint fee comes out of the price.',
    saleDays: 'Sale ends in (days, optional)',
    saleDaysHint: 'Leave empty for a sale with no end.',
    saleDaysInvalid: 'Enter whole days from 1 to 365, or leave it empty',
  },
  copies: 'Number of copies',
  submit: 'Create item',
  followSteps: FOLLOW_STEPS,
  steps: {
    upload: { title: 'Approve', hint: 'Upload the metadata to IPFS' },
    mint: { title: 'Start', hint: 'Send the mint transaction' },
    sign: { title: 'Sign', hint: 'Sign the sale in your wallet: no transaction, the first buyer mints it' },
  },
  /** Checks run before anything is uploaded or paid (issue 12: no paid step before a check that can fail). */
  mintFundsShort: (need: string, have: string, symbol: string) =>
    `Minting needs about ${need} ${symbol} (mint fee and gas); your wallet holds ${have} ${symbol}.`,
  /** The item is minted but its listing step failed; Try Again resumes at the listing. */
  mintedNotListed: (reason: string) =>
    `Your item was minted but is not on sale yet: ${reason}. Try again, or put it on sale later from its page.`,
  walletRefused: 'the wallet refused the request',
  openItem: 'Open the item',
} as const;
