import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { untilQuiet } from './quiet';

/** After the drain: how long no request may have come before the server closes, and how long to wait for it. */
const QUIET_MS = 300;
const QUIET_WAIT_MAX_MS = 5_000;

/**
 * A stopping server's drain (issue 31 item 14). From SIGTERM on, /readyz answers 503 so that the balancer
 * takes the server out of rotation, while every request keeps being served for SHUTDOWN_DRAIN_MS: the time
 * the balancer needs to notice. Each answer meanwhile says `Connection: close`, so a keep-alive client opens
 * its next request on a new connection (which the balancer sends elsewhere) instead of writing into a socket
 * the server is about to close. main.ts closes the server when the drain ends.
 */
export class Drain {
  private started = false;
  private lastArrival = 0;

  get draining(): boolean {
    return this.started;
  }

  /**
   * Starts draining and resolves after `ms`, then once no connection or request has arrived for QUIET_MS (at
   * most QUIET_WAIT_MAX_MS more): closing drops connections whose requests the server has not read yet, and a
   * busy server reads them late — or a balancer still sends a few.
   */
  async run(ms: number): Promise<void> {
    this.started = true;
    await sleep(ms);
    await untilQuiet(() => performance.now() - this.lastArrival, QUIET_MS, QUIET_WAIT_MAX_MS);
  }

  install(app: FastifyInstance): void {
    const arrived = () => {
      if (this.started) this.lastArrival = performance.now();
    };
    app.server.on('connection', arrived);
    app.server.on('request', arrived);
    app.addHook('onSend', async (_req, reply) => {
      if (this.started) reply.header('connection', 'close');
    });
  }
}
