import { sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';

/** What a row of code_events records: a code mailed, an OTP tried, a reset link asked for, a family invitation mailed, a hand-over code mailed. */
export const CODE_EVENT_KINDS = [
  'otp_sent',
  'otp_try',
  'reset_sent',
  'sms_sent',
  'sms_try',
  'invite_sent',
  'handover_sent',
] as const;
export type CodeEventKind = (typeof CODE_EVENT_KINDS)[number];

/** At most `max` events of a kind in any `windowMs`, and (optionally) none within `cooldownMs` of the last. */
export interface CeilingRule {
  max: number;
  windowMs: number;
  cooldownMs?: number;
}

export type CeilingVerdict =
  | { allowed: true }
  /** Too soon after the last one: allowed again at `retryAt`. */
  | { allowed: false; reason: 'cooldown'; retryAt: Date }
  /** `max` in the window already: allowed again at `retryAt`, when the oldest of them leaves it. */
  | { allowed: false; reason: 'ceiling'; retryAt: Date };

// Our class of PostgreSQL advisory locks: the two-integer form, so it cannot meet Kysely's
// migration lock (a single bigint) or another feature's class.
const ADVISORY_CLASS = 0x0c0de;

/**
 * Reads the address's events of `kind` and says whether one more is allowed under `rule`. Call
 * inside a transaction, then `recordCodeEvent` if allowed: from here to the commit no other
 * transaction judges the same address. PostgreSQL takes a transaction-scoped advisory lock on
 * the address (a row lock needs a row, and most addresses have no account); SQLite runs one
 * transaction at a time. So two concurrent requests can never both see the last free place.
 */
export async function judgeCodeEvent(
  trx: Transaction<Database>,
  engine: Engine,
  addressHash: string,
  kind: CodeEventKind,
  rule: CeilingRule,
  now: Date,
): Promise<CeilingVerdict> {
  if (engine === 'postgres') {
    // Any 32 bits of the hash name the lock; two addresses sharing them only wait on each other.
    const key = Number.parseInt(addressHash.slice(0, 8), 16) | 0;
    await sql`select pg_advisory_xact_lock(${ADVISORY_CLASS}, ${key})`.execute(trx);
  }
  const newest = await trx
    .selectFrom('code_events')
    .select('created_at')
    .where('address_hash', '=', addressHash)
    .where('kind', '=', kind)
    .where('created_at', '>', new Date(now.getTime() - rule.windowMs).toISOString())
    .orderBy('created_at', 'desc')
    .limit(rule.max)
    .execute();
  return ceilingVerdict(
    newest.map((row) => new Date(row.created_at)),
    rule,
    now,
  );
}

/** The verdict on the window's newest events (newest first, at most `rule.max` of them). */
export function ceilingVerdict(newest: readonly Date[], rule: CeilingRule, now: Date): CeilingVerdict {
  // The longer wait first: at the ceiling, the cooldown's end would be a false promise.
  if (newest.length >= rule.max) {
    return { allowed: false, reason: 'ceiling', retryAt: new Date(newest[rule.max - 1]!.getTime() + rule.windowMs) };
  }
  const last = newest[0];
  if (rule.cooldownMs && last && now.getTime() - last.getTime() < rule.cooldownMs) {
    return { allowed: false, reason: 'cooldown', retryAt: new Date(last.getTime() + rule.cooldownMs) };
  }
  return { allowed: true };
}

export async function recordCodeEvent(trx: Kysely<Database>, addressHash: string, kind: CodeEventKind, now: Date): Promise<void> {
  await trx.insertInto('code_events').values({ address_hash: addressHash, kind, created_at: now.toISOString() }).execute();
}

/** judgeCodeEvent and, if allowed, recordCodeEvent, in a transaction of their own. */
export function claimCodeEvent(
  db: Kysely<Database>,
  engine: Engine,
  addressHash: string,
  kind: CodeEventKind,
  rule: CeilingRule,
  now: Date,
): Promise<CeilingVerdict> {
  return db.transaction().execute(async (trx) => {
    const verdict = await judgeCodeEvent(trx, engine, addressHash, kind, rule, now);
    if (verdict.allowed) await recordCodeEvent(trx, addressHash, kind, now);
    return verdict;
  });
}

/** Deletes the events no window looks at any more (older than `before`); returns how many. */
export async function deleteCodeEventsBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('code_events').where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
