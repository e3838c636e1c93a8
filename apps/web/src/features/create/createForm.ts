import {
  type CreateItemInput,
  type EndChoice,
  type ItemDraftBody,
  type ItemType,
  type ListingType,
  needsPoster,
  parseUnits,
  percentToBps,
  resolveAuctionTimes,
  type StartChoice,
} from '@agora/core';

/** The create form (spec 2 §2, §4) as a pure reducer, so the sale-type switching rules are testable. */

export interface Property {
  key: string;
  value: string;
}

export interface CreateFormState {
  type: ItemType;
  file: File | null;
  /** The preview image of a video or audio file (the metadata's `image`); null for an image. */
  poster: File | null;
  name: string;
  description: string;
  royalties: string;
  category: string;
  properties: Property[];
  unlock: boolean;
  lockedContent: string;
  copies: string;
  putOnSale: boolean;
  saleType: ListingType | null;
  price: string;
  minimumBid: string;
  currency: string;
  start: StartChoice | null;
  end: EndChoice | null;
  /** One of the creator's collections (its id), or null for the marketplace default. */
  collectionId: string | null;
  /**
   * "List without minting" (issue 30): a fixed price in the native coin, signed as a voucher that the first
   * buyer mints; false: "Mint now".
   */
  lazy: boolean;
  /** The voucher's sale window in whole days from the listing; '' for no end. */
  saleDays: string;
}

type TextField =
  | 'name'
  | 'description'
  | 'royalties'
  | 'category'
  | 'lockedContent'
  | 'copies'
  | 'price'
  | 'minimumBid'
  | 'currency'
  | 'saleDays';

export type CreateFormAction =
  | { type: 'text'; field: TextField; value: string }
  | { type: 'file'; file: File | null }
  | { type: 'poster'; file: File | null }
  | { type: 'unlock'; on: boolean }
  | { type: 'putOnSale'; on: boolean }
  | { type: 'lazy'; on: boolean; nativeCurrency: string }
  | { type: 'saleType'; saleType: ListingType; tokenCurrency: string }
  | { type: 'start'; choice: StartChoice }
  | { type: 'end'; choice: EndChoice }
  | { type: 'collection'; id: string | null }
  | { type: 'properties'; properties: Property[] };

export function initialCreateForm(type: ItemType, currency: string): CreateFormState {
  return {
    type,
    file: null,
    poster: null,
    name: '',
    description: '',
    royalties: '',
    category: '',
    properties: [{ key: '', value: '' }],
    unlock: false,
    lockedContent: '',
    copies: '1',
    putOnSale: false,
    saleType: null,
    price: '',
    minimumBid: '',
    currency,
    start: null,
    end: null,
    collectionId: null,
    lazy: false,
    saleDays: '',
  };
}

const noSale = { price: '', minimumBid: '', start: null, end: null } as const;

/**
 * Put on Sale on defaults to FixedPrice, off clears the type (and List without minting). List without minting
 * is a fixed price in the native coin: it keeps the sale type and currency until Mint now is chosen again. FixedPrice clears the minimum bid and the
 * dates; TimedAuction (single editions only) zeroes the price, starts right after listing, ends in 1 day
 * and pays in a token (never the base currency); UnLimitedAuction clears everything.
 */
