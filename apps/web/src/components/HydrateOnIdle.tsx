import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates apart from the rest (a <Suspense> boundary, kept in the
 * server's HTML as `<!--$-->…<!--/$-->`): after the page's shell (header, search, wallet button), at idle
 * priority, and at once when the reader presses or types inside it (selective hydration; React replays the
 * press once the part has hydrated). A phone's main thread then never hydrates the whole page in one go.
 * Rendered in the browser (a page reached by a link), the part renders at once: nothing in it suspends.
 */
export function HydrateOnIdle({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
