import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, EmailStepCodeTable } from '../../db/schema.js';
import {
  judgeCodeEvent,
  recordCodeEvent,
  type CeilingRule,
  type CeilingVerdict,
} from '../code-ceilings/code-ceilings.repository.js';

export type EmailStepRow = Selectable<EmailStepCodeTable>;
/** What the texted code was for: signing in, or setting a new password. */
export type EmailStepPurpose = 'sign_in' | 'reset';

export interface NewEmailStep {
  userId: number;
  purpose: EmailStepPurpose;
  phone: string;
  tokenHash: string;
  codeHash: string;
  salt: string;
  expiresAt: Date;
}

/**
 * Judges a mailed code under its address's ceiling (the e-mail codes' own, docs/decisions/0037)
 * and, if allowed, counts it and stores the step, retiring the member's earlier open steps: only
 * the newest works. One transaction under the address's lock.
 */
export async function issueEmailStep(
  db: Kysely<Database>,
  engine: Engine,
  claim: { addressHash: string; rule: CeilingRule },
  step: NewEmailStep,
  now: Date,
): Promise<CeilingVerdict> {
  return db.transaction().execute(async (trx) => {
    const verdict = await judgeCodeEvent(trx, engine, claim.addressHash, 'otp_sent', claim.rule, now);
    if (!verdict.allowed) return verdict;
    await recordCodeEvent(trx, claim.addressHash, 'otp_sent', now);
    await trx
      .updateTable('email_step_codes')
      .set({ consumed_at: now.toISOString() })
      .where('user_id', '=', step.userId)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_step_codes')
      .values({
        user_id: step.userId,
        purpose: step.purpose,
        phone: step.phone,
        token_hash: step.tokenHash,
        code_hash: step.codeHash,
        salt: step.salt,
        created_at: now.toISOString(),
        expires_at: step.expiresAt.toISOString(),
      })
      .execute();
    return { allowed: true };
  });
}

/** The open step a token names, for a purpose, with its member's address (the tries' ceiling is per address). */
export function findOpenEmailStep(
  db: Kysely<Database>,
  tokenHash: string,
  purpose: EmailStepPurpose,
): Promise<(EmailStepRow & { email: string }) | undefined> {
  return db
    .selectFrom('email_step_codes')
    .innerJoin('users', 'users.id', 'email_step_codes.user_id')
    .selectAll('email_step_codes')
    .select('users.email')
    .where('email_step_codes.token_hash', '=', tokenHash)
    .where('email_step_codes.purpose', '=', purpose)
    .where('email_step_codes.consumed_at', 'is', null)
    .executeTakeFirst();
}
