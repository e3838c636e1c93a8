import { type FileInfo, imageFileError } from '../media';
import { MSG } from '../messages';
import { type FieldErrors, put } from './fields';
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

/** Add / update collection (spec 1 §5). Any error: toast MSG.fillRequired. */
export function validateCollection(input: CollectionInput): FieldErrors<CollectionField> {
  const errors: FieldErrors<CollectionField> = {};
  if (input.mode === 'add') {
    if (!input.name.trim()) put(errors, 'name', E.nameRequired);
    else put(errors, 'name', textError(input.name.trim(), { max: TEXT_MAX.collectionName }));
    put(
      errors,
      'customUrl',
      customUrlError(input.customUrl, { required: E.customUrlRequired, invalid: E.invalidCustomUrl }),
    );
    if (!input.category.trim()) put(errors, 'category', E.categoryRequired);
  }
  if (input.logo) put(errors, 'logo', imageFileError(input.logo));
  if (input.cover) put(errors, 'cover', imageFileError(input.cover));
  return errors;
}
