import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Engine } from './db/engine.js';
import type { Database } from './db/schema.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { OutboxMailer } from './lib/mail/outbox-mailer.js';
import type { SmsOutbox } from './lib/sms/dev-sms-outbox.js';
import type { SmsSender } from './lib/sms/sms.js';
import type { CallStore } from './lib/call-store.js';
import type { ChatHub } from './lib/chat-hub.js';
import type { MediaSigner } from './lib/media-signer.js';
import type { OneClickStop } from './lib/mail/one-click-stop.js';
import type { AlertLinks } from './lib/mail/alert-link.js';
import type { PaymentProvider } from './lib/payments/payment-provider.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { PublicFiguresSource } from './lib/public-figures.js';
import type { FileStorage } from './lib/storage/file-storage.js';
import type { SearchEngine } from './lib/search-engine.js';

/** What services need from the running app; passed explicitly so services stay plain functions. */
export interface AppContext {
  config: AppConfig;
  /**
   * This process's id, a random UUID made once per process start: its heartbeat row
   * (lib/processes/heartbeat.ts) and the outbound rows it claims carry it
   * (docs/decisions/0080-one-outbound-queue.md).
   */
  processId: string;
  db: Kysely<Database>;
  engine: Engine;
  mailer: Mailer;
  /** Present when mail goes to the development outbox instead of SMTP. */
  outbox: OutboxMailer | undefined;
  /** Text messages (one-time codes), through their queue (docs/design.md, "Text messages"). */
  sms: SmsSender;
  /** Present when text messages go to the development outbox instead of MSG91. */
  smsOutbox: SmsOutbox | undefined;
  /** Counters for per-account and per-address limits (Redis when configured). */
  limiter: RateLimiter;
  /** Uploaded photos and horoscopes (DATA_DIR/media). */
  storage: FileStorage;
  /** Signs and checks the links to uploaded files. */
  media: MediaSigner;
  /** The in-memory search index and its synchronisation with the database. */
  search: SearchEngine;
  /** The payment gateway PAYMENT_PROVIDER names (sandbox or PhonePe). */
  payments: PaymentProvider;
  /** Delivers stored chat events to the members' sockets (through Redis when configured). */
  chat: ChatHub;
  /** Who is in a call, shared by the instances through Redis when configured (docs/decisions/0077-calls-signalled-over-chat.md). */
  calls: CallStore;
  /** Signs and reads the one-click stop links of members' mails (docs/decisions/0053). */
  stopLinks: OneClickStop;
  /** The figures the home and about pages show, counted once an hour (docs/decisions/0059). */
  figures: PublicFiguresSource;
  /** Signs and reads the "Not you?" links of sign-in alerts (docs/decisions/0055). */
  alertLinks: AlertLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
