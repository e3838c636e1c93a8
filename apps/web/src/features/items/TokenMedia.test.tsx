import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenMedia, type TokenMediaSource } from './TokenMedia';

// Without IntersectionObserver the media shows at once (happy-dom has no layout to be near of).
vi.stubGlobal('IntersectionObserver', undefined);
afterEach(() => vi.useRealTimers());

const item = (over: Partial<TokenMediaSource>): TokenMediaSource => ({
  name: 'Tide',
  media: '/media/items/tide.mp4',
  preview: '/media/items/compressed/cover.webp',
  ipfsMedia: '/ipfs/bafy-tide',
  mediaKind: 'video',
  ...over,
});

async function draw(token: TokenMediaSource) {
  vi.useFakeTimers();
  const view = render(<TokenMedia token={token} />);
  await vi.runAllTimersAsync();
  return view.container;
}

describe('TokenMedia', () => {
  it('plays a video with its preview image as the poster', async () => {
    const video = (await draw(item({}))).querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/items/tide.mp4');
    expect(video?.getAttribute('poster')).toBe('/media/items/compressed/cover.webp');
  });

  it('shows an audio item’s preview image behind its player', async () => {
    const box = await draw(item({ media: '/media/items/tide.mp3', mediaKind: 'audio' }));
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/media/items/compressed/cover.webp');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('Tide');
    expect(box.querySelector('audio')?.getAttribute('src')).toBe('/media/items/tide.mp3');
  });

  it('leaves out the picture of video and audio minted without one', async () => {
    expect((await draw(item({ preview: null }))).querySelector('video')?.hasAttribute('poster')).toBe(false);
    const audio = await draw(item({ mediaKind: 'audio', preview: null }));
    expect([audio.querySelector('img'), audio.querySelector('audio')?.tagName]).toEqual([null, 'AUDIO']);
  });

  it('shows an image by its compressed copy', async () => {
    const box = await draw(item({ media: '/media/items/a.png', mediaKind: 'image' }));
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/media/items/compressed/cover.webp');
    expect(box.querySelector('video, audio')).toBeNull();
  });

  it('puts a picture in the first render, for the browser to load lazily, and a player only near the viewport', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const picture = render(<TokenMedia token={item({ mediaKind: 'image' })} />).container;
    expect(picture.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const first = render(<TokenMedia token={item({ mediaKind: 'image' })} first />).container;
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(first.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    const player = render(<TokenMedia token={item({})} />).container;
    expect(player.querySelector('video')).toBeNull();
    vi.stubGlobal('IntersectionObserver', undefined);
  });
});
