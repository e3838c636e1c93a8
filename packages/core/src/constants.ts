/** Business constants of spec 1 §9 and spec 2 §9 (plus the timings stated in their §4s). */

export const CHAIN_ID = 56;
/** Spec 1 §9 writes 'hex 0x56'; 56 in hex is 0x38 (0x56 would be chain 86). */
export const CHAIN_ID_HEX = '0x38';
export const CURRENCY_SYMBOL = 'BNB';
export const PLATFORM_TOKEN = 'VSW';
export const TOKEN_DECIMALS = 18;
export const DECIMAL_FACTOR = 10n ** 18n;
/** Balances converted from wei keep at most this many decimals. */
export const DISPLAY_PRECISION = 6;
/** Amounts below this are shown cut after the first non-zero digit plus two more. */
export const TINY_AMOUNT = 0.0001;

export const ITEM_TYPES = [721, 1155] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const COLLECTION_TYPES = ['SINGLE', 'MULTIPLE'] as const;
/** The kind of collection an item of a type can join: single editions in SINGLE, multiples in MULTIPLE. */
export const collectionTypeOf = (type: ItemType): (typeof COLLECTION_TYPES)[number] =>
  type === 721 ? 'SINGLE' : 'MULTIPLE';
export const SALE_TYPES = ['FixedPrice', 'TimedAuction', 'UnLimitedAuction'] as const;
export type ListingType = (typeof SALE_TYPES)[number];

export const PAGE_SIZE = {
  home: 10,
  liveAuctions: 6,
  recent: 10,
  explore: 10,
  profileTab: 10,
  myItems: 6,
  activity: 9,
  searchDropdown: 6,
  /** The search results page; also the most GET /search answers. */
  searchResults: 50,
  notifications: 12,
  collection: 10,
} as const;
/** Spec 1 §9 'Page limit string 8; max limit 3000; max length 13' (request limits of the original API). */
export const PAGE_LIMIT_STRING_LENGTH = 8;
export const MAX_LIMIT = 3000;
export const MAX_LENGTH = 13;

export const TOAST = { position: 'top-right', autoCloseMs: 1200, limit: 1 } as const;

export const TIMING_MS = {
  receiptPoll: 8000,
  reconnectDebounce: 1000,
  coverReload: 500,
  profileRedirect: 3000,
  detailLoader: 3000,
  /** After cancel order, put on sale / lower price and transfer. */
  redirectAfterTx: 8000,
  staleDataRedirect: 1000,
  /** Dialog close after a bid is placed or accepted. */
  dialogClose: 600,
  mintModalClose: 1000,
  mintNavigate: 1200,
  searchDebounce: 500,
  lazyLoadDebounce: 500,
} as const;

export const LAYOUT = {
  headerFixedAfterPx: 50,
  drawerWidth: 260,
  searchDropdownHeight: 350,
  lazyLoadOffset: 200,
  liveAuctionsVisible: { min: 1, max: 5 },
  coverRecommended: { width: 1140, height: 260 },
} as const;

export const IMAGE_MAX_BYTES = 5_000_000;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const ITEM_FILE_MAX_BYTES = 30_000_000;
export const ITEM_FILE_EXTENSIONS = [
  'png',
  'gif',
  'webp',
  'mp4',
  'jpg',
  'jpeg',
  'mp3',
  'aac',
  'flac',
  'webm',
  'ogv',
] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogv'] as const;
export const AUDIO_EXTENSIONS = ['mp3', 'aac', 'flac'] as const;
/** The item file types that are pictures: a video or audio item's preview image is one of these (30 MB). */
export const ITEM_IMAGE_EXTENSIONS = ['png', 'gif', 'webp', 'jpg', 'jpeg'] as const;

export const TOP_COLLECTION_PERIODS = [1, 7, 30] as const;
export const TOP_COLLECTION_DEFAULT_PERIOD = 7;
export const AVERAGE_PRICE_DECIMALS = 5;
/** Dollar values on the item detail page. */
export const USD_DETAIL_DECIMALS = 4;

export const SHORTEN = {
  walletMenu: 8,
  tokenPage: 8,
  creatorName: 8,
  notification: 6,
  activity: 6,
  list: 10,
  cancelDialog: 10,
  tokenName: 8,
} as const;

export const ROYALTY_MAX_PERCENT = 20;
export const ROYALTY_SUGGESTIONS = [0, 5, 10, 20] as const;
export const COPIES_MAX_CHARS = 3;
export const PRICE_MAX_CHARS = 15;
export const MIN_BID_MAX_CHARS = 15;
export const PRICE_DECIMALS = 4;
/** Net-amount display: 2 decimals for the platform token, PRICE_DECIMALS otherwise (spec 2 §9). */
export const NET_AMOUNT_TOKEN_DECIMALS = 2;
/** Smallest price or bid, inclusive (spec 2 §9: the messages' 0.01 and 0.001 contradict the rule). */
export const MIN_PRICE = '0.009';
export const EXPIRY_PRESET_DAYS = [1, 3] as const;
/**
 * The life of a fixed-price listing of another collection's item: short, because the chain cannot see such a
 * token move, so the listing revives if the token comes back to the seller within it (issue 28 finding 4).
 */
export const EXTERNAL_LISTING_DAYS = 7;

/** Timed-auction rules shown to users (spec 2 §5). */
export const AUCTION = {
  minIncreasePercent: 5,
  extensionWindowMs: 10 * 60_000,
  extensionMs: 10 * 60_000,
  /** After the end, how long the owner may accept any open bid; from then on only the highest. */
  acceptWindowMs: 48 * 3_600_000,
} as const;

/** How many configured hashtags a share text appends (spec 2 §2). */
export const SHARE_HASHTAGS = 3;
/** Custom urls (profile and collection) are at most this long. */
export const CUSTOM_URL_MAX = 60;
