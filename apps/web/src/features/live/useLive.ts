import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidationsFor } from './invalidations';
import { type LiveStream, liveStream } from './liveStream';

/** The query client the stream's events invalidate; set once per stream by the first page that subscribes. */
const bridged = new WeakSet<LiveStream>();

function bridge(stream: LiveStream, qc: QueryClient): void {
  if (bridged.has(stream)) return;
  bridged.add(stream);
  stream.onEvent((event) => {
    for (const key of invalidationsFor(event)) {
      void (key ? qc.invalidateQueries({ queryKey: key }) : qc.invalidateQueries());
    }
  });
}

/**
 * Keeps the page's data live while it is mounted: `channels` are public channels (`token:<contract>:<id>`,
 * `collection:<id>`, `activity`, `explore`) and `notifications` the signed-in user's own. Falsy entries are
 * skipped, so that a page can pass a channel it does not know yet.
 */
export function useLive(
  channels: ReadonlyArray<string | null | undefined | false>,
  stream = liveStream(),
): void {
  const qc = useQueryClient();
  const key = channels.filter((c): c is string => Boolean(c)).join(',');
  useEffect(() => {
    bridge(stream, qc);
    if (!key) return;
    return stream.subscribe(key.split(','));
  }, [key, qc, stream]);
}
