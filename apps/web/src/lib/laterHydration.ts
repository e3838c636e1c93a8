/**
 * Sliced hydration on Preact (issue 17, docs/performance.md "Preact with sliced hydration"). Preact hydrates a
 * page in one task, which at a phone's speed is one long task; parts of the page wrapped in HydrateLater are
 * left as the server's HTML during that pass and hydrated afterwards, one part per task: on idle, the parts
 * nearest the screen first, and at once when the reader presses, focuses or types inside one (so the click
 * that follows reaches a hydrated part: Preact renders in the microtasks right after the listener).
 */
import { onIdle } from './onIdle';

/** A part of the page waiting for its own hydration. */
export interface LaterSlot {
  /** Settles when the part may hydrate (its component suspends on it until then). */
  readonly ready: Promise<void>;
  readonly released: () => boolean;
  /** The part's wrapper, once the page's first pass has committed. */
  attach: (el: Element | null) => void;
}

interface Pending {
  release: () => void;
  el: Element | null;
}

const INPUT_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;
/** Parts this far from the screen move to the front of the queue (their pictures load from there too). */
const NEAR_MARGIN = '400px 0px';

let hydrating = false;
let queue: Pending[] = [];

/** A slot when called during the page's first (hydrating) render, else null: a part rendered later renders at once. */
export function laterSlot(): LaterSlot | null {
  if (!hydrating) return null;
  let done = false;
  let resolve = () => {};
  const ready = new Promise<void>((r) => {
    resolve = r;
  });
  const pending: Pending = {
    el: null,
    release: () => {
      done = true;
      queue = queue.filter((p) => p !== pending);
      resolve();
    },
  };
  queue.push(pending);
  const attach = (el: Element | null) => {
    pending.el = el;
  };
  return { ready, released: () => done, attach };
}

/** Runs the page's hydration (synchronous on Preact), then hydrates the parts it left, one per task. */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  if (queue.length) start();
}

/**
 * Hydrates every part still waiting, now (settles once they have): before the page's data changes (a signed-in reader's refresh).
 * Preact resumes a part's hydration over the server's HTML and keeps attributes that differ from its render,
 * so a part must hydrate from the data the server rendered.
 */
export function hydrateAllNow(): Promise<void> {
  for (const p of [...queue]) p.release();
  // Preact renders them in the microtasks after the release; a timer settles after those.
  return new Promise((settle) => setTimeout(settle));
}

function start(): void {
  const onInput = (event: Event) => {
    const target = event.target as Node | null;
    if (!target) return;
    for (const p of queue) if (p.el?.contains(target)) p.release();
  };
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, true);
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const index = queue.findIndex((p) => p.el?.firstElementChild === entry.target);
        if (entry.isIntersecting && index > 0) queue.unshift(...queue.splice(index, 1));
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  // The wrapper is `display: contents` (no box of its own): its first element stands for it.
  for (const p of queue) if (p.el?.firstElementChild) near.observe(p.el.firstElementChild);
  const next = () => {
    queue[0]?.release();
    if (queue.length) {
      onIdle(next);
      return;
    }
    near.disconnect();
    for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, true);
  };
  onIdle(next);
}
