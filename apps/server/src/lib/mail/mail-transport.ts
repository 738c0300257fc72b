import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer, type OutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/**
 * Where mail really goes: SMTP when SMTP_URL is set, else the dev outbox in DATA_DIR/outbox
 * (whose texts reach the log only in development). The server and the CLIs put the durable
 * queue (createQueuedMailer) in front of it, so a mail is never sent around the queue.
 */
export function createMailTransport(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'nodeEnv'>,
  log: FastifyBaseLogger,
): { transport: Mailer; outbox: OutboxMailer | undefined } {
  if (config.smtpUrl) return { transport: createSmtpMailer(config.smtpUrl, config.mailFrom), outbox: undefined };
  const outbox = createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log, {
    printText: config.nodeEnv === 'development',
  });
  return { transport: outbox, outbox };
}
