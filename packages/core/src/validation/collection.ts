import { type FileInfo, imageFileError } from '../media';
import { MSG } from '../messages';
import { type FieldErrors, normaliseCustomUrl, put } from './fields';
import { customUrlError } from './profile';
import { TEXT_MAX, textError } from './text';

const E = MSG.collectionForm.errors;

export interface CollectionInput {
  /** In edit mode name, url and category are not editable, so they are not checked. */
  mode: 'add' | 'edit';
  name: string;
  customUrl: string;
  category: string;
  logo?: FileInfo | null;
  cover?: FileInfo | null;
}

export type CollectionField = 'name' | 'customUrl' | 'category' | 'logo' | 'cover';

/**
 * Second path segments a collection's url may not take: the API's /collections/:contract/offers and
 * /collections/:contract/offer-tokens would hide /collections/:owner/:customUrl of that name.
 */
const COLLECTION_RESERVED: ReadonlySet<string> = new Set(['offers', 'offer-tokens', 'top', 'mine']);

/** A collection's custom url: a profile url's rules plus the names the collection routes take. */
export function collectionUrlError(raw: string): string | null {
  const error = customUrlError(raw, { required: E.customUrlRequired, invalid: E.invalidCustomUrl });
  if (error) return error;
  return COLLECTION_RESERVED.has(normaliseCustomUrl(raw)) ? E.invalidCustomUrl : null;
}

/** Add / update collection (spec 1 §5). Any error: toast MSG.fillRequired. */
export function validateCollection(input: CollectionInput): FieldErrors<CollectionField> {
  const errors: FieldErrors<CollectionField> = {};
  if (input.mode === 'add') {
    if (!input.name.trim()) put(errors, 'name', E.nameRequired);
    else put(errors, 'name', textError(input.name.trim(), { max: TEXT_MAX.collectionName }));
    put(errors, 'customUrl', collectionUrlError(input.customUrl));
    if (!input.category.trim()) put(errors, 'category', E.categoryRequired);
  }
  if (input.logo) put(errors, 'logo', imageFileError(input.logo));
  if (input.cover) put(errors, 'cover', imageFileError(input.cover));
  return errors;
}