export function createFormReducer(state: CreateFormState, action: CreateFormAction): CreateFormState {
  switch (action.type) {
    case 'text':
      return { ...state, [action.field]: action.value };
    case 'file':
      // An image is its own picture: a preview image chosen for an earlier video does not stay behind.
      return {
        ...state,
        file: action.file,
        poster: action.file && needsPoster(action.file.name) ? state.poster : null,
      };
    case 'poster':
      return { ...state, poster: action.file };
    case 'unlock':
      return { ...state, unlock: action.on, lockedContent: action.on ? state.lockedContent : '' };
    case 'putOnSale':
      return action.on
        ? { ...state, putOnSale: true, saleType: 'FixedPrice', ...noSale }
        : { ...state, putOnSale: false, saleType: null, lazy: false, saleDays: '', ...noSale };
    case 'lazy':
      // A voucher is a fixed price in the native coin; Mint now keeps what the form had.
      return action.on
        ? {
            ...state,
            lazy: true,
            putOnSale: true,
            saleType: 'FixedPrice',
            currency: action.nativeCurrency,
            minimumBid: '',
            start: null,
            end: null,
          }
        : { ...state, lazy: false, saleDays: '' };
    case 'saleType':
      if (!state.putOnSale || state.lazy) return state;
      if (action.saleType === 'FixedPrice')
        return { ...state, saleType: 'FixedPrice', minimumBid: '', start: null, end: null };
      if (action.saleType === 'TimedAuction')
        return state.type !== 721
          ? state
          : {
              ...state,
              saleType: 'TimedAuction',
              price: '',
              start: { kind: 'now' },
              end: { kind: 'days', days: 1 },
              currency: action.tokenCurrency,
            };
      return { ...state, saleType: 'UnLimitedAuction', ...noSale };
    case 'start':
      return { ...state, start: action.choice };
    case 'end':
      return { ...state, end: action.choice };
    case 'collection':
      return { ...state, collectionId: action.id };
    case 'properties':
      return { ...state, properties: action.properties };
  }
}

/** Properties with a key, as the metadata's attributes. */
export function propertiesRecord(list: readonly Property[]): Record<string, string> {
  return Object.fromEntries(list.filter((p) => p.key.trim()).map((p) => [p.key.trim(), p.value.trim()]));
}

/** The auction times chosen, in ms (null when the sale is not a timed auction or a choice is missing). */
export function auctionTimes(state: CreateFormState, now: number) {
  if (state.saleType !== 'TimedAuction' || !state.start || !state.end)
    return { startsAt: null, endsAt: null };
  return resolveAuctionTimes(state.start, state.end, now);
}

/** The validator's input (validateCreateItem from @agora/core). */
export function createItemInput(state: CreateFormState, now: number): CreateItemInput {
  return {
    type: state.type,
    file: state.file ? { name: state.file.name, size: state.file.size } : null,
    poster: state.poster ? { name: state.poster.name, size: state.poster.size } : null,
    name: state.name,
    royalties: state.royalties,
    category: state.category,
    unlock: state.unlock,
    lockedContent: state.lockedContent,
    putOnSale: state.putOnSale,
    saleType: state.saleType,
    price: state.price,
    minimumBid: state.minimumBid,
    currency: state.currency,
    copies: state.copies,
    now,
    ...auctionTimes(state, now),
  };
}

/** POST /items/drafts after the metadata upload: the off-chain part of the item, its sale and collection. */
export function draftBody(state: CreateFormState, metadataCid: string, now: number): ItemDraftBody {
  const { startsAt, endsAt } = auctionTimes(state, now);
  const iso = (ms: number | null) => (ms ? new Date(ms).toISOString() : null);
  return {
    type: state.type,
    metadataCid,
    name: state.name.trim(),
    description: state.description.trim(),
    category: state.category,
    collectionId: state.collectionId === null ? null : Number(state.collectionId),
    properties: propertiesRecord(state.properties),
    unlockable: state.unlock ? state.lockedContent : null,
    royaltyBps: Number(percentToBps(state.royalties.trim())),
    quantity: state.type === 1155 ? Number(state.copies) : 1,
    sale: state.saleType
      ? {
          saleType: state.saleType,
          currency: state.currency,
          price: state.saleType === 'FixedPrice' ? parseUnits(state.price).toString() : null,
          minimumBid: state.saleType === 'TimedAuction' ? parseUnits(state.minimumBid).toString() : null,
          startsAt: iso(startsAt),
          endsAt: iso(endsAt),
        }
      : null,
  };
}
