// The channels' names and pattern without zod: pages subscribe with them (tokenChannel, LIVE_CHANNEL), and a
// module that builds zod schemas at its top level would bring zod and those schemas into the page's first task
// on a phone (issue 17). events.ts re-exports them with the schemas.

/** One connection follows at most this many public channels (a page and the cards in view). */
export const MAX_LIVE_CHANNELS = 50;

const address = '0x[0-9a-f]{40}';
/**
 * Public channels: a token page (`token:<contract>:<id>`), a collection (`collection:<id>`), the activity feed
 * and explore. The private one (the session's notifications) is asked for with `notifications=1`.
 */
export const LIVE_CHANNEL = new RegExp(
  `^(token:${address}:\\d{1,78}|collection:\\d{1,10}|activity|explore)$`,
);

export const tokenChannel = (contract: string, tokenId: string) =>
  `token:${contract.toLowerCase()}:${tokenId}`;
export const collectionChannel = (id: number | string) => `collection:${id}`;
