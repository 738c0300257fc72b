import type { FastifyBaseLogger } from 'fastify';
import { messageRef, PRIVACY_RIGHTS, type AccountDeletionAnswer, type DeletionReason, type Locale } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { inBackground } from '../../lib/background.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { AppContext } from '../../types.js';
import { revokeOtherSessions } from '../sessions/sessions.repository.js';
import { closeEndedChatSockets } from '../sessions/sessions.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { deletionCancelledMail, deletionScheduledMail } from './account-deletion.mail.js';
import { clearDeletion, markForDeletion, setProfileHidden } from './account-deletion.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The grace period between asking and erasure. */
export const DELETION_GRACE_MS = PRIVACY_RIGHTS.deletionGraceDays * DAY_MS;
/** Wrong passwords per account before deletion is refused for the window (as for a password change). */
export const DELETION_FAILURE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/** When an account asked to be deleted at `requestedAt` will be erased. */
export function eraseAtOf(requestedAt: string): Date {
  return new Date(Date.parse(requestedAt) + DELETION_GRACE_MS);
}

function answer(user: Pick<UserRow, 'deletion_requested_at' | 'deletion_reason' | 'profile_hidden_at'>): AccountDeletionAnswer {
  const requestedAt = user.deletion_requested_at;
  return {
    success: true,
    requested_at: requestedAt,
    erase_at: requestedAt ? eraseAtOf(requestedAt).toISOString() : null,
    reason: requestedAt && user.deletion_reason === 'found_match' ? 'found_match' : null,
    profile_hidden: user.profile_hidden_at !== null,
  };
}

/** Whether the member's account is due to be erased, and when; whether the profile is hidden. */
export async function deletionStatus(ctx: AppContext, userId: number): Promise<AccountDeletionAnswer> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(401, 'auth_required');
  return answer(user);
}

/**
 * Hide my profile: the quieter alternative to deleting. The profile leaves search, Matches and
 * today's matches (their queries skip it, and the search trigger hears the change); the plan
 * keeps running, and members already in touch still reach the member.
 */
export async function hideProfile(ctx: AppContext, userId: number, hidden: boolean): Promise<AccountDeletionAnswer> {
  await setProfileHidden(ctx.db, userId, hidden, new Date());
  return deletionStatus(ctx, userId);
}

/**
 * Delete my account (DPDP Act 2023): the password is asked again. The account leaves search at
 * once, every other session ends, and the member is mailed the day of erasure; logging in before
 * then cancels it. Asking again while a deletion is pending keeps the first date.
 */
export async function requestDeletion(
  ctx: AppContext,
  member: { sessionId: number; userId: number },
  password: string,
  reason: DeletionReason | null,
  fallbackLocale: Locale,
  log: FastifyBaseLogger,
): Promise<AccountDeletionAnswer> {
  const failuresKey = `account-delete-failures:${member.userId}`;
  if ((await ctx.limiter.peek(failuresKey, DELETION_FAILURE_LIMIT)).count >= DELETION_FAILURE_LIMIT.max) {
    throw new AppError(429, 'too_many_deletions');
  }
  const user = await findUserById(ctx.db, member.userId);
  if (!user) throw new AppError(401, 'auth_required');
  if (!(await verifyPassword(user.password_hash, password))) {
    await ctx.limiter.hit(failuresKey, DELETION_FAILURE_LIMIT);
    throw new AppError(400, 'delete_password_wrong', { errors: { password: messageRef('server.privacyRights.wrongPassword') } });
  }
  await ctx.limiter.reset(failuresKey);
  const now = new Date();
  const alreadyPending = user.deletion_requested_at !== null;
  const requestedAt = await markForDeletion(ctx.db, user.id, reason, now);
  await revokeOtherSessions(ctx.db, user.id, member.sessionId, now);
  // Every socket of the member closes: the other sessions' as ended, this one's as leaving.
  await closeEndedChatSockets(ctx, user.id);
  if (!requestedAt) throw new AppError(401, 'auth_required');
  if (!alreadyPending) {
    const mail = deletionScheduledMail(ctx, user, eraseAtOf(requestedAt), reason, user.locale ?? fallbackLocale);
    inBackground(ctx.mailer.send(mail), log, 'the account deletion mail failed');
  }
  return deletionStatus(ctx, user.id);
}

/**
 * Cancels the member's pending deletion ('Keep my account', or logging in during the grace
 * period): back in search, and a mail says so. False when none was pending.
 */
export async function cancelDeletion(
  ctx: AppContext,
  user: { id: number; name: string; email: string; locale: Locale | null },
  fallbackLocale: Locale,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!(await clearDeletion(ctx.db, user.id, new Date()))) return false;
  inBackground(
    ctx.mailer.send(deletionCancelledMail(ctx, user, user.locale ?? fallbackLocale)),
    log,
    'the deletion cancelled mail failed',
  );
  return true;
}

/** Keep my account: cancels a pending deletion (nothing to do when none is pending). */
export async function keepAccount(
  ctx: AppContext,
  userId: number,
  fallbackLocale: Locale,
  log: FastifyBaseLogger,
): Promise<AccountDeletionAnswer> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(401, 'auth_required');
  await cancelDeletion(ctx, user, fallbackLocale, log);
  return deletionStatus(ctx, userId);
}
