import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, OtpCodeTable } from '../../db/schema.js';
import {
  judgeCodeEvent,
  recordCodeEvent,
  type CeilingRule,
  type CeilingVerdict,
} from '../code-ceilings/code-ceilings.repository.js';
import { markUserVerified } from '../users/users.repository.js';

export type OtpRow = Selectable<OtpCodeTable>;

export interface NewOtp {
  userId: number;
  tokenHash: string;
  codeHash: string;
  salt: string;
  expiresAt: Date;
}

/** The address's ceiling on sends (code_events), checked and counted with the code it allows. */
export interface SendClaim {
  addressHash: string;
  rule: CeilingRule;
  /** Count the send but do not judge it: the first code of a new account (see sendOtp). */
  force?: boolean;
}

/**
 * Stores `otp` as its member's only open code, retiring every earlier one: only the newest works.
 * `now` is when its send was claimed; a code already claimed later wins, and `otp` is then not
 * stored (false), so two sends finishing out of order never leave the older code working.
 */
async function writeOtp(trx: Kysely<Database>, otp: NewOtp, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const newer = await trx
    .selectFrom('otp_codes')
    .select('id')
    .where('user_id', '=', otp.userId)
    .where('created_at', '>', at)
    .executeTakeFirst();
  if (newer) return false;
  await trx
    .updateTable('otp_codes')
    .set({ consumed_at: at })
    .where('user_id', '=', otp.userId)
    .where('consumed_at', 'is', null)
    .execute();
  await trx
    .insertInto('otp_codes')
    .values({
      user_id: otp.userId,
      token_hash: otp.tokenHash,
      code_hash: otp.codeHash,
      salt: otp.salt,
      created_at: at,
      expires_at: otp.expiresAt.toISOString(),
    })
    .execute();
  return true;
}

/**
 * Judges a send under the address's ceiling and cooldown and, if allowed, counts it and stores
 * `otp` (when given) as the member's only open code. One transaction under the address's lock
 * (judgeCodeEvent), so of two concurrent resends only one writes a code; the other sees it and is
 * refused.
 */
export async function issueOtp(
  db: Kysely<Database>,
  engine: Engine,
  claim: SendClaim,
  otp: NewOtp | undefined,
  now: Date,
): Promise<CeilingVerdict> {
  return db.transaction().execute(async (trx) => {
    const verdict = await judgeCodeEvent(trx, engine, claim.addressHash, 'otp_sent', claim.rule, now);
    if (!verdict.allowed && !claim.force) return verdict;
    await recordCodeEvent(trx, claim.addressHash, 'otp_sent', now);
    if (otp) await writeOtp(trx, otp, now);
    return { allowed: true };
  });
}

/**
 * Stores the code of a send already claimed at `now` (issueOtp without a code), in a transaction
 * of its own; false when a later send's code is already there.
 */
export function storeClaimedOtp(db: Kysely<Database>, otp: NewOtp, now: Date): Promise<boolean> {
  return db.transaction().execute((trx) => writeOtp(trx, otp, now));
}

/** A code, with its member's address (the tries' ceiling is per address). */
export type OtpWithEmail = OtpRow & { email: string };

const codesWithEmail = (db: Kysely<Database>) =>
  db.selectFrom('otp_codes').innerJoin('users', 'users.id', 'otp_codes.user_id').selectAll('otp_codes').select('users.email');

/** The code an otpToken names. */
export function findOtpByToken(db: Kysely<Database>, tokenHash: string): Promise<OtpWithEmail | undefined> {
  return codesWithEmail(db).where('otp_codes.token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * The member's newest code (used or not): the only one of theirs that can still work, since
 * writeOtp retires the others.
 */
export function findNewestOtpOf(db: Kysely<Database>, userId: number): Promise<OtpWithEmail | undefined> {
  return codesWithEmail(db)
    .where('otp_codes.user_id', '=', userId)
    .orderBy('otp_codes.created_at', 'desc')
    .orderBy('otp_codes.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type TryReservation =
  /** The address has had its tries for the window: refused before the code is looked at. */
  | { outcome: 'ceiling'; retryAt: Date }
  /** The code is used up (or was used meanwhile). */
  | { outcome: 'spent' }
  /** One try taken; `tries` counts it. */
  | { outcome: 'reserved'; tries: number };

/**
 * Takes one try from an open code and from its address's allowance, atomically, before the
 * code is compared: concurrent guesses can never test more than `maxTries` per code nor more
 * than the address's ceiling. The address's lock (judgeCodeEvent) holds until the commit.
 */
export async function reserveOtpTry(
  db: Kysely<Database>,
  engine: Engine,
  otp: { id: number; addressHash: string },
  maxTries: number,
  ceiling: CeilingRule,
  now: Date,
): Promise<TryReservation> {
  return db.transaction().execute(async (trx) => {
    const verdict = await judgeCodeEvent(trx, engine, otp.addressHash, 'otp_try', ceiling, now);
    if (!verdict.allowed) return { outcome: 'ceiling', retryAt: verdict.retryAt };
    const row = await trx
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', otp.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxTries)
      .returning('attempts')
      .executeTakeFirst();
    if (!row) return { outcome: 'spent' };
    await recordCodeEvent(trx, otp.addressHash, 'otp_try', now);
    return { outcome: 'reserved', tries: row.attempts };
  });
}

/** Marks a code used; true only for the one request that does it. */
export async function consumeOtp(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('otp_codes')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Uses the code and marks its member verified in one transaction: apart, a crash between the two
 * would spend the code yet leave the member unverified (docs/decisions/0033). False if the code
 * was used meanwhile.
 */
export async function consumeOtpAndVerify(
  db: Kysely<Database>,
  otp: { id: number; user_id: number },
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, otp.id, now))) return false;
    await markUserVerified(trx, otp.user_id, now);
    return true;
  });
}
