import type { Kysely } from 'kysely';
import { isLocale, type Locale } from '@inai/shared';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../users/users.repository.js';

/** `managerId`: a co-manager's login, whose session acts for the profile `userId` (docs/decisions/0073-family-co-managers.md). */
export async function insertSession(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
  managerId: number | null = null,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      manager_id: managerId,
    })
    .execute();
}

/** The co-manager behind a session, as its link to the profile stands now. */
export interface SessionManager {
  /** The login's id. */
  id: number;
  name: string;
  /** The login's own language: a co-manager reads the site in theirs, not the holder's. */
  locale: Locale | null;
  relation: string;
  permissions: { edit: boolean; interests: boolean; chat: boolean; plans: boolean };
}

/**
 * The member behind an unrevoked, unexpired session, with the session's id and end, and for a
 * co-manager's session the login and its link to the profile, read with the session on every
 * request so that a permission taken away counts at once. A co-manager's session whose link is
 * gone is no session (docs/decisions/0073-family-co-managers.md).
 */
export async function findSessionUser(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: number; expiresAt: string; user: UserRow; manager?: SessionManager } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('family_managers as link', (join) =>
      join.onRef('link.profile_id', '=', 'sessions.user_id').onRef('link.manager_id', '=', 'sessions.manager_id'),
    )
    .leftJoin('manager_logins as login', 'login.id', 'sessions.manager_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.manager_id as session_manager_id',
      'link.id as link_id',
      'link.relation as link_relation',
      'link.can_edit as link_can_edit',
      'link.can_interests as link_can_interests',
      'link.can_chat as link_can_chat',
      'link.can_plans as link_can_plans',
      'login.name as login_name',
      'login.locale as login_locale',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    session_id,
    session_expires_at,
    session_manager_id,
    link_id,
    link_relation,
    link_can_edit,
    link_can_interests,
    link_can_chat,
    link_can_plans,
    login_name,
    login_locale,
    ...user
  } = row;
  const found = { sessionId: session_id, expiresAt: session_expires_at, user };
  if (session_manager_id === null) return found;
  if (link_id === null || link_relation === null || login_name === null) return undefined;
  const manager: SessionManager = {
    id: session_manager_id,
    name: login_name,
    locale: isLocale(login_locale) ? login_locale : null,
    relation: link_relation,
    permissions: {
      edit: link_can_edit === 1,
      interests: link_can_interests === 1,
      chat: link_can_chat === 1,
      plans: link_can_plans === 1,
    },
  };
  return { ...found, manager };
}

/**
 * What a session still allows: `live`; `ended` when it was revoked or has expired, or its member
 * is suspended or erased (whose sessions are revoked or deleted too; this holds if that write
 * raced a sign-in or a check); `leaving` when its member asked for their account to be deleted
 * (still signed in, to keep it, but not to chat: docs/decisions/0016-chat-over-websocket.md).
 */
export type SessionStanding = 'live' | 'ended' | 'leaving';

export function standingOf(
  row: {
    revoked_at: string | null;
    expires_at: string;
    suspended_at: string | null;
    erased_at: string | null;
    deletion_requested_at: string | null;
  },
  now: Date,
): SessionStanding {
  if (row.revoked_at !== null || row.expires_at <= now.toISOString()) return 'ended';
  if (row.suspended_at !== null || row.erased_at !== null) return 'ended';
  return row.deletion_requested_at !== null ? 'leaving' : 'live';
}

/**
 * The standing of one session, looked up by its id (the primary keys of sessions and users, and
 * a co-manager's link): cheap enough for a chat socket to ask before every frame that acts as
 * its member.
 */
export async function sessionStanding(db: Kysely<Database>, sessionId: number, now: Date): Promise<SessionStanding> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('family_managers as link', (join) =>
      join.onRef('link.profile_id', '=', 'sessions.user_id').onRef('link.manager_id', '=', 'sessions.manager_id'),
    )
    .select([
      'sessions.revoked_at',
      'sessions.expires_at',
      'sessions.manager_id',
      'link.id as link_id',
      'link.can_chat as link_can_chat',
      'users.suspended_at',
      'users.erased_at',
      'users.deletion_requested_at',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return 'ended';
  // A co-manager removed from the profile: even a session the removal's revocation missed (one
  // opened in the same instant) ends here. One no longer allowed to chat has no socket either:
  // only the chat socket asks this (docs/decisions/0073-family-co-managers.md).
  if (row.manager_id !== null && (row.link_id === null || row.link_can_chat !== 1)) return 'ended';
  return standingOf(row, now);
}

/**
 * Ends the sessions of one login for one profile (a co-manager removed): the holder's sessions and
 * the login's sessions on its other profiles stand.
 */
export async function revokeManagerSessions(
  db: Kysely<Database>,
  profileId: number,
  managerId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', profileId)
    .where('manager_id', '=', managerId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member but one (after a password change: the one that made it). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member (after a password reset). */
export async function revokeAllSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of one login, on every profile it manages (its password reset); the holders'
 * sessions stand. The profiles whose sessions ended, so their sockets can be told.
 */
export async function revokeLoginSessions(db: Kysely<Database>, managerId: number, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('manager_id', '=', managerId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .execute();
  return [...new Set(rows.map((row) => row.user_id))];
}
