import type { Kysely, Selectable } from 'kysely';
import type { Locale } from '@inai/shared';
import { uniqueViolation } from '../../db/unique-violation.js';
import type { Database, UserTable } from '../../db/schema.js';

export type UserRow = Selectable<UserTable>;

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  locale: Locale;
  /** Who created the profile, when the form said. */
  profileCreatedBy?: string | null;
  /** The address the account is created from, kept until `signupIpUntil`. */
  signupIp?: string | null;
  signupIpUntil?: Date | null;
}

/** An e-mail address already taken: a number typed at registration is never verified yet, so never refused here. */
export class DuplicateUserError extends Error {
  readonly field = 'email';
  constructor() {
    super('duplicate email');
  }
}

/** Inserts a member (unverified); throws DuplicateUserError if the e-mail is taken. */
export async function insertUser(db: Kysely<Database>, user: NewUser, now: Date): Promise<UserRow> {
  try {
    return await db
      .insertInto('users')
      .values({
        name: user.name,
        email: user.email,
        phone: user.phone,
        password_hash: user.passwordHash,
        locale: user.locale,
        profile_created_by: user.profileCreatedBy ?? null,
        signup_ip: user.signupIp ?? null,
        signup_ip_until: user.signupIp && user.signupIpUntil ? user.signupIpUntil.toISOString() : null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        last_active_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (uniqueViolation(error)?.includes('email')) throw new DuplicateUserError();
    throw error;
  }
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account whose verified mobile number this is (one at most: a number is verified on one account). */
export function findUserByVerifiedPhone(db: Kysely<Database>, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .executeTakeFirst();
}

/** `email` must already be lower-cased. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Whether an account has this address, for a clear message before inserting (`email` lower-cased). */
export async function emailRegistered(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export async function markUserVerified(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ is_verified: 1, updated_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Marks the e-mail verified; true only when it was not before (a reset link verified it). */
export async function verifyEmailOnce(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_verified: 1, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('is_verified', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPasswordHash(db: Kysely<Database>, id: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export type VisibilityChanges = Partial<Record<'mobile_number_visibility' | 'photos_visibility' | 'horoscope_visibility', 0 | 1>>;
/** The street address's switch: free for every verified member (docs/decisions/0060). */
export type AddressVisibilityChange = { address_visibility?: 0 | 1 };
export type NotificationChanges = Partial<
  Record<'notify_interest_received' | 'notify_interest_accepted' | 'notify_chat_message', 0 | 1>
>;
/** Today's matches: by e-mail, and only compatible stars (docs/decisions/0053). */
export type DailyPicksChanges = Partial<Record<'notify_daily_picks' | 'daily_picks_compatible', 0 | 1>>;
export type SettingsChanges = VisibilityChanges &
  AddressVisibilityChange &
  NotificationChanges &
  DailyPicksChanges & { locale?: Locale; hide_last_active?: 0 | 1 };

/** The member's own settings: the privacy switches, the e-mail notifications and the language. */
export async function updateSettings(db: Kysely<Database>, id: number, changes: SettingsChanges, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Records that a member was active at `now`, unless they already were since `dayStart` (the start
 * of the India day, ISO): at most one write per member and day, however many requests, instances
 * or sign-ins race for it. It also ends an absence: a member mailed that they left the lists may
 * be mailed again after a later one. Whether it wrote.
 */
export async function touchLastActive(db: Kysely<Database>, id: number, now: Date, dayStart: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ last_active_at: now.toISOString(), inactive_mail_at: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', dayStart)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The member's name, corrected by them (profile/name-change.service.ts audits and limits it). */
export async function setName(db: Kysely<Database>, id: number, name: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ name, updated_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Who created the profile: one of PROFILE_CREATED_BY, or null when not said. */
export async function setProfileCreatedBy(db: Kysely<Database>, id: number, value: string | null, now: Date): Promise<void> {
  await db.updateTable('users').set({ profile_created_by: value, updated_at: now.toISOString() }).where('id', '=', id).execute();
}

/**
 * Erases the sign-up addresses whose keeping time has passed (one year). Times are ISO
 * strings in UTC, which compare as text on both engines. How many were erased.
 */
export async function eraseExpiredSignupAddresses(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ signup_ip: null, signup_ip_until: null })
    .where('signup_ip_until', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
