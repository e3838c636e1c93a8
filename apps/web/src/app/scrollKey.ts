import type { Location } from 'react-router';

/**
 * The keys ScrollMemory stores scroll positions under, for one loaded document. React Router keys an entry
 * by `location.key`, but every entry a full page load opens (a typed URL, a shared link, a link opened in the same
 * tab) has the key 'default', so one page would open at the position saved by another. Such entries get a key of
 * their own document instead: a new page starts at the top, while back/forward and reloads of entries the app
 * pushed keep restoring where the reader was.
 */
export function scrollKeyFor(documentId: string): (location: Pick<Location, 'key'>) => string {
  return (location) => (location.key === 'default' ? `default:${documentId}` : location.key);
}

/** This document's keys: a full page load starts a new id. */
export const scrollKey = scrollKeyFor(Math.random().toString(36).slice(2));
