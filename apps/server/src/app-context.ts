import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createMailTransport } from './lib/mail/mail-transport.js';
import type { Mailer } from './lib/mail/mailer.js';
import { createMediaSigner, loadMediaSecret } from './lib/media-signer.js';
import { createOneClickStop, loadStopSecret } from './lib/mail/one-click-stop.js';
import { createAlertLinks } from './lib/mail/alert-link.js';
import { createFallbackRateLimiter, createMemoryRateLimiter } from './lib/rate-limiter.js';
import { createQueuedMailer, createQueuedSms } from './lib/outbound/outbound.js';
import { createSmsTransport } from './lib/sms/sms-transport.js';
import type { SmsProvider } from './lib/sms/sms.js';
import { trackOutage, type Outage } from './lib/outage.js';
import { createLocalFileStorage } from './lib/storage/local-file-storage.js';
import { chatChannel, createChatHub } from './lib/chat-hub.js';
import { createMemoryCallStore, createRedisCallStore } from './lib/call-store.js';
import { seedDemoProfiles } from './modules/demo/demo-profiles.js';
import { startPublicFigures } from './modules/public-figures/public-figures.service.js';
import { startSearchEngine } from './modules/search/search-engine.js';
import { paymentProviderFor } from './modules/payments/payments.providers.js';
import { connectRedis, type RedisConnection } from './plugins/rate-limit.js';
import type { AppContext } from './types.js';

/** What a process (web or worker) is made of, besides its HTTP routes. */
export interface AppParts {
  ctx: AppContext;
  /** Where the queues deliver: the jobs that send need them, the context's queued senders only store. */
  deliveries: { mail: Mailer; sms: SmsProvider };
  /** The database's outage tracker (logged once per outage, docs/decisions/0028-graceful-dependency-failures.md). */
  databaseOutage: Outage;
  redis: RedisConnection | undefined;
  /**
   * Closes what the context opened, last made first closed: chat, search, Redis, the senders,
   * and the database last. The jobs must be stopped before (docs/decisions/0081-worker-processes-and-stopping.md).
   */
  close(): Promise<void>;
}

/**
 * Opens the database (migrated to the latest schema) and makes everything the services need:
 * the queued senders, Redis, storage, signing keys, the search index, payments and chat. The web
 * process builds its routes on it (app.ts); a worker runs the jobs on it and serves no HTTP.
 */
export async function createAppContext(config: AppConfig, log: FastifyBaseLogger): Promise<AppParts> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.reverse().splice(0)) await closeOne();
  };
  try {
    // Logged once per outage; a new connection after it means the database is back.
    const databaseOutage = trackOutage(log, {
      down: 'the database is unreachable: requests that need it answer 503 until it returns',
      up: 'the database is reachable again',
      level: 'error',
    });
    const { db, engine, writes } = openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleConnectionError: (err) => log.warn({ err }, 'an idle database connection was closed; it will be replaced'),
      onConnect: () => databaseOutage.recovered(),
    });
    closers.push(() => db.destroy());
    await migrateToLatest(db, engine);

    const { transport, outbox } = createMailTransport(config, log);
    // One per process start: its heartbeat row (migration 0039) and the outbound rows it claims are
    // known by it (docs/decisions/0080-one-outbound-queue.md).
    const processId = randomUUID();
    // Every mail and text goes through the one durable queue, to SMTP or MSG91 or the dev outboxes
    // alike (docs/decisions/0028-graceful-dependency-failures.md).
    const mailer = createQueuedMailer({ db, processId }, transport, log);
    closers.push(() => mailer.close());
    const { provider: smsProvider, smsOutbox } = createSmsTransport(config, log);
    const sms = createQueuedSms({ db, processId }, smsProvider, log);
    closers.push(() => sms.close());
    const redis = connectRedis(log, config.redisUrl, config.databaseUrl);
    if (redis) closers.push(() => redis.close());
    const limiter = redis
      ? createFallbackRateLimiter(redis.client, redis.outage, `${redis.prefix}limit:`)
      : createMemoryRateLimiter();
    const storage = createLocalFileStorage(path.join(config.dataDir, 'media'));
    const media = createMediaSigner(await loadMediaSecret(db));
    // One key for the links in members' mails: each kind signs its own purpose with it.
    const mailLinkSecret = await loadStopSecret(config, db);
    const stopLinks = createOneClickStop(mailLinkSecret, config.publicUrl);
    const alertLinks = createAlertLinks(mailLinkSecret, config.publicUrl);
    if (config.demoData) {
      const added = await seedDemoProfiles(db);
      if (added) log.info(`added ${added} demo profiles to the empty database (DEMO_DATA=0 turns this off)`);
    }
    // Counted once before the first page is served, then once an hour when pages ask.
    const figures = await startPublicFigures(db, config.publicFiguresFloor, log);
    // After the demo profiles: the search index loads what the database holds.
    const search = await startSearchEngine({ db, engine, writes }, log);
    closers.push(async () => search.stop());
    const payments = paymentProviderFor(config, db);
    // Chat fans out through Redis pub/sub when configured: a subscribed connection publishes nothing.
    const chat = await createChatHub(
      redis
        ? { publisher: redis.client, subscriber: redis.client.duplicate(), channel: chatChannel(config.databaseUrl) }
        : undefined,
      // A Redis outage is logged once, by the connection's own tracker, not at every reconnection attempt.
      (err) => (redis ? redis.outage.failed(err) : log.warn({ err }, 'chat subscription error')),
    );
    closers.push(() => chat.close());
    const calls = redis ? createRedisCallStore(redis.client, redis.prefix) : createMemoryCallStore();
    const ctx: AppContext = {
      config,
      processId,
      db,
      engine,
      mailer,
      outbox,
      sms,
      smsOutbox,
      limiter,
      storage,
      media,
      search,
      payments,
      chat,
      calls,
      stopLinks,
      figures,
      alertLinks,
    };
    return { ctx, deliveries: { mail: transport, sms: smsProvider }, databaseOutage, redis, close };
  } catch (err) {
    // A start that fails half-way (the database refuses a migration) leaves nothing open behind it.
    await close().catch(() => undefined);
    throw err;
  }
}
