/** A Server-Sent Events client over fetch for tests and the bench (Node has no EventSource of its own). */
export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
  /** performance.now() when the event's frame was read. */
  at: number;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** The first event from `from` on (index into `events`) that matches, waiting up to `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    (async () => {
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of frame.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const i = line.indexOf(':');
            fields.set(line.slice(0, i), line.slice(i + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          events.push({
            id: fields.get('id') ?? null,
            event: fields.get('event') ?? 'message',
            data: JSON.parse(fields.get('data') as string),
            at: performance.now(),
          });
          for (const w of waiters) w();
        }
      }
    })().catch(() => undefined);
  }
  return {
    status: res.status,
    events,
    next(match, timeoutMs = 10_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching event in ${timeoutMs} ms (got ${JSON.stringify(events.map((e) => e.data))})`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}
