import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Locale } from '@inai/shared';
import { sha256 } from '../../lib/tokens.js';
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

/** The codes a member types in, texted or (in the e-mail step) mailed: one way to try and to use them. */
export type EnteredCodeTable = 'mobile_codes' | 'email_step_codes';

export type CodeTry = { outcome: 'ceiling'; retryAt: Date } | { outcome: 'spent' } | { outcome: 'reserved'; tries: number };

/**
 * Takes one try from the code and from its key's daily tries (`kind`: a number's or an account's
 * texted tries, an address's e-mailed ones), atomically, before the code is compared.
 */
export async function reserveCodeTry(
  db: Kysely<Database>,
  engine: Engine,
  code: { table: EnteredCodeTable; id: number; key: string; kind: 'sms_try' | 'otp_try' },
  maxTries: number,
  ceiling: CeilingRule,
  now: Date,
): Promise<CodeTry> {
  return db.transaction().execute(async (trx) => {
    const verdict = await judgeCodeEvent(trx, engine, code.key, code.kind, ceiling, now);
    if (!verdict.allowed) return { outcome: 'ceiling', retryAt: verdict.retryAt };
    const row = await trx
      .updateTable(code.table)
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', code.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxTries)
      .returning('attempts')
      .executeTakeFirst();
    if (!row) return { outcome: 'spent' };
    await recordCodeEvent(trx, code.key, code.kind, now);
    return { outcome: 'reserved', tries: row.attempts };
  });
}

/** Marks a code used; true only for the one request that does it. */
export async function consumeCode(db: Kysely<Database>, table: EnteredCodeTable, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An account that had typed a number another account has just verified, and so lost it. */
export interface MovedFrom {
  id: number;
  name: string;
  email: string;
  locale: Locale | null;
}

// Our class of PostgreSQL advisory locks for mobile numbers (code-ceilings has its own).
const NUMBER_LOCK_CLASS = 0x0b11e;

/**
 * Serialises every verification that writes these numbers until the transaction ends, in one
 * order (sorted), so two of them wait for each other instead of deadlocking on each other's rows.
 * SQLite runs one transaction at a time.
 */
async function lockNumbers(trx: Transaction<Database>, engine: Engine, phones: (string | null)[]): Promise<void> {
  if (engine !== 'postgres') return;
  const keys = [
    ...new Set(
      phones.filter((p): p is string => p !== null).map((p) => Number.parseInt(sha256(`number:${p}`).slice(0, 8), 16) | 0),
    ),
  ];
  for (const key of keys.sort((a, b) => a - b))
    await sql`select pg_advisory_xact_lock(${NUMBER_LOCK_CLASS}, ${key})`.execute(trx);
}

/**
 * Uses the code and makes the number it was sent to the member's verified (and just proven)
 * number, in one transaction: for a 'verify' code only while the account still has that number,
 * for a 'change' code the number replaces the old one; and only while the account's e-mail is
 * verified (docs/decisions/0055). The number is taken from every other account that only typed
 * it; those accounts are returned, to be told. `undefined` if the code was used meanwhile or the
 * account no longer qualifies; a number another account verified meanwhile throws the database's
 * unique violation.
 */
export async function consumeAndVerifyPhone(
  db: Kysely<Database>,
  engine: Engine,
  code: MobileCodeRow,
  now: Date,
): Promise<{ movedFrom: MovedFrom[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom('users').select('phone').where('id', '=', code.user_id).executeTakeFirst();
    await lockNumbers(trx, engine, [code.phone, own?.phone ?? null]);
    if (!(await consumeCode(trx, 'mobile_codes', code.id, now))) return undefined;
    const at = now.toISOString();
    const update = trx
      .updateTable('users')
      .set({ phone: code.phone, phone_verified_at: at, phone_proven_at: at, updated_at: at })
      .where('id', '=', code.user_id)
      .where('is_verified', '=', 1);
    const result = await (code.purpose === 'change' ? update : update.where('phone', '=', code.phone)).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    const movedFrom = await trx
      .updateTable('users')
      .set({ phone: null, updated_at: at })
      .where('phone', '=', code.phone)
      .where('phone_verified_at', 'is', null)
      .where('id', '!=', code.user_id)
      .returning(['id', 'name', 'email', 'locale'])
      .execute();
    return { movedFrom };
  });
}

/**
 * Takes away what proves the member's number: its verification and its last proof, their open
 * texted codes and e-mail steps. After a reset link verified the e-mail of an account someone
 * else may have set up, and after "Not you?" (docs/decisions/0055). Whether a verified number lost
 * its verification.
 */
export async function forgetNumberProof(db: Kysely<Database>, userId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const cleared = await db
    .updateTable('users')
    .set({ phone_verified_at: null, phone_proven_at: null, updated_at: at })
    .where('id', '=', userId)
    .where('phone_verified_at', 'is not', null)
    .executeTakeFirst();
  await db
    .updateTable('mobile_codes')
    .set({ consumed_at: at })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .updateTable('email_step_codes')
    .set({ consumed_at: at })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  return Number(cleared.numUpdatedRows) > 0;
}

/** A code texted to the member's verified number was entered: the number is proven now. */
export async function markNumberProven(db: Kysely<Database>, userId: number, phone: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ phone_proven_at: now.toISOString() })
    .where('id', '=', userId)
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .execute();
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
