import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxMail } from '@agora/core';
import type { Mail } from './mail';

/** How many mails GET /api/v1/dev/mail answers with. */
const READ_LIMIT = 50;

/** Mail kept as JSON files under DATA_DIR/outbox (development and tests, when no SMTP is configured). */
export class Outbox {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'outbox');
  }

  async write(mail: Mail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    // Time first so that the names sort in sending order; random bytes keep same-millisecond mails apart.
    const name = `${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.json`;
    const entry: OutboxMail = { ...mail, sentAt };
    await writeFile(path.join(this.dir, name), JSON.stringify(entry));
  }

  /** The newest mails first. */
  async read(): Promise<OutboxMail[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const newest = names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()
      .slice(0, READ_LIMIT);
    return Promise.all(
      newest.map(async (n) => JSON.parse(await readFile(path.join(this.dir, n), 'utf8')) as OutboxMail),
    );
  }
}
