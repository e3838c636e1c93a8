import { MIN_PRICE, PRICE_DECIMALS } from '../constants';
import { AUCTION_MSG, DETAIL_MSG, PREFLIGHT_MSG } from './first-load';

/** Spec 2: the item detail page, the create flow, the auction texts and the wallet checks before acting. */
export const ITEM_MSG = {
  auction: AUCTION_MSG,
  detail: DETAIL_MSG,
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
  preflight: PREFLIGHT_MSG,
} as const;
