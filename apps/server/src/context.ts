import type { SessionStore } from './auth/session';
import type { Lifecycle } from './chain/lifecycle';
import type { ChainReader } from './chain/reader';
import type { ChangeBus } from './cluster/bus';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Pinner } from './ipfs/pin';
import type { IpfsStore } from './ipfs/store';
import type { ViewerFactsCache } from './items/facts-cache';
import type { PageCache } from './items/page-cache';
import type { SharedPage } from './items/shared-page';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './media/storage';
import type { PriceProvider } from './prices/provider';
import type { Drain } from './system/drain';

/** Everything a route plugin needs, built once by buildApp and passed to each domain plugin. */
export interface AppContext {
  config: Config;
  db: Db;
  chain: ChainReader;
  /** Null until the contracts are deployed on the configured chain. */
  lifecycle: Lifecycle | null;
  prices: PriceProvider;
  storage: MediaStorage;
  ipfs: IpfsStore;
  pinner: Pinner;
  sessions: SessionStore;
  /** SMTP when SMTP_URL is set, else the development outbox (mail/mailer.ts). */
  mail: Mailer;
  content: { shareTags(): Promise<string[]> };
  /** Anonymous explore and search answers; writes that change them call `pages.clear()`. */
  pages: PageCache<SharedPage>;
  /** Each signed-in reader's own facts on those pages; writes that change a reader's call `facts.forget()`. */
  facts: ViewerFactsCache;
  /** Change events to every server sharing the database (cluster/bus.ts). */
  bus: ChangeBus;
  /** Whether the server is stopping (SIGTERM): /readyz answers 503 from then on. */
  drain: Drain;
}
