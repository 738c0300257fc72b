import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Locale } from '@inai/shared';
import type { Database, FamilyHandoverTable, FamilyTakeoverAskTable } from '../../db/schema.js';
import {
  judgeCodeEvent,
  recordCodeEvent,
  type CeilingRule,
  type CeilingVerdict,
} from '../code-ceilings/code-ceilings.repository.js';
import type { PermissionColumns } from './family.repository.js';

export type HandoverRow = Selectable<FamilyHandoverTable>;

export interface NewHandover {
  profileId: number;
  managerId: number;
  startedBy: 'holder' | 'candidate';
  holderRelation: string | null;
  codeHash: string;
  salt: string;
  expiresAt: Date;
}

/**
 * Judges the mail under the candidate's address's ceiling (code_events, docs/decisions/0037) and,
 * if allowed, counts it and stores `handover` as the profile's only open code: a new start
 * replaces the old one. One transaction under the address's lock, as an OTP's send.
 */
export function storeHandover(
  db: Kysely<Database>,
  engine: Engine,
  claim: { addressHash: string; rule: CeilingRule },
  handover: NewHandover,
  now: Date,
): Promise<CeilingVerdict> {
  return db.transaction().execute(async (trx) => {
    const verdict = await judgeCodeEvent(trx, engine, claim.addressHash, 'handover_sent', claim.rule, now);
    if (!verdict.allowed) return verdict;
    await recordCodeEvent(trx, claim.addressHash, 'handover_sent', now);
    await trx.deleteFrom('family_handovers').where('profile_id', '=', handover.profileId).execute();
    await trx
      .insertInto('family_handovers')
      .values({
        profile_id: handover.profileId,
        manager_id: handover.managerId,
        started_by: handover.startedBy,
        holder_relation: handover.holderRelation,
        code_hash: handover.codeHash,
        salt: handover.salt,
        created_at: now.toISOString(),
        expires_at: handover.expiresAt.toISOString(),
      })
      .execute();
    return verdict;
  });
}

/** Ends a login's open hand-over of a profile and its request to take it over (the holder removed that co-manager). */
export async function deleteHandoverOf(db: Kysely<Database>, profileId: number, managerId: number): Promise<void> {
  await db.deleteFrom('family_handovers').where('profile_id', '=', profileId).where('manager_id', '=', managerId).execute();
  await db.deleteFrom('family_takeover_asks').where('profile_id', '=', profileId).where('manager_id', '=', managerId).execute();
}

export type TakeoverAskRow = Selectable<FamilyTakeoverAskTable>;

/** The candidate's waiting request to take over the profile, if any. */
export function findTakeoverAsk(db: Kysely<Database>, profileId: number): Promise<TakeoverAskRow | undefined> {
  return db.selectFrom('family_takeover_asks').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}

/**
 * Records the candidate's request, unless one is already waiting for this login (a second ask
 * must not move the day on, nor mail the holder again); the request that stands.
 */
export async function askToTakeOver(
  db: Kysely<Database>,
  ask: { profileId: number; managerId: number; askedAt: Date; readyAt: Date },
): Promise<{ row: TakeoverAskRow; isNew: boolean }> {
  const values = {
    profile_id: ask.profileId,
    manager_id: ask.managerId,
    asked_at: ask.askedAt.toISOString(),
    ready_at: ask.readyAt.toISOString(),
  };
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('family_takeover_asks')
      .values(values)
      .onConflict((oc) => oc.column('profile_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, isNew: true };
    const standing = await trx
      .selectFrom('family_takeover_asks')
      .selectAll()
      .where('profile_id', '=', ask.profileId)
      .executeTakeFirstOrThrow();
    if (standing.manager_id === ask.managerId) return { row: standing, isNew: false };
    // Another login's request (one that is no longer the candidate's link): this one replaces it.
    const replaced = await trx
      .updateTable('family_takeover_asks')
      .set(values)
      .where('id', '=', standing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row: replaced, isNew: true };
  });
}

export function findHandover(db: Kysely<Database>, profileId: number): Promise<HandoverRow | undefined> {
  return db.selectFrom('family_handovers').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}

/**
 * Counts one try against the code, unless it has had `maxTries` already; whether the try may go
 * on. Conditional, so two wrong guesses at once cannot both slip under the limit.
 */
