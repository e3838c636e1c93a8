import { type ReactNode, Suspense, use, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../hooks/useHydrated';

/** How far outside the screen a part counts as near: it hydrates before the reader scrolls it in. */
const NEAR_PX = 300;

/** Opened once the part is near the screen or the reader reaches for it; hydration waits on `ready` till then. */
interface Gate {
  open: boolean;
  ready: Promise<void>;
  openNow: () => void;
}

function newGate(): Gate {
  let resolve = () => {};
  const ready = new Promise<void>((r) => {
    resolve = r;
  });
  const gate: Gate = {
    // Open on the server: its render waits for nothing of the browser's.
    open: typeof document === 'undefined',
    ready,
    openNow: () => {
      gate.open = true;
      // Marked as React marks a settled promise, so `use` reads it at once, in the render it opens.
      Object.assign(ready, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  if (gate.open) gate.openNow();
  return gate;
}

/**
 * Whether the element is on or near the screen now. One inside a section the browser skips (content-visibility
 * auto, off screen) is not, and is not measured: measuring would lay the skipped section out.
 */
const nearScreen = (el: Element): boolean => {
  if (el.checkVisibility?.({ contentVisibilityAuto: true }) === false) return false;
  const box = el.getBoundingClientRect();
  return (
    box.bottom > -NEAR_PX &&
    box.top < innerHeight + NEAR_PX &&
    box.right > -NEAR_PX &&
    box.left < innerWidth + NEAR_PX
  );
};

/** A promise React reads as settled (its `status`), so `use` never suspends on it. */
const OPEN = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** The parts still waiting, by their wrapping element. */
const waiting = new Map<Element, () => void>();

/**
 * A press, touch or focus inside a waiting part opens it. Listened to on the window, in the capture phase: before
 * React's own listener on the root, which stops the event where it lands in a part it cannot hydrate yet.
 */
function openReached(event: Event): void {
  for (let node = event.target as Element | null; node; node = node.parentElement) waiting.get(node)?.();
}

function watchReach(el: Element, open: () => void): () => void {
  if (waiting.size === 0)
    for (const type of REACH) addEventListener(type, openReached, { capture: true, passive: true });
  waiting.set(el, open);
  return () => {
    waiting.delete(el);
    if (waiting.size === 0) for (const type of REACH) removeEventListener(type, openReached, true);
  };
}

const REACH = ['pointerdown', 'touchstart', 'focusin'] as const;

/**
 * While React hydrates the server's HTML, a closed gate suspends the part's hydration: React keeps the server's
 * HTML as it is (visible, its links working as plain links) and hydrates the part when the gate opens. In any
 * other render (a list rendered in the browser, Load More) nothing waits. A leaf that renders nothing: when
 * `useHydrated` flips after hydration only this leaf renders again.
 */
function WaitForGate({ gate }: { gate: Gate }) {
  // `use` in every render (of a settled promise once open or hydrated): React requires the same calls when it
  // tries a suspended render again.
  use(useHydrated() ? OPEN : gate.ready);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates only once it is near the screen (a <Suspense> boundary,
 * like HydrateOnIdle): cards and sections below a phone's first screen cost no hydration while the page loads.
 * Those on or near the screen hydrate at idle priority as HydrateOnIdle parts do. A press, touch or focus inside
 * opens the gate before React sees it, so React hydrates the part synchronously on that event and on the click
 * that follows: no press is lost. The wrapping element (`as`, hydrated with the page) is what is watched; it
 * carries `className`.
 */
export function HydrateWhenNear({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: 'div' | 'li';
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [gate] = useState(newGate);
  // Open from the start in a render that is not hydrating (a list rendered in the browser, Load More).
  const hydrated = useHydrated();
  const [open, setOpen] = useState(() => gate.open || hydrated);
  const [initial] = useState(children);
  // A layout effect: it runs in the commit that hydrated the wrapper, so a card already on the screen is open
  // before React first tries to hydrate it, and a press that made React hydrate the page finds it open.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || open) return;
    const openAll = () => {
      gate.openNow();
      setOpen(true);
    };
    if (typeof IntersectionObserver === 'undefined' || nearScreen(el)) return openAll();
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reach(), {
      rootMargin: `${NEAR_PX}px`,
    });
    const unwatch = watchReach(el, reach);
    function reach() {
      openAll();
      stop();
    }
    function stop() {
      io.disconnect();
      unwatch();
    }
    io.observe(el);
    return stop;
  }, [gate, open]);
  // While the gate is closed the boundary is the same element in every render, with the children it was
  // hydrated with: React takes new props on a part it has not hydrated yet as an update, and a part that cannot
  // hydrate then (it waits on the gate) it renders afresh on the client, dropping the server's HTML and its DOM
  // nodes. So a parent's render before the part is near (a query settling, the session arriving) leaves it as
  // the server sent it; once open, the part hydrates with those children and then renders the latest.
  const live = open ? children : initial;
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <WaitForGate gate={gate} />
        {live}
      </Suspense>
    ),
    [gate, live],
  );
  return (
    <Tag ref={ref as React.Ref<HTMLDivElement & HTMLLIElement>} className={className}>
      {boundary}
    </Tag>
  );
}
