import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, MobileCodeTable } from '../../db/schema.js';
import {
  judgeCodeEvent,
  recordCodeEvent,
  type CeilingRule,
  type CeilingVerdict,
} from '../code-ceilings/code-ceilings.repository.js';

export type MobileCodeRow = Selectable<MobileCodeTable>;
/** 'verify': proving the member's own number; 'change': proving a new one; 'sign_in' and 'reset': signing in, or setting a new password, with a verified one. */
export type MobileCodePurpose = 'verify' | 'change' | 'sign_in' | 'reset';

export interface NewMobileCode {
  userId: number;
  phone: string;
  purpose: MobileCodePurpose;
  codeHash: string;
  salt: string;
  expiresAt: Date;
}

/** One ceiling a send must pass: the events of `key` (a hashed number, or an account) under `rule`. */
export interface SendCeiling {
  key: string;
  rule: CeilingRule;
}

/**
 * Counts a try of a number that has no code to try (no account has it verified), so that guessing
 * at unknown numbers meets the same ceiling as guessing at known ones.
 */
export async function recordMobileTry(
  db: Kysely<Database>,
  engine: Engine,
  key: string,
  ceiling: CeilingRule,
  now: Date,
): Promise<CeilingVerdict> {
  return db.transaction().execute(async (trx) => {
    const verdict = await judgeCodeEvent(trx, engine, key, 'sms_try', ceiling, now);
    if (verdict.allowed) await recordCodeEvent(trx, key, 'sms_try', now);
    return verdict;
  });
}

/**
 * Judges a send under every ceiling (the number's and the account's) and, if all allow it, counts
 * it under each and stores the code, retiring the member's earlier open codes of the purpose.
 * One transaction under the ceilings' locks, so of two concurrent sends only one writes a code.
 */
export async function issueMobileCode(
  db: Kysely<Database>,
  engine: Engine,
  ceilings: SendCeiling[],
  code: NewMobileCode | undefined,
  now: Date,
): Promise<CeilingVerdict> {
  return db.transaction().execute(async (trx) => {
    for (const ceiling of ceilings) {
      const verdict = await judgeCodeEvent(trx, engine, ceiling.key, 'sms_sent', ceiling.rule, now);
      if (!verdict.allowed) return verdict;
    }
    for (const ceiling of ceilings) await recordCodeEvent(trx, ceiling.key, 'sms_sent', now);
    // A number with no account is counted all the same, and gets no code.
    if (!code) return { allowed: true };
    // Only the newest code works: a code for the own number and one for a new number retire each other.
    const retired = code.purpose === 'verify' || code.purpose === 'change' ? ['verify', 'change'] : [code.purpose];
    await trx
      .updateTable('mobile_codes')
      .set({ consumed_at: now.toISOString() })
      .where('user_id', '=', code.userId)
      .where('purpose', 'in', retired)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('mobile_codes')
      .values({
        user_id: code.userId,
        phone: code.phone,
        purpose: code.purpose,
        code_hash: code.codeHash,
        salt: code.salt,
        created_at: now.toISOString(),
        expires_at: code.expiresAt.toISOString(),
      })
      .execute();
    return { allowed: true };
  });
}

/** The member's newest open code of a purpose (or of any of several). */
export function findOpenMobileCode(
  db: Kysely<Database>,
  userId: number,
  purpose: MobileCodePurpose | MobileCodePurpose[],
): Promise<MobileCodeRow | undefined> {
  return db
    .selectFrom('mobile_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', 'in', Array.isArray(purpose) ? purpose : [purpose])
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export type MobileTry = { outcome: 'ceiling'; retryAt: Date } | { outcome: 'spent' } | { outcome: 'reserved'; tries: number };

/** Takes one try from the code and from the account's daily tries, atomically, before the code is compared. */
export async function reserveMobileTry(
  db: Kysely<Database>,
  engine: Engine,
  code: { id: number; key: string },
  maxTries: number,
  ceiling: CeilingRule,
  now: Date,
): Promise<MobileTry> {
  return db.transaction().execute(async (trx) => {
    const verdict = await judgeCodeEvent(trx, engine, code.key, 'sms_try', ceiling, now);
    if (!verdict.allowed) return { outcome: 'ceiling', retryAt: verdict.retryAt };
    const row = await trx
      .updateTable('mobile_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', code.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxTries)
      .returning('attempts')
      .executeTakeFirst();
    if (!row) return { outcome: 'spent' };
    await recordCodeEvent(trx, code.key, 'sms_try', now);
    return { outcome: 'reserved', tries: row.attempts };
  });
}

/** Marks a code used; true only for the one request that does it. */
export async function consumeMobileCode(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mobile_codes')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Uses the code and makes the number it was sent to the member's verified number, in one
 * transaction: for a 'verify' code only while the account still has that number; for a 'change'
 * code the number replaces the old one. False if the code was used meanwhile or the number
 * changed; a number another account took meanwhile throws the database's unique violation.
 */
export async function consumeAndVerifyPhone(db: Kysely<Database>, code: MobileCodeRow, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await consumeMobileCode(trx, code.id, now))) return false;
    const update = trx
      .updateTable('users')
      .set({ phone: code.phone, phone_verified_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', code.user_id);
    const result = await (code.purpose === 'change' ? update : update.where('phone', '=', code.phone)).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

/** Whether another account has verified this number: a number belongs to the one account that verified it. */
export async function numberVerifiedByOther(db: Kysely<Database>, phone: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
