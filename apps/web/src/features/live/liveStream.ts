import type { LiveEvent } from '@agora/core';
import { API_BASE } from '../../api/client';

type Listener = (event: LiveEvent) => void;
type Parse = (data: string) => LiveEvent | null;
type Source = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'>;

/** Live event types the server sends (`event:` field of each frame). */
const TYPES = ['token', 'market', 'notification', 'reset'] as const;
/** After the server refused the stream (429, 401) or it failed for good, the next try waits this long. */
const RETRY_MS = 5_000;

/**
 * The frames' parser, loaded with the first frame rather than with the page (parseLiveEvent.ts): frames are
 * rare, and its evaluation was a long task of its own right after a phone's hydration (issue 17).
 */
let parse: Parse | null = null;
let parser: Promise<Parse> | null = null;
const loadParser = () => {
  parser ??= import('./parseLiveEvent').then(
    (m) => {
      parse = m.parseLiveEvent;
      return parse;
    },
    (err) => {
      parser = null;
      throw err;
    },
  );
  return parser;
};

/**
 * One EventSource per tab, for the channels the mounted pages ask for. Pages add and remove their channels
 * (counted, so that two components may ask for the same one); the stream reopens with the new set on the next
 * tick. The browser reconnects a dropped stream itself, sending Last-Event-ID.
 */
export class LiveStream {
  private readonly counts = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private source: Source | null = null;
  private openQuery = '';
  private scheduled: ReturnType<typeof setTimeout> | null = null;
  /** Frames that arrived before the parser had loaded, delivered in order once it has. */
  private readonly queued: string[] = [];

  constructor(
    // Null where the runtime has no EventSource (happy-dom in tests): pages then poll and refetch as before.
    private readonly open: (url: string) => Source | null = (url) =>
      typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true }),
  ) {}

  /** Answers the release. `notifications` asks for the session's private channel. */
  subscribe(channels: readonly string[]): () => void {
    for (const c of channels) this.counts.set(c, (this.counts.get(c) ?? 0) + 1);
    this.schedule(0);
    return () => {
      for (const c of channels) {
        const n = (this.counts.get(c) ?? 1) - 1;
        if (n > 0) this.counts.set(c, n);
        else this.counts.delete(c);
      }
      this.schedule(0);
    };
  }

  onEvent(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The query the stream is (or will be) opened with; '' when no page asks for anything. */
  query(): string {
    const wanted = [...this.counts.keys()].sort();
    const channels = wanted.filter((c) => c !== 'notifications');
    const params = new URLSearchParams();
    if (channels.length) params.set('channels', channels.join(','));
    if (wanted.includes('notifications')) params.set('notifications', '1');
    return params.toString();
  }

  private schedule(ms: number): void {
    if (this.scheduled) clearTimeout(this.scheduled);
    this.scheduled = setTimeout(() => {
      this.scheduled = null;
      this.sync();
    }, ms);
  }

  private sync(): void {
    const q = this.query();
    if (q === this.openQuery && this.source && this.source.readyState !== 2) return;
    this.source?.close();
    this.source = null;
    this.openQuery = q;
    if (!q) return;
    const source = this.open(`${API_BASE}/events?${q}`);
    if (!source) return;
    for (const type of TYPES) {
      source.addEventListener(type, (e) => this.receive((e as MessageEvent<string>).data));
    }
    // CLOSED (2): the browser gave up (a refused stream); try again later, which also refetches nothing lost.
    source.addEventListener('error', () => {
      if (source.readyState === 2 && this.source === source) this.schedule(RETRY_MS);
    });
    this.source = source;
  }

  private receive(data: string): void {
    if (parse && this.queued.length === 0) {
      this.deliver(parse(data));
      return;
    }
    this.queued.push(data);
    if (this.queued.length > 1) return;
    loadParser().then(
      (p) => {
        for (const frame of this.queued.splice(0)) this.deliver(p(frame));
      },
      // The parser's chunk did not load (offline): these frames are lost, the next ones try again.
      () => {
        this.queued.length = 0;
      },
    );
  }

  private deliver(event: LiveEvent | null): void {
    if (event) for (const l of this.listeners) l(event);
  }
}

/** The tab's stream, created on first use (no connection until a page subscribes). */
let stream: LiveStream | null = null;
export function liveStream(): LiveStream {
  if (!stream) stream = new LiveStream();
  return stream;
}