export async function reserveHandoverTry(db: Kysely<Database>, id: number, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('family_handovers')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type HandoverOutcome =
  { outcome: 'done'; formerLoginId: number } | { outcome: 'used' | 'manages_others' | 'not_candidate' };

/** What the swap needs of the people involved, read by the service before the transaction. */
export interface HandoverSwap {
  handover: HandoverRow;
  candidate: { managerId: number; email: string; passwordHash: string; locale: Locale | null };
  former: { email: string; passwordHash: string; locale: string | null; name: string; relation: string };
  permissions: PermissionColumns;
}

/** Rolls the hand-over's transaction back with its reason. */
class HandoverRefused extends Error {
  constructor(readonly outcome: 'used' | 'manages_others' | 'not_candidate') {
    super(outcome);
  }
}

async function lockProfile(trx: Transaction<Database>, engine: Engine, profileId: number): Promise<void> {
  const lock = trx.selectFrom('users').select('id').where('id', '=', profileId);
  await (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
}

/**
 * The swap, in one transaction that locks the profile's row (PostgreSQL; SQLite runs one writing
 * transaction at a time, docs/decisions/0071), as an invitation's acceptance does:
 *
 * - claims the code by deleting it (of two confirms at once one deletes it, the other finds none);
 * - refuses if the candidate's link is gone or no longer Candidate, or their login manages another
 *   profile (its address would become a member's and stay a login's, which 0073 forbids);
 * - deletes the candidate's login (its links and sessions go with it), so its address is free
 *   among logins, then gives the profile's `users` row the candidate's address, password and
 *   language, so the former holder's address is free among members, then makes the former
 *   holder's login with their address, password and language and links it with `permissions`;
 * - ends every session of the profile and retires every code, reset link and "not me" link mailed
 *   to the former address, so none of them reaches the account any more.
 */
export function swapHolder(db: Kysely<Database>, engine: Engine, swap: HandoverSwap, now: Date): Promise<HandoverOutcome> {
  const { handover, candidate, former } = swap;
  const profileId = handover.profile_id;
  const at = now.toISOString();
  return db
    .transaction()
    .execute(async (trx): Promise<HandoverOutcome> => {
      await lockProfile(trx, engine, profileId);
      const claimed = await trx
        .deleteFrom('family_handovers')
        .where('id', '=', handover.id)
        .where('code_hash', '=', handover.code_hash)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      if (Number(claimed.numDeletedRows) === 0) throw new HandoverRefused('used');
      await trx.deleteFrom('family_takeover_asks').where('profile_id', '=', profileId).execute();
      const links = await trx
        .selectFrom('family_managers')
        .select(['profile_id', 'relation'])
        .where('manager_id', '=', candidate.managerId)
        .execute();
      const own = links.find((l) => l.profile_id === profileId);
      if (!own || own.relation !== 'Candidate') throw new HandoverRefused('not_candidate');
      if (links.length > 1) throw new HandoverRefused('manages_others');

      await trx.deleteFrom('manager_logins').where('id', '=', candidate.managerId).execute();
      await trx
        .updateTable('users')
        .set({
          email: candidate.email,
          password_hash: candidate.passwordHash,
          // A login that never chose a language keeps the profile's.
          ...(candidate.locale ? { locale: candidate.locale } : {}),
          updated_at: at,
        })
        .where('id', '=', profileId)
        .execute();
      const login = await trx
        .insertInto('manager_logins')
        .values({
          email: former.email,
          name: former.name,
          password_hash: former.passwordHash,
          locale: former.locale,
          last_profile_id: profileId,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('family_managers')
        .values({ profile_id: profileId, manager_id: login.id, relation: former.relation, ...swap.permissions, joined_at: at })
        .execute();

      await trx
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', profileId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .updateTable('otp_codes')
        .set({ consumed_at: at })
        .where('user_id', '=', profileId)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .updateTable('email_step_codes')
        .set({ consumed_at: at })
        .where('user_id', '=', profileId)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('user_id', '=', profileId)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('sign_in_alerts')
        .set({ used_at: at })
        .where('user_id', '=', profileId)
        .where('used_at', 'is', null)
        .execute();
      return { outcome: 'done', formerLoginId: login.id };
    })
    .catch((error: unknown) => {
      if (error instanceof HandoverRefused) return { outcome: error.outcome };
      throw error;
    });
}
