// A stand-in worker process for `npm run bench:mornings`, used only while dist/worker.js does not
// exist: the app's context built without listening (NODE_ENV=test keeps buildApp's own jobs off),
// then the morning jobs run back to back (no minute between runs, as a worker's are) until the
// process is stopped, the picks mail in WORKER_CONCURRENCY runs at once (default 4: members
// served side by side while each waits on the database). Prints "worker ready" once the search
// index is built.
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { limitHeapGrowth } from '../src/lib/heap-growth.js';
import { startMailQueueJob } from '../src/lib/mail/queued-mailer.js';
import { sendDailyPicksMails } from '../src/modules/daily-picks/daily-picks.notifications.js';
import { sendDueSavedSearchDigests } from '../src/modules/saved-searches/saved-searches.notifications.js';
import { createMailTransport } from '../src/lib/mail/mail-transport.js';

limitHeapGrowth();
const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const { transport } = createMailTransport(config, app.log);
const retries = startMailQueueJob(app.ctx.db, transport, app.log);
let stopping = false;
const run = {
  get stopping() {
    return stopping;
  },
};
const idle = () => new Promise((resolve) => setTimeout(resolve, 1000));
/** One job run after another; an idle second when a run found nothing. */
async function loop(job: () => Promise<number>): Promise<void> {
  while (!stopping) {
    try {
      if ((await job()) === 0) await idle();
    } catch (err) {
      app.log.error({ err }, 'a morning job run failed');
      await idle();
    }
  }
}
const concurrency = Number(process.env.WORKER_CONCURRENCY ?? 4);
const loops = [
  ...Array.from({ length: concurrency }, () => loop(() => sendDailyPicksMails(app.ctx, app.log, new Date(), run))),
  loop(() => sendDueSavedSearchDigests(app.ctx, app.log, new Date(), run)),
];
console.log('worker ready');
const stop = async () => {
  stopping = true;
  await Promise.all(loops);
  await retries.stop();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
