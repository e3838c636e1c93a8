import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { ownOrigins } from '../http/origins';
import { NotificationMailJob } from './mail-job';

/** Starts the notification mail job with the app and stops it, between two mails, when the app closes. */
export function runNotificationMail(app: FastifyInstance, ctx: AppContext, database: Database): void {
  const job = new NotificationMailJob(
    {
      db: ctx.db,
      send: ctx.mail.deliver,
      origin: ownOrigins(ctx.config)[0] as string,
      tryLock: (key) => database.tryLock(key),
      log: app.log.child({ component: 'notification-mail' }),
    },
    { pollMs: ctx.config.NOTIFICATION_MAIL_POLL_MS },
  );
  app.addHook('onReady', async () => job.start());
  app.addHook('preClose', () => job.stop());
}
