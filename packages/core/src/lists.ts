import { PAGE_SIZE } from './constants';

/** List and visibility rules of spec 1 (categories, social links, paging, search, notifications, FAQ). */

export const FILM_CATEGORY = 'Film';

/** The Film category is hidden unless its setting's `activate` value is not false (spec 1 Home). */
export function visibleCategories<T extends { name: string }>(
  categories: readonly T[],
  filmSetting: { activate?: unknown } | null | undefined,
): T[] {
  const showFilm = filmSetting?.activate !== false;
  return categories.filter((c) => showFilm || c.name.toLowerCase() !== FILM_CATEGORY.toLowerCase());
}

/** Profile social links: a link shows only when its check flag is true and its value non-empty. */
export function visibleSocialLinks<K extends string>(
  links: Readonly<Record<K, { url: string | null | undefined; show: boolean }>>,
): [K, string][] {
  return (Object.entries(links) as [K, { url: string | null | undefined; show: boolean }][])
    .filter(([, l]) => l.show && !!l.url?.trim())
    .map(([k, l]) => [k, (l.url as string).trim()]);
}

/**
 * Paging of item lists (spec 1 §4): more may follow only when a full page came back; a list is empty when
 * its first page returned nothing.
 */
export function pageState(page: number, received: number, pageSize: number = PAGE_SIZE.profileTab) {
  return { hasMore: received >= pageSize, empty: page === 1 && received === 0 };
}

/** The collection page shows Load More at 10 or more items. */
export const collectionShowsLoadMore = (count: number) => count >= PAGE_SIZE.collection;

/** Search results hide items whose current-owners list is empty. */
export const listedInSearch = (item: { owners: readonly unknown[] }) => item.owners.length > 0;

/** The bell's green dot: any notification with status new. */
export const hasNewNotification = (list: readonly { isNew: boolean }[]) => list.some((n) => n.isNew);

/** FAQ accordion over two columns: even indexes left, odd right. */
export function faqColumns<T>(entries: readonly T[]): [T[], T[]] {
  return [entries.filter((_, i) => i % 2 === 0), entries.filter((_, i) => i % 2 === 1)];
}
