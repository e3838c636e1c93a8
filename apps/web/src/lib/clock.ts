import { createContext, useContext, useSyncExternalStore } from 'react';

/** Whole seconds: what a countdown shows, and a value that stays the same between two reads in one render. */
export const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * The moment a server-rendered page was rendered, in whole seconds: provided by the server for each page and,
 * from the page's inlined state, by the browser.
 */
export const RenderTime = createContext(0);

let now = toSecond(Date.now());
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const tick = () => {
  now = toSecond(Date.now());
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = toSecond(Date.now());
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const still = () => () => {};
// Without a ticking reader the stored second may be old: read the clock again.
const current = () => {
  if (!timer) now = toSecond(Date.now());
  return now;
};

/**
 * The time in whole seconds, ticking each second while `ticking` (one timer for every reader). While React
 * takes over server-rendered HTML it is the moment the server rendered the page, so both render the same text.
 */
export function useClock(ticking: boolean): number {
  const renderedAt = useContext(RenderTime);
  return useSyncExternalStore(ticking ? subscribe : still, current, () => renderedAt);
}
