import type { Socket } from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { limitHeapGrowth } from './lib/heap-growth.js';
import { loggerOptions } from './lib/logging.js';
import { startHeartbeat } from './lib/processes/heartbeat.js';
import { stopOnSignals } from './shutdown.js';

// Before the search index is built: see lib/heap-growth.ts and docs/decisions/0035.
limitHeapGrowth();

/** The web process: validate configuration, build (migrating the database), listen, beat, stop cleanly on a signal. */
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

  await app.listen({ port: config.port, host: config.host });
  // Counted for the log of a stop that overruns its grace period.
  let connections = 0;
  app.server.on('connection', (socket: Socket) => {
    connections += 1;
    socket.once('close', () => (connections -= 1));
  });
  const heartbeat = await startHeartbeat(app.ctx.db, { id: app.ctx.processId, role: 'web' }, app.log);
  // Stop accepting, let the requests in flight finish, stop the jobs, close the database
  // (docs/decisions/0081-worker-processes-and-stopping.md).
  stopOnSignals(app.log, config.shutdownGraceMs, [
    {
      name: 'heartbeat',
      run: async () => {
        await heartbeat.stopping();
        await heartbeat.stop();
      },
    },
    {
      name: 'the app (requests in flight, chat sockets, jobs, database)',
      run: () => app.close(),
      open: () => [
        `${connections} HTTP connections`,
        `${app.websocketServer?.clients.size ?? 0} chat sockets`,
        ...app.jobs.pending().map((job) => `job: ${job}`),
      ],
    },
  ]);
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
