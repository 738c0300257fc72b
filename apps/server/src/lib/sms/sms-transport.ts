import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { createSmsOutbox, type SmsOutbox } from './dev-sms-outbox.js';
import { createMsg91Provider } from './msg91.js';
import type { SmsProvider } from './sms.js';

/**
 * Where text messages really go: MSG91 when SMS_PROVIDER=msg91, else the dev outbox in
 * DATA_DIR/sms-outbox. The app puts the queue (createQueuedSms) in front of it.
 */
export function createSmsTransport(
  config: Pick<AppConfig, 'sms' | 'dataDir' | 'nodeEnv'>,
  log: FastifyBaseLogger,
): { provider: SmsProvider; smsOutbox: SmsOutbox | undefined } {
  if (config.sms.provider === 'msg91') return { provider: createMsg91Provider(config.sms), smsOutbox: undefined };
  const smsOutbox = createSmsOutbox(path.join(config.dataDir, 'sms-outbox'), log, {
    printText: config.nodeEnv === 'development',
  });
  return { provider: smsOutbox, smsOutbox };
}
