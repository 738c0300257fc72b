import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { limitHeapGrowth } from './lib/heap-growth.js';
import { loggerOptions } from './lib/logging.js';

// Before the search index is built: see lib/heap-growth.ts and docs/decisions/0035.
limitHeapGrowth();

/** The process: validate configuration, build (migrating the database), listen, stop cleanly. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = process.stdout.isTTY && config.nodeEnv === 'development' ? await prettyLogger(config.logLevel) : undefined;
  const app = await buildApp(config, logger ? { logger } : {});

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Production has no /dev pages: its outboxes (allowed by ALLOW_DEV_OUTBOX=1) are only files.
  const outbox = (page: string) => (config.nodeEnv === 'production' ? 'dev outbox (files only)' : `dev outbox at ${page}`);
  app.log.info(
    `${config.publicUrl} is ready (database: ${app.ctx.engine}, mail: ${config.smtpUrl ? 'SMTP' : outbox('/dev/mailbox')}, ` +
      `text messages: ${config.sms.provider === 'msg91' ? 'MSG91' : outbox('/dev/sms')})`,
  );
}

/** Readable logs for a developer at a terminal, when pino-pretty is installed. */
async function prettyLogger(level: string): Promise<object | undefined> {
  try {
    await import('pino-pretty');
    return {
      ...loggerOptions(level),
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };
  } catch {
    return undefined;
  }
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
