import { type ReactNode, Suspense } from 'react';

/**
 * Server-rendered content hydrated after the rest of the page (issue 17: blocking time on a phone). React keeps
 * a server-rendered Suspense boundary as it is on its first hydration pass and hydrates it in a pass and commit
 * of its own, so the page's hydration is several shorter tasks instead of one long commit; a click inside it
 * before then hydrates it at once. Nothing inside suspends in the browser's own renders, so the (empty)
 * fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
