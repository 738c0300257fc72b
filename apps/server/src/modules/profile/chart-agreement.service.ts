import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import type { AppContext } from '../../types.js';
import { birthDetailsWithoutAgreement, fillChartAgreement } from './birth-details.repository.js';
import { chartAgreementOf, readBirth } from './birth-details.service.js';

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * Works out "charts agree"'s values (docs/decisions/0079) for birth details saved before they
 * were kept, or whose values a later migration cleared (a fix to the chart engine), `batch` at a
 * time. About a millisecond a chart; the triggers then tell search of each. Safe on several
 * instances: a row is written only while it still has no values and is as it was read. Returns
 * how many rows were filled.
 */
export async function fillChartAgreements(ctx: Pick<AppContext, 'db'>, log: Log, { batch = 500 } = {}): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = await birthDetailsWithoutAgreement(ctx.db, after, batch);
    for (const row of rows) {
      try {
        await fillChartAgreement(ctx.db, row.user_id, row.updated_at, chartAgreementOf(readBirth(row.dob!, row)));
        done++;
      } catch (err) {
        log.error({ err, userId: row.user_id }, 'could not work out a chart for charts agree');
      }
    }
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.user_id;
    // Between batches the event loop turns: a large first fill never holds requests.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (done > 0) log.info({ done }, 'charts agree: older birth details filled');
  return done;
}

/** How often rows without values are looked for again (after a start's first pass). */
const FILL_EVERY_MS = 60 * 60 * 1000;

/** Fills at start, then hourly (unref'd timers); tests fill by hand (fillChartAgreements). */
export function startChartAgreementFill(ctx: AppContext, log: Log): BackgroundJob {
  const onError = (err: unknown) => log.error({ err }, 'the charts agree fill failed');
  const first = fillChartAgreements(ctx, log).catch(onError);
  const job = startBackgroundJob(() => fillChartAgreements(ctx, log), FILL_EVERY_MS, onError);
  return {
    async stop() {
      await job.stop();
      await first;
    },
  };
}
