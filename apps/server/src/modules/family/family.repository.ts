import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, FamilyInvitationTable, FamilyManagerTable, FlagColumn, ManagerLoginTable } from '../../db/schema.js';
import { uniqueViolation } from '../../db/unique-violation.js';

export type ManagerLoginRow = Selectable<ManagerLoginTable>;
export type FamilyLinkRow = Selectable<FamilyManagerTable>;
export type InvitationRow = Selectable<FamilyInvitationTable>;

/** The four permissions as the tables store them. */
export interface PermissionColumns {
  can_edit: 0 | 1;
  can_interests: 0 | 1;
  can_chat: 0 | 1;
  can_plans: 0 | 1;
}

/** A co-manager of a profile, as the holder's list shows them. */
export type ManagerListRow = FamilyLinkRow & { name: string; email: string };

/**
 * Makes this transaction the only one judging the profile's family until it commits: PostgreSQL
 * locks the profile's row, SQLite runs one writing transaction at a time (docs/decisions/0071).
 * So two acceptances or invitations at once cannot both take the last place.
 */
async function lockProfile(trx: Transaction<Database>, engine: Engine, profileId: number): Promise<void> {
  const lock = trx.selectFrom('users').select('id').where('id', '=', profileId);
  await (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
}

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function findManagerLoginByEmail(db: Kysely<Database>, email: string): Promise<ManagerLoginRow | undefined> {
  return db.selectFrom('manager_logins').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findManagerLoginById(db: Kysely<Database>, id: number): Promise<ManagerLoginRow | undefined> {
  return db.selectFrom('manager_logins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A login's new password (its reset, docs/decisions/0076-manager-login-resets.md). */
export async function setLoginPasswordHash(
  db: Kysely<Database>,
  managerId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('manager_logins')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', managerId)
    .execute();
}

/** A login's own language (the language switch of a co-manager's session); the holder's stays. */
export async function setLoginLocale(db: Kysely<Database>, managerId: number, locale: string, now: Date): Promise<void> {
  await db.updateTable('manager_logins').set({ locale, updated_at: now.toISOString() }).where('id', '=', managerId).execute();
}

/**
 * The profiles a login manages, oldest link first, with each profile's name and standing, and
 * whether that profile's mails come to the login.
 */
export function managedProfiles(
  db: Kysely<Database>,
  managerId: number,
): Promise<
  Array<{ profile_id: number; name: string; suspended_at: string | null; erased_at: string | null; mail_on: FlagColumn }>
> {
  return db
    .selectFrom('family_managers as link')
    .innerJoin('users', 'users.id', 'link.profile_id')
    .select(['link.profile_id', 'users.name', 'users.suspended_at', 'users.erased_at', 'link.mail_on'])
    .where('link.manager_id', '=', managerId)
    .orderBy('link.joined_at')
    .orderBy('link.id')
    .execute();
}

export function findLink(db: Kysely<Database>, profileId: number, managerId: number): Promise<FamilyLinkRow | undefined> {
  return db
    .selectFrom('family_managers')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('manager_id', '=', managerId)
    .executeTakeFirst();
}

export async function setLastProfile(
  db: Kysely<Database>,
  managerId: number,
  profileId: number | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('manager_logins')
    .set({ last_profile_id: profileId, updated_at: now.toISOString() })
    .where('id', '=', managerId)
    .execute();
}

/** The profile's links to its co-managers, with their logins' names and addresses. */
function managersOf(db: Kysely<Database>, profileId: number) {
  return db
    .selectFrom('family_managers as link')
    .innerJoin('manager_logins as login', 'login.id', 'link.manager_id')
    .selectAll('link')
    .select(['login.name', 'login.email'])
    .where('link.profile_id', '=', profileId);
}

/** The profile's co-managers, oldest first. */
export function listManagers(db: Kysely<Database>, profileId: number): Promise<ManagerListRow[]> {
  return managersOf(db, profileId).orderBy('link.joined_at').orderBy('link.id').execute();
}

export function findManagerOfProfile(
  db: Kysely<Database>,
  profileId: number,
  linkId: number,
): Promise<ManagerListRow | undefined> {
  return managersOf(db, profileId).where('link.id', '=', linkId).executeTakeFirst();
}

export async function updateLinkPermissions(db: Kysely<Database>, linkId: number, permissions: PermissionColumns): Promise<void> {
  await db.updateTable('family_managers').set(permissions).where('id', '=', linkId).execute();
}

/** Deletes a link; whether there was one. */
export async function deleteLink(db: Kysely<Database>, profileId: number, linkId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('family_managers')
    .where('id', '=', linkId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The profile's invitations still open at `now`, oldest first. */
export function openInvitations(db: Kysely<Database>, profileId: number, now: Date): Promise<InvitationRow[]> {
  return db
    .selectFrom('family_invitations')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findInvitationOfProfile(db: Kysely<Database>, profileId: number, id: number): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('family_invitations')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findInvitationByToken(db: Kysely<Database>, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('family_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export type InviteOutcome = 'created' | 'full' | 'invitations_full' | 'already_manager' | 'already_invited';

/**
 * Stores an invitation unless the profile has its co-managers or open invitations already, or
 * the address manages or is invited to it. Judged and written in one locked transaction.
 */
export function insertInvitation(
  db: Kysely<Database>,
  engine: Engine,
  invitation: { profileId: number; email: string; relation: string; tokenHash: string; expiresAt: Date } & PermissionColumns,
  limits: { managers: number; openInvitations: number },
  now: Date,
): Promise<{ outcome: InviteOutcome; id?: number }> {
  return db.transaction().execute(async (trx) => {
    await lockProfile(trx, engine, invitation.profileId);
    const managers = await listManagers(trx, invitation.profileId);
    if (managers.some((m) => m.email === invitation.email)) return { outcome: 'already_manager' };
    if (managers.length >= limits.managers) return { outcome: 'full' };
    const open = await openInvitations(trx, invitation.profileId, now);
    if (open.some((i) => i.email === invitation.email)) return { outcome: 'already_invited' };
    if (open.length >= limits.openInvitations) return { outcome: 'invitations_full' };
    const { profileId, tokenHash, expiresAt, ...rest } = invitation;
    const row = await trx
      .insertInto('family_invitations')
      .values({
        ...rest,
        profile_id: profileId,
        token_hash: tokenHash,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        cancelled_at: null,
        accepted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { outcome: 'created', id: row.id };
  });
}

/** Cancels an open invitation of the profile; whether there was one. */
export async function cancelInvitation(db: Kysely<Database>, profileId: number, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('family_invitations')
    .set({ cancelled_at: now.toISOString() })
    .where('id', '=', id)
    .where('profile_id', '=', profileId)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new link and term for an invitation not accepted or cancelled (the old link stops working); whether it was. */
export async function renewInvitation(
  db: Kysely<Database>,
  profileId: number,
  id: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('family_invitations')
    .set({ token_hash: tokenHash, expires_at: expiresAt.toISOString() })
    .where('id', '=', id)
    .where('profile_id', '=', profileId)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type AcceptOutcome =
  | { outcome: 'accepted'; managerId: number }
  | { outcome: 'used' | 'expired' | 'full' | 'login_full' | 'already_manager' | 'login_exists' };

/**
 * Accepts an invitation for a login: an existing one (`managerId`), or a new one made here.
 * The invitation is claimed by a conditional update inside a transaction that locks the profile,
 * so of two acceptances at once one wins and the other finds it used; the ceilings are judged
 * under the same lock, and nothing stays written when one refuses.
 */
export function acceptInvitation(
  db: Kysely<Database>,
  engine: Engine,
  invitation: InvitationRow,
  login: { managerId: number } | { email: string; name: string; passwordHash: string; locale: string | null },
  limits: { managers: number; profilesPerLogin: number },
  now: Date,
): Promise<AcceptOutcome> {
  const refuse = (outcome: Exclude<AcceptOutcome['outcome'], 'accepted'>) => {
    throw new AcceptRefused(outcome);
  };
  return db
    .transaction()
    .execute(async (trx): Promise<AcceptOutcome> => {
      await lockProfile(trx, engine, invitation.profile_id);
      const claimed = await trx
        .updateTable('family_invitations')
        .set({ accepted_at: now.toISOString() })
        .where('id', '=', invitation.id)
        .where('token_hash', '=', invitation.token_hash)
        .where('accepted_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        const current = await trx.selectFrom('family_invitations').selectAll().where('id', '=', invitation.id).executeTakeFirst();
        return refuse(current && current.accepted_at === null && current.cancelled_at === null ? 'expired' : 'used');
      }
      const managers = await countOf(
        trx
          .selectFrom('family_managers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('profile_id', '=', invitation.profile_id),
      );
      let managerId: number;
      if ('managerId' in login) {
        managerId = login.managerId;
        if (await findLink(trx, invitation.profile_id, managerId)) return refuse('already_manager');
        const managed = await countOf(
          trx
            .selectFrom('family_managers')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('manager_id', '=', managerId),
        );
        if (managed >= limits.profilesPerLogin) return refuse('login_full');
      } else {
        const created = await trx
          .insertInto('manager_logins')
          .values({
            email: login.email,
            name: login.name,
            password_hash: login.passwordHash,
            locale: login.locale,
            last_profile_id: invitation.profile_id,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        managerId = created.id;
      }
      if (managers >= limits.managers) return refuse('full');
      await trx
        .insertInto('family_managers')
        .values({
          profile_id: invitation.profile_id,
          manager_id: managerId,
          relation: invitation.relation,
          can_edit: invitation.can_edit,
          can_interests: invitation.can_interests,
          can_chat: invitation.can_chat,
          can_plans: invitation.can_plans,
          joined_at: now.toISOString(),
        })
        .execute();
      await trx
        .updateTable('manager_logins')
        .set({ last_profile_id: invitation.profile_id, updated_at: now.toISOString() })
        .where('id', '=', managerId)
        .execute();
      return { outcome: 'accepted', managerId };
    })
    .catch((error: unknown) => {
      if (error instanceof AcceptRefused) return { outcome: error.outcome };
      // Two new logins for one address at once: the second finds the first.
      if (uniqueViolation(error)) return { outcome: 'login_exists' as const };
      throw error;
    });
}

/** Rolls the acceptance's transaction back with its reason. */
class AcceptRefused extends Error {
  constructor(readonly outcome: Exclude<AcceptOutcome['outcome'], 'accepted'>) {
    super(outcome);
  }
}

/** Switches whether the profile's mails go to this co-manager; whether the link exists. */
export async function setMailOn(db: Kysely<Database>, profileId: number, managerId: number, on: boolean): Promise<boolean> {
  const result = await db
    .updateTable('family_managers')
    .set({ mail_on: on ? 1 : 0 })
    .where('profile_id', '=', profileId)
    .where('manager_id', '=', managerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
