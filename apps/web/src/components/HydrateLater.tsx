import { type ReactNode, Suspense, useState } from 'react';
import { type LaterSlot, laterSlot } from '../lib/laterHydration';

/** Server renders that have waited once: a part's HTML is then marked for the browser's hydration. */
const marked = new WeakSet<object>();

function Gate(props: { slot: LaterSlot | null; children: ReactNode }) {
  const { slot, children } = props;
  // On the server the part waits once (a settled promise), so preact-render-to-string marks its HTML with
  // `<!--$s-->…<!--/$s-->`: Preact's hydration keeps that whole range as it is while the part suspends. The
  // server renders the same element (same props) again once the promise settles.
  if (typeof window === 'undefined' && !marked.has(props)) {
    marked.add(props);
    throw Promise.resolve();
  }
  // In the browser it suspends on the first pass (and on any render of the page before its turn).
  if (slot && !slot.released()) throw slot.ready;
  return children;
}

/**
 * Server-rendered content hydrated after the rest of the page, in a task of its own (issue 17: blocking time
 * on a phone; lib/laterHydration.ts says when). Content rendered in the browser (a page reached by a link)
 * renders at once. The wrapper tells which part a press or a focus is in: a `div` without a box of its own
 * (`display: contents`), or a list's item (`as="li"`, with the item's class).
 */
export function HydrateLater({
  children,
  as: Wrapper = 'div',
  className = Wrapper === 'div' ? 'contents' : undefined,
}: {
  children: ReactNode;
  as?: 'div' | 'li';
  className?: string;
}) {
  const [slot] = useState(laterSlot);
  return (
    <Wrapper className={className} ref={slot?.attach}>
      <Suspense fallback={null}>
        <Gate slot={slot}>{children}</Gate>
      </Suspense>
    </Wrapper>
  );
}
