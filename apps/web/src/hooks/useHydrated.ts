import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the server's HTML, true in every other render. The server renders for a visitor,
 * and a part that hydrates late (HydrateOnIdle) may do so after the session reached the browser: read through
 * this, the part hydrates as the visitor's HTML it was sent with, then renders again for the reader at once.
 * Reading the session directly there drew the owner's buttons over the visitor's HTML, and React threw that
 * HTML away (error 418) together with the press that started the hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
