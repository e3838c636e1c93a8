import {
  AUDIO_EXTENSIONS,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  ITEM_FILE_EXTENSIONS,
  ITEM_FILE_MAX_BYTES,
  ITEM_IMAGE_EXTENSIONS,
  VIDEO_EXTENSIONS,
} from './constants';
import { MSG } from './messages';

export type MediaKind = 'video' | 'audio' | 'image';

/** Lowercased extension of a file name, path or URL (query and fragment ignored); '' when none. */
export function fileExtension(path: string): string {
  const name = path.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const has = (list: readonly string[], ext: string) => list.includes(ext);

/** Media type by file extension, any case (spec 1 §1). Anything else is drawn as an image. */
export function mediaKind(path: string): MediaKind {
  const ext = fileExtension(path);
  if (has(VIDEO_EXTENSIONS, ext)) return 'video';
  if (has(AUDIO_EXTENSIONS, ext)) return 'audio';
  return 'image';
}

export interface FileInfo {
  name: string;
  size: number;
}

/** Create-item file on selection (spec 2 §5): the type list, then the 30 MB limit. Null when accepted. */
export function itemFileSelectionError(file: FileInfo): string | null {
  if (!has(ITEM_FILE_EXTENSIONS, fileExtension(file.name)))
    return MSG.create.errors.fileTypes(ITEM_FILE_EXTENSIONS);
  if (file.size > ITEM_FILE_MAX_BYTES) return MSG.create.errors.fileSizeExceeded;
  return null;
}

/** Whether an item file of this name needs a preview image (video and audio do: the metadata's `image`). */
export function needsPoster(path: string): boolean {
  return mediaKind(path) !== 'image';
}

/** A video or audio item's preview image on selection: the item's picture types, then the 30 MB limit. */
export function posterSelectionError(file: FileInfo): string | null {
  if (!has(ITEM_IMAGE_EXTENSIONS, fileExtension(file.name)))
    return MSG.create.errors.fileTypes(ITEM_IMAGE_EXTENSIONS);
  if (file.size > ITEM_FILE_MAX_BYTES) return MSG.create.errors.fileSizeExceeded;
  return null;
}

/** Profile, cover and collection images (spec 1 §5): jpg, jpeg, png, webp, gif up to 5,000,000 bytes. */
export function imageFileError(file: FileInfo): string | null {
  if (!has(IMAGE_EXTENSIONS, fileExtension(file.name))) return MSG.editProfile.errors.fileInvalid;
  if (file.size > IMAGE_MAX_BYTES) return MSG.editProfile.errors.fileTooLarge;
  return null;
}
