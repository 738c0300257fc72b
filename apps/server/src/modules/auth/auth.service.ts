import type { FastifyBaseLogger } from 'fastify';
import { messageRef, ROUTES, type Locale } from '@inai/shared';
import type { z } from 'zod';
import type { ChangePasswordInput, loginSchema, registerSchema } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { AppContext } from '../../types.js';
import { closeEndedChatSockets, openSession } from '../sessions/sessions.service.js';
import { cancelDeletion } from '../my-data/account-deletion.service.js';
import { afterTextedProof, checkAccountCode, emailStepIfStale, finishEmailStep } from '../mobile/mobile.service.js';
import { sendOtp } from '../otp/otp.service.js';
import { managerLoginByEmail, signInManager } from '../family/family.service.js';
import { signupAddressUntil } from '../users/signup-addresses.js';
import {
  DuplicateUserError,
  emailRegistered,
  findUserByEmail,
  findUserById,
  insertUser,
  setPasswordHash,
  type UserRow,
} from '../users/users.repository.js';
import { revokeOtherSessions, revokeSession } from '../sessions/sessions.repository.js';

/** Failed sign-ins per account before it is locked for the window. */
export const LOGIN_FAILURE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };
/**
 * Wrong current passwords per account before password changes are refused for the window: a
 * session left open on a shared computer must not become a way to guess the password.
 */
export const PASSWORD_CHANGE_FAILURE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * Creates an unverified member, signs them in and e-mails their first one-time code, in the
 * language they registered in (the form's `locale`, else `requestLocale`: their Accept-Language).
 * Records who created the profile, if said, and the address it was created from (`signupIp`).
 * The mobile number is never looked up: a number another account verified is taken like a free
 * one, unverified, so registration tells nobody which numbers are verified here; the conflict
 * shows only when this account tries to verify it (docs/decisions/0055).
 */
export async function registerMember(
  ctx: AppContext,
  input: z.output<typeof registerSchema>,
  requestLocale: Locale,
  log: FastifyBaseLogger,
  signupIp?: string,
): Promise<{ token: string; userId: number; otpToken: string }> {
  const locale = input.locale ?? requestLocale;
  // A co-manager's login is not a member account, and never becomes one with the same address.
  if ((await emailRegistered(ctx.db, input.email)) || (await managerLoginByEmail(ctx, input.email))) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    const now = new Date();
    user = await insertUser(
      ctx.db,
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        locale,
        profileCreatedBy: input.profile_created_by ?? null,
        // Kept one year, then erased by the sign-up address job.
        signupIp: signupIp ?? null,
        signupIpUntil: signupAddressUntil(now),
      },
      now,
    );
  } catch (error) {
    if (error instanceof DuplicateUserError) throw emailTaken();
    throw error;
  }
  const token = await openSession(ctx, user.id, false);
  const otpToken = await sendOtp(ctx, user, locale, log, { failQuietly: true, first: true });
  return { token, userId: user.id, otpToken };
}

const emailTaken = () => new AppError(409, 'email_taken', { errors: { email: messageRef('auth.emailTaken') } });

/**
 * Checks the password and opens a session. Unknown address and wrong password get the same
 * answer in the same time; an account with too many recent failures is refused for a while.
 */
export async function login(
  ctx: AppContext,
  input: z.output<typeof loginSchema>,
  log: FastifyBaseLogger,
): Promise<{ token: string; userId: number; deletion_cancelled?: true; reader?: { locale: Locale | null } }> {
  const failuresKey = `login-failures:${input.email}`;
  if ((await ctx.limiter.peek(failuresKey, LOGIN_FAILURE_LIMIT)).count >= LOGIN_FAILURE_LIMIT.max) {
    throw new AppError(429, 'too_many_logins');
  }
  const user = await findUserByEmail(ctx.db, input.email);
  // A member's address is never a manager login's (each refuses the other), so at most one is found.
  const manager = user ? undefined : await managerLoginByEmail(ctx, input.email);
  const hash = user?.password_hash ?? manager?.password_hash;
  const valid = hash ? await verifyPassword(hash, input.password) : (await verifyAgainstDummy(input.password), false);
  if (!valid || (!user && !manager)) {
    await ctx.limiter.hit(failuresKey, LOGIN_FAILURE_LIMIT);
    throw new AppError(401, 'invalid_credentials');
  }
  await ctx.limiter.reset(failuresKey);
  // A co-manager's login opens a session on a profile it manages (docs/decisions/0073-family-co-managers.md).
  if (!user) return signInManager(ctx, manager!, input.remember);
  return signIn(ctx, user, input.remember, log);
}

