import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * `value` in every render but those hydrating the server's HTML, which see `whileHydrating`. The server renders
 * for a visitor, and a part that hydrates late (HydrateOnIdle) may do so after the session reached the browser:
 * read through this, the part hydrates as the visitor's HTML it was sent with, then renders again for the reader
 * at once. Reading the session directly there drew the owner's buttons over the visitor's HTML, and React threw
 * that HTML away (error 418) together with the press that started the hydration.
 * When `value` equals `whileHydrating` (a visitor's null) React renders nothing again after hydrating: a flag
 * that flips (true once hydrated) re-rendered every page that read it at once, synchronously (a 400 ms task at
 * Lighthouse's 4× CPU on the profile and token pages).
 */
export function useHydratedValue<T>(value: T, whileHydrating: T): T {
  return useSyncExternalStore(
    never,
    () => value,
    () => whileHydrating,
  );
}

/** False while React hydrates the server's HTML, true in every other render (for leaves: it always re-renders). */
export const useHydrated = (): boolean => useHydratedValue(true, false);
