import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { untilQuiet } from './quiet';

/** How long no request may have been in flight before background work counts the server as quiet. */
const QUIET_MS = 400;
/** The longest one wait lasts, so that background work still ends under steady traffic. */
const WAIT_MAX_MS = 3_000;

/**
 * Whether readers are being served right now, for background work that can wait (the demo market's seed):
 * on one embedded database and two cores, a first visitor's page waited behind the seed's uploads, mints and
 * writes while `npm start` was filling the market in. Counts the requests in flight from the HTTP server's own
 * events (no header or route of the client's choosing has a say).
 */
export class ReaderActivity {
  private inFlight = 0;
  private lastChange = 0;

  /**
   * Counts requests from now on; the returned function stops counting (once the background work is done).
   * `liveStreamPath`: the live events' path, whose answers stay open for as long as a page is.
   */
  install(app: FastifyInstance, liveStreamPath: string): () => void {
    const counted = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.startsWith(liveStreamPath)) return;
      this.inFlight++;
      this.lastChange = performance.now();
      res.once('close', () => {
        this.inFlight--;
        this.lastChange = performance.now();
      });
    };
    app.server.on('request', counted);
    return () => app.server.off('request', counted);
  }

  /** Resolves once no request has been in flight for QUIET_MS, or after WAIT_MAX_MS whatever the traffic. */
  whenQuiet(): Promise<void> {
    return untilQuiet(
      () => (this.inFlight > 0 ? 0 : performance.now() - this.lastChange),
      QUIET_MS,
      WAIT_MAX_MS,
    );
  }
}