/**
 * Opens a session for a member who proved who they are (a password, or a code texted to their
 * verified mobile number). Only then is a suspension said: not to someone who proved nothing.
 */
async function signIn(
  ctx: AppContext,
  user: UserRow,
  remember: boolean,
  log: FastifyBaseLogger,
): Promise<{ token: string; userId: number; deletion_cancelled?: true }> {
  if (user.suspended_at !== null) throw new AppError(403, 'account_suspended', { params: { path: ROUTES.grievance } });
  const token = await openSession(ctx, user.id, remember);
  // Signing in during a deletion's grace period keeps the account (told on screen and by mail).
  const kept = user.deletion_requested_at !== null && (await cancelDeletion(ctx, user, user.locale ?? 'en', log));
  return { token, userId: user.id, ...(kept ? { deletion_cancelled: true as const } : {}) };
}

type SignedIn = { token: string; userId: number; deletion_cancelled?: true };

/**
 * Signs in with a code texted to a verified mobile number (the same sessions as a password's). A
 * number not proven in the last 90 days opens nothing by itself: a code is mailed to the account
 * too, and `stepToken` goes back for loginWithEmailStep (docs/decisions/0055).
 */
export async function loginWithMobileCode(
  ctx: AppContext,
  input: { phone: string; code: string; remember: boolean },
  log: FastifyBaseLogger,
  userAgent: string | undefined,
): Promise<SignedIn | { stepToken: string }> {
  const user = await checkAccountCode(ctx, input.phone, input.code, 'sign_in');
  const stepToken = await emailStepIfStale(ctx, user, input.phone, 'sign_in', log);
  if (stepToken) return { stepToken };
  return signInByText(ctx, user, input.phone, input.remember, userAgent, log);
}

/** The second step of a sign-in by text: the code mailed to the account, with the step's token. */
export async function loginWithEmailStep(
  ctx: AppContext,
  input: { step_token: string; code: string; remember: boolean },
  log: FastifyBaseLogger,
  userAgent: string | undefined,
): Promise<SignedIn> {
  const { user, phone } = await finishEmailStep(ctx, input.step_token, input.code, 'sign_in');
  return signInByText(ctx, user, phone, input.remember, userAgent, log);
}

/** signIn, then the number counts as proven and the account is mailed an alert with "Not you?". */
async function signInByText(
  ctx: AppContext,
  user: UserRow,
  phone: string,
  remember: boolean,
  userAgent: string | undefined,
  log: FastifyBaseLogger,
): Promise<SignedIn> {
  const signedIn = await signIn(ctx, user, remember, log);
  await afterTextedProof(ctx, user, phone, 'sign_in', userAgent, log);
  return signedIn;
}

/** Ends the session the request was made with (searches kept for it forget it too: docs/decisions/0018). */
export async function logout(ctx: AppContext, member: { sessionId: number; userId: number }): Promise<void> {
  await revokeSession(ctx.db, member.sessionId, new Date());
  await closeEndedChatSockets(ctx, member.userId);
}

/**
 * change-password (ours): the current password proves it is the member; the new one follows the
 * registration rules. Every other session of the member ends (a stolen session does not survive
 * the change); the caller's stays open.
 */
export async function changePassword(
  ctx: AppContext,
  member: { sessionId: number; userId: number },
  input: ChangePasswordInput,
): Promise<void> {
  const failuresKey = `password-change-failures:${member.userId}`;
  if ((await ctx.limiter.peek(failuresKey, PASSWORD_CHANGE_FAILURE_LIMIT)).count >= PASSWORD_CHANGE_FAILURE_LIMIT.max) {
    throw new AppError(429, 'too_many_requests');
  }
  const user = await findUserById(ctx.db, member.userId);
  if (!user) throw new AppError(401, 'auth_required');
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    await ctx.limiter.hit(failuresKey, PASSWORD_CHANGE_FAILURE_LIMIT);
    throw new AppError(400, 'current_password_wrong', {
      errors: { current_password: messageRef('settings.wrongCurrentPassword') },
    });
  }
  const password = input.new_password;
  if (password.toLowerCase() === user.email || password === user.phone) {
    throw new AppError(400, 'invalid_input', { errors: { new_password: messageRef('auth.passwordIsContact') } });
  }
  const now = new Date();
  await setPasswordHash(ctx.db, user.id, await hashPassword(password), now);
  await revokeOtherSessions(ctx.db, user.id, member.sessionId, now);
  await closeEndedChatSockets(ctx, user.id);
  await ctx.limiter.reset(failuresKey);
}
