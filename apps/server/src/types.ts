import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Engine } from './db/engine.js';
import type { Database } from './db/schema.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { OutboxMailer } from './lib/mail/outbox-mailer.js';

/** What services need from the running app; passed explicitly so services stay plain functions. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  engine: Engine;
  mailer: Mailer;
  /** Present when mail goes to the development outbox instead of SMTP. */
  outbox: OutboxMailer | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
