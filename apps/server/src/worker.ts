import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { createAppContext } from './app-context.js';
import { ConfigError, loadConfig } from './config.js';
import { startJobs } from './jobs.js';
import { backgroundSettled } from './lib/background.js';
import { limitHeapGrowth } from './lib/heap-growth.js';
import { loggerOptions } from './lib/logging.js';
import { startHeartbeat } from './lib/processes/heartbeat.js';
import { stopOnSignals } from './shutdown.js';

// The context builds the search index, as the web process's does: see lib/heap-growth.ts.
limitHeapGrowth();

/**
 * A worker process (`npm run worker`, docs/operations.md, "Workers"): the jobs on the shared
 * database, at a worker's pace, with a heartbeat and no HTTP. Any number run beside the web
 * instances (JOBS=off there); each member's work is claimed by one of them.
 */
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
  const log: FastifyBaseLogger = pino({ ...loggerOptions(config.logLevel), base: { role: 'worker', pid: process.pid } });
  const parts = await createAppContext(config, log);
  const heartbeat = await startHeartbeat(parts.ctx.db, { id: parts.ctx.processId, role: 'worker' }, log);
  const jobs = startJobs(parts, log, 'worker');
  // The jobs' timers are unref'd (they must never hold a web process open), and a worker listens
  // on nothing: this keeps it alive until a signal stops it.
  const alive = setInterval(() => undefined, 60_000);
  // The row says "stopping" first, so the metrics stop counting this worker while it drains.
  stopOnSignals(log, config.shutdownGraceMs, [
    { name: 'heartbeat (marking the row stopping)', run: () => heartbeat.stopping() },
    { name: 'jobs', run: () => jobs.stop(), open: () => jobs.pending().map((job) => `job: ${job}`) },
    { name: 'mails in flight', run: () => backgroundSettled() },
    { name: 'heartbeat', run: () => heartbeat.stop() },
    { name: 'database, Redis, search, chat', run: () => parts.close() },
    { name: 'keep-alive', run: async () => clearInterval(alive) },
  ]);
  log.info(
    { processId: parts.ctx.processId, concurrency: config.workerConcurrency, database: parts.ctx.engine },
    'worker is running the jobs (no HTTP)',
  );
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
