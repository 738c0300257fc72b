import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { failedCounts, oldestDueSeconds, outboundDepth, sentSince } from './outbound.repository.js';

/** What /api/metrics shows of the outbound queue (docs/operations.md): depth, oldest due, sent in the last minute, given up. */
export async function outboundFigures(db: Kysely<Database>, now: Date) {
  const [depth, oldest, sent, givenUp] = await Promise.all([
    outboundDepth(db),
    oldestDueSeconds(db, now),
    sentSince(db, new Date(now.getTime() - 60_000)),
    failedCounts(db),
  ]);
  return { depth, oldestDueSeconds: oldest, sentLastMinute: sent, givenUp };
}
