import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'agora.scroll-positions';
/**
 * How long a restore waits for the page to grow tall enough (its data loads after the page has rendered). On a
 * busy phone the cards of a long list can take seconds to render; the reader's own scrolling ends the wait.
 */
const RESTORE_MS = 10_000;
/** What ends a restore: the reader scrolling by wheel, touch, key or the scrollbar. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Scrolls like a browser does between documents, for the app's own navigations: a new page starts at the top
 * (or at its #hash), back/forward and a reload go back to where the reader was. Positions are kept per
 * `getKey(location)` for the tab (sessionStorage) and read continuously from scroll events, so a page that
 * gets shorter as the next one renders cannot overwrite its own position.
 */
export function ScrollMemory({ getKey }: { getKey: (location: Pick<Location, 'key'>) => string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef<string>('');
  const key = getKey(location);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    const onScroll = () => {
      if (positions.current && current.current) positions.current[current.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or refused: positions are then kept for this document only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    current.current = key;
    const saved = positions.current[key];
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, navigationType, location.hash]);

  return null;
}

/**
 * Scrolls to `y` once the page is tall enough, trying each frame for a while; the reader's own wheel, touch
 * or key press ends the attempt. Returns the cancel function.
 */
function restore(y: number): () => void {
  const until = performance.now() + RESTORE_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_SCROLLS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of READER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
