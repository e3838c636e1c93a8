import { z } from 'zod';
import { LIVE_MSG } from '../messages/live';
import { LIVE_CHANNEL, MAX_LIVE_CHANNELS } from './liveChannels';

export * from './liveChannels';
export { LIVE_MSG };

export const liveChannel = z.string().regex(LIVE_CHANNEL, LIVE_MSG.badChannel);
export type LiveChannel = z.infer<typeof liveChannel>;

/** `?channels=a,b,c&notifications=1`: a comma-separated list, each channel once. */
export const eventsQuery = z.object({
  channels: z
    .string()
    .max(8_000)
    .default('')
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .pipe(z.array(liveChannel).max(MAX_LIVE_CHANNELS, LIVE_MSG.tooManyChannels)),
  notifications: z.enum(['0', '1']).default('0'),
});
export type EventsQuery = z.input<typeof eventsQuery>;

const hex = z.string().regex(/^0x[0-9a-f]+$/);

/**
 * What changed on a token: `sale` (a purchase or an accepted bid), `listed`, `price` (a new price),
 * `unlisted` (a cancelled listing), `bid` (placed or edited off chain), `bidCancelled`, `transfer`, `mint`.
 * A client refetches what it shows of the token; the event carries no state of its own to trust.
 */
export const TOKEN_CHANGES = [
  'sale',
  'listed',
  'price',
  'unlisted',
  'bid',
  'bidCancelled',
  'transfer',
  'mint',
] as const;
export type TokenChange = (typeof TOKEN_CHANGES)[number];

export const liveEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('token'),
    change: z.enum(TOKEN_CHANGES),
    contract: hex,
    tokenId: z.string().regex(/^\d{1,78}$/),
    /** The chain transaction, when the change came from one. */
    txHash: hex.nullable(),
  }),
  /** Something of the market changed that no single token names (all of a seller's listings cancelled). */
  z.object({ type: z.literal('market') }),
  /** The signed-in user has a new notification. */
  z.object({ type: z.literal('notification') }),
  /** The events since Last-Event-ID are no longer kept: refetch everything shown. */
  z.object({ type: z.literal('reset') }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
