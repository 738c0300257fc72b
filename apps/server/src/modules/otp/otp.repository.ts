import type { Kysely, Selectable } from 'kysely';
import type { Database, OtpCodeTable } from '../../db/schema.js';
import { markUserVerified } from '../users/users.repository.js';

export type OtpRow = Selectable<OtpCodeTable>;

export interface NewOtp {
  userId: number;
  tokenHash: string;
  codeHash: string;
  salt: string;
  expiresAt: Date;
}

/** When the member's newest code was sent, for the resend cooldown. */
export async function latestOtpSentAt(db: Kysely<Database>, userId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('otp_codes')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}

/** Stores a new code and retires every earlier open code of the member: only the newest works. */
export async function replaceOtp(db: Kysely<Database>, otp: NewOtp, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: now.toISOString() })
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
        created_at: now.toISOString(),
        expires_at: otp.expiresAt.toISOString(),
      })
      .execute();
  });
}

export function findOtpByToken(db: Kysely<Database>, tokenHash: string): Promise<OtpRow | undefined> {
  return db.selectFrom('otp_codes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Takes one try from an open code, atomically: the returned count includes this try, or
 * undefined if the code is used up. Reserving the try before comparing means concurrent
 * guesses can never test more than `maxTries` codes.
 */
export async function reserveOtpTry(db: Kysely<Database>, id: number, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
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
