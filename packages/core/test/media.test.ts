import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  imageFileError,
  itemFileSelectionError,
  MSG,
  mediaKind,
  needsPoster,
  posterSelectionError,
} from '../src';

describe('mediaKind', () => {
  it.each([
    ['clip.mp4', 'video'],
    ['CLIP.WEBM', 'video'],
    ['a/b/c.Ogv', 'video'],
    ['song.mp3', 'audio'],
    ['song.AAC', 'audio'],
    ['song.flac', 'audio'],
    ['pic.webp', 'image'],
    ['pic.GIF', 'image'],
    ['pic.jpeg', 'image'],
    ['/ipfs/bafy123', 'image'],
    ['https://x.io/v.mp4?x=1#t', 'video'],
  ])('%s is %s', (path, kind) => expect(mediaKind(path)).toBe(kind));

  it('reads the extension of the file name only', () => {
    expect(fileExtension('https://cdn.example.com/dir.mp4/file')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('A.PNG')).toBe('png');
  });
});

describe('create-item file on selection', () => {
  it('accepts the whitelist in any case up to 30,000,000 bytes', () => {
    for (const ext of ['png', 'GIF', 'webp', 'mp4', 'JPG', 'jpeg', 'mp3', 'aac', 'flac', 'webm', 'ogv'])
      expect(itemFileSelectionError({ name: `f.${ext}`, size: 30_000_000 })).toBeNull();
  });
  it('refuses one byte more, and other types', () => {
    expect(itemFileSelectionError({ name: 'f.png', size: 30_000_001 })).toBe(
      MSG.create.errors.fileSizeExceeded,
    );
    expect(itemFileSelectionError({ name: 'f.svg', size: 1 })).toBe(
      'Only these file types are accepted : png, gif, webp, mp4, jpg, jpeg, mp3, aac, flac, webm, ogv',
    );
  });
});

describe('profile, cover and collection images', () => {
  it('accept jpg, jpeg, png, webp, gif up to 5,000,000 bytes', () => {
    for (const ext of ['jpg', 'JPEG', 'png', 'webp', 'gif'])
      expect(imageFileError({ name: `a.${ext}`, size: 5_000_000 })).toBeNull();
  });
  it('refuse 5,000,001 bytes and other types', () => {
    expect(imageFileError({ name: 'a.png', size: 5_000_001 })).toBe('File size must be below 5mb');
    expect(imageFileError({ name: 'a.mp4', size: 10 })).toBe(
      'file is invalid. only allowed JPG,PNG,WEBP,gif',
    );
  });
});

describe('the preview image of a video or audio item', () => {
  it('is needed for video and audio files only', () => {
    for (const ext of ['mp4', 'WEBM', 'ogv', 'mp3', 'aac', 'FLAC'])
      expect(needsPoster(`f.${ext}`)).toBe(true);
    for (const ext of ['png', 'GIF', 'webp', 'jpg', 'jpeg']) expect(needsPoster(`f.${ext}`)).toBe(false);
  });
  it('accepts the item picture types in any case up to 30,000,000 bytes', () => {
    for (const ext of ['png', 'GIF', 'webp', 'JPG', 'jpeg'])
      expect(posterSelectionError({ name: `p.${ext}`, size: 30_000_000 })).toBeNull();
  });
  it('refuses one byte more, and video, audio and other types', () => {
    expect(posterSelectionError({ name: 'p.png', size: 30_000_001 })).toBe(
      MSG.create.errors.fileSizeExceeded,
    );
    for (const ext of ['mp4', 'mp3', 'svg', 'bmp'])
      expect(posterSelectionError({ name: `p.${ext}`, size: 1 })).toBe(
        'Only these file types are accepted : png, gif, webp, jpg, jpeg',
      );
  });
});
