import { type LiveEvent, liveEvent } from '@agora/core';

/**
 * One frame's data as a live event, or null when it is not one. A module of its own, loaded with a stream's
 * first frame (liveStream.ts): core's schemas and zod (about 90 KB) are then no part of a page's first task.
 */
export function parseLiveEvent(data: string): LiveEvent | null {
  const parsed = liveEvent.safeParse(JSON.parse(data));
  return parsed.success ? parsed.data : null;
}
