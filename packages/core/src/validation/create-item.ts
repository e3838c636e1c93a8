import {
  COPIES_MAX_CHARS,
  ITEM_FILE_EXTENSIONS,
  ITEM_FILE_MAX_BYTES,
  ITEM_IMAGE_EXTENSIONS,
  type ItemType,
  type ListingType,
  ROYALTY_MAX_PERCENT,
} from '../constants';
import { decimalPlaces, isDecimalText } from '../decimal';
import { type FileInfo, fileExtension, needsPoster } from '../media';
import { MSG } from '../messages';
import { checkPrice } from './amount';
import { type FieldErrors, hasEmoji, put, readCount } from './fields';
import { TEXT_MAX, textError } from './text';
import { timedAuctionErrors } from './timed-auction';

const E = MSG.create.errors;

export interface CreateItemInput {
  type: ItemType;
  file: FileInfo | null;
  /** The preview image of a video or audio file (required for them, not looked at for an image). */
  poster?: FileInfo | null;
  name: string;
  /** Optional free text of the metadata (multi-line). */
  description?: string;
  royalties: string;
  category: string;
  unlock: boolean;
  lockedContent: string;
  putOnSale: boolean;
  saleType: ListingType | null;
  price: string;
  minimumBid: string;
  currency: string;
  /** ms; null when not chosen */
  startsAt: number | null;
  endsAt: number | null;
  /** Number of copies (multiple only). */
  copies: string;
  now: number;
}

export type CreateItemField =
  | 'file'
  | 'poster'
  | 'name'
  | 'description'
  | 'royalties'
  | 'category'
  | 'lockedContent'
  | 'saleType'
  | 'price'
  | 'minimumBid'
  | 'currency'
  | 'startsAt'
  | 'endsAt'
  | 'copies';

function royaltiesError(text: string): string | null {
  const v = text.trim();
  if (!v) return E.royaltiesRequired;
  if (!isDecimalText(v)) return E.royaltiesNumber;
  if (Number(v) > ROYALTY_MAX_PERCENT) return E.royaltiesMax;
  // The chain holds royalties in basis points (ERC-2981), so 2 decimals at most.
  return decimalPlaces(v) > 2 ? E.royaltiesDecimals : null;
}

function fileError(file: FileInfo | null): string | null {
  if (!file) return E.fileRequired;
  if (!(ITEM_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return E.fileTypes(ITEM_FILE_EXTENSIONS);
  return file.size > ITEM_FILE_MAX_BYTES ? E.fileTooLarge : null;
}

/** The preview image: a picture of the item's types up to 30 MB, asked for when the file is video or audio. */
function posterError(file: FileInfo | null, poster: FileInfo | null | undefined): string | null {
  if (!file || !needsPoster(file.name)) return null;
  if (!poster) return E.posterRequired;
  if (!(ITEM_IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(poster.name)))
    return E.fileTypes(ITEM_IMAGE_EXTENSIONS);
  return poster.size > ITEM_FILE_MAX_BYTES ? E.posterTooLarge : null;
}

/** Create item (spec 2 §5). Any error: toast MSG.formErrorAll. */
export function validateCreateItem(input: CreateItemInput): FieldErrors<CreateItemField> {
  const errors: FieldErrors<CreateItemField> = {};
  put(errors, 'file', fileError(input.file));
  put(errors, 'poster', posterError(input.file, input.poster));
  if (!input.name.trim()) put(errors, 'name', E.nameRequired);
  else if (hasEmoji(input.name)) put(errors, 'name', E.noEmoji);
  else put(errors, 'name', textError(input.name.trim(), { max: TEXT_MAX.itemName }));
  put(
    errors,
    'description',
    textError(input.description ?? '', { max: TEXT_MAX.description, multiLine: true }),
  );
  put(errors, 'royalties', royaltiesError(input.royalties));
  if (!input.category.trim()) put(errors, 'category', E.categoryRequired);
  if (input.unlock && !input.lockedContent.trim()) put(errors, 'lockedContent', E.lockedContentRequired);
  else if (input.unlock)
    put(
      errors,
      'lockedContent',
      textError(input.lockedContent, { max: TEXT_MAX.lockedContent, multiLine: true }),
    );
  if (input.type === 1155) {
    const copies = readCount(input.copies);
    if (copies.kind !== 'ok' || input.copies.trim().length > COPIES_MAX_CHARS)
      put(errors, 'copies', E.copiesNumber);
    else if (copies.n === 0) put(errors, 'copies', E.copiesMin);
  }
  if (!input.putOnSale) return errors;
  if (input.saleType === 'FixedPrice') {
    const price = checkPrice(input.price, E);
    if ('error' in price) put(errors, 'price', price.error);
  }
  if (input.saleType === 'TimedAuction') {
    Object.assign(errors, timedAuctionErrors(input, E));
  }
  if (input.saleType !== 'UnLimitedAuction' && !input.currency.trim())
    put(errors, 'currency', E.currencyRequired);
  return errors;
}
