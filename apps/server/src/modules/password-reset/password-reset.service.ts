import type { FastifyBaseLogger } from 'fastify';
import { isLocale, type Locale } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { forgetNumberProof } from '../mobile/mobile-codes.repository.js';
import { afterTextedProof, checkAccountCode, emailStepIfStale, finishEmailStep } from '../mobile/mobile.service.js';
import { revokeAllSessions, revokeLoginSessions } from '../sessions/sessions.repository.js';
import { closeEndedChatSockets } from '../sessions/sessions.service.js';
import { findUserByEmail, setPasswordHash, verifyEmailOnce, type UserRow } from '../users/users.repository.js';
import { noteActivityOf } from '../users/users.service.js';
import { passwordResetMail } from './password-reset.mail.js';
import { claimCodeEvent } from '../code-ceilings/code-ceilings.repository.js';
import { addressHash, CODE_CEILINGS, retryAtParam } from '../code-ceilings/code-ceilings.service.js';
import { findManagerLoginByEmail, setLoginPasswordHash } from '../family/family.repository.js';
import {
  insertManagerPasswordReset,
  insertPasswordReset,
  useManagerPasswordReset,
  usePasswordReset,
} from './password-reset.repository.js';

/**
 * Links live 30 minutes and work once. At most 3 mails an hour to one address, and 5
 * requests for it in 24 hours (CODE_CEILINGS.codes).
 */
export const RESET_RULES = { lifetimeMs: 30 * 60 * 1000, mailsPerAddress: { max: 3, windowMs: 60 * 60 * 1000 } };

/**
 * forgot-password's ceiling, judged before the answer: the 6th request for one address in 24
 * hours is refused (429) with the time it may ask again. Every address counts alike, registered
 * or not, and the check never looks the address up, so neither the refusal nor its timing tells
 * whether the address has an account (docs/decisions/0037).
 */
export async function claimPasswordResetRequest(ctx: AppContext, email: string): Promise<void> {
  const verdict = await claimCodeEvent(ctx.db, ctx.engine, addressHash(email), 'reset_sent', CODE_CEILINGS.codes, new Date());
  if (!verdict.allowed) throw new AppError(429, 'too_many_reset_links', { params: { retryAt: retryAtParam(verdict.retryAt) } });
}

/**
 * forgot-password. The caller always gets the same answer at once; the lookup, the link and
 * the mail happen afterwards, so neither the answer nor its timing tells whether the address
 * is registered, or whether it is a member's or a co-manager's login. A member's address is never
 * a login's (each refuses the other), so at most one is found; a login's link goes in its own
 * table, so it can never reset a member, nor a member's a login (docs/decisions/0076). The mail is
 * in the account's (or login's) saved language, else in `requestLocale` (the caller's
 * Accept-Language). Returns the background work so tests can wait for it.
 */
export function requestPasswordReset(
  ctx: AppContext,
  email: string,
  requestLocale: Locale,
  log: FastifyBaseLogger,
): Promise<void> {
  return (async () => {
    const user = await findUserByEmail(ctx.db, email);
    const login = user ? undefined : await findManagerLoginByEmail(ctx.db, email);
    const account = user ?? login;
    if (!account) return;
    const sent = await ctx.limiter.hit(`reset-mails:${email}`, RESET_RULES.mailsPerAddress);
    if (sent.count > RESET_RULES.mailsPerAddress.max) {
      log.warn(user ? { userId: account.id } : { managerId: account.id }, 'password reset mail limit reached; not sending');
      return;
    }
    const token = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + RESET_RULES.lifetimeMs);
    if (user) await insertPasswordReset(ctx.db, user.id, sha256(token), now, expiresAt);
    else await insertManagerPasswordReset(ctx.db, account.id, sha256(token), now, expiresAt);
    const locale = (isLocale(account.locale) ? account.locale : null) ?? requestLocale;
    await ctx.mailer.send(passwordResetMail(ctx, account, token, RESET_RULES.lifetimeMs / 60_000, locale));
  })().catch((err: unknown) => log.error({ err }, 'password reset request failed'));
}

/**
 * Sets a new password with a code texted to the member's verified mobile number: the code is used
 * up and every session of the member ends, as with a reset link. A number not proven in the last
 * 90 days sets nothing by itself: a code is mailed to the account too, and `stepToken` goes back
 * for resetPasswordByEmailStep (docs/decisions/0055).
 */
export async function resetPasswordByMobile(
  ctx: AppContext,
  input: { phone: string; code: string; password: string },
  userAgent: string | undefined,
  log: FastifyBaseLogger,
): Promise<{ stepToken?: string }> {
  const user = await checkAccountCode(ctx, input.phone, input.code, 'reset');
  const stepToken = await emailStepIfStale(ctx, user, input.phone, 'reset', log);
  if (stepToken) return { stepToken };
  await setPasswordByText(ctx, user, input.phone, input.password, userAgent, log);
  return {};
}

/** The second step of a reset by text: the code mailed to the account, the step's token and the new password. */
export async function resetPasswordByEmailStep(
  ctx: AppContext,
  input: { step_token: string; code: string; password: string },
  userAgent: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const { user, phone } = await finishEmailStep(ctx, input.step_token, input.code, 'reset');
  await setPasswordByText(ctx, user, phone, input.password, userAgent, log);
}

/** The new password, every session ended, the number proven, and the account mailed with "Not you?". */
async function setPasswordByText(
  ctx: AppContext,
  user: UserRow,
  phone: string,
  password: string,
  userAgent: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = new Date();
  await setPasswordHash(ctx.db, user.id, await hashPassword(password), now);
  // Proving who one is counts as activity, as signing in does (docs/decisions/0052).
  await noteActivityOf(ctx, user.id, now);
  await revokeAllSessions(ctx.db, user.id, now);
  await closeEndedChatSockets(ctx, user.id);
  await afterTextedProof(ctx, user, phone, 'reset', userAgent, log);
}

/**
 * Sets a new password through a reset link: the link is used up, every session of the member
 * ends, and (since the link proved they read that mailbox) the e-mail counts as verified. If the
 * link is what verified it, whoever set the account up before may not be its owner: the mobile
 * number loses its verification, and its open codes go (docs/decisions/0055). One transaction, so
 * no request sees the e-mail verified while the old sessions still stand. Whether a verified
 * number lost its verification (the answer says it must be verified again). A co-manager's login's
 * link goes to resetLoginPassword.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<{ mobileCleared: boolean }> {
  const now = new Date();
  const passwordHash = await hashPassword(password);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const userId = await usePasswordReset(trx, sha256(token), now);
    if (userId === undefined) return undefined;
    await setPasswordHash(trx, userId, passwordHash, now);
    const verifiedNow = await verifyEmailOnce(trx, userId, now);
    const mobileCleared = verifiedNow ? await forgetNumberProof(trx, userId, now) : false;
    await revokeAllSessions(trx, userId, now);
    return { userId, mobileCleared };
  });
  if (!outcome) {
    if (await resetLoginPassword(ctx, token, passwordHash, now)) return { mobileCleared: false };
    throw new AppError(400, 'reset_link_invalid');
  }
  await noteActivityOf(ctx, outcome.userId, now);
  await closeEndedChatSockets(ctx, outcome.userId);
  return { mobileCleared: outcome.mobileCleared };
}

/**
 * A co-manager's login's reset (docs/decisions/0076-manager-login-resets.md): the link is used up,
 * the login's hash is set and every session of the login ends, on every profile it manages, with
 * each profile's sockets told; the holders' sessions stand, as the login is not theirs. In one
 * transaction, so no request sees the new password while an old session still stands. Whether
 * the token was a login's live link.
 */
async function resetLoginPassword(ctx: AppContext, token: string, passwordHash: string, now: Date): Promise<boolean> {
  const profiles = await ctx.db.transaction().execute(async (trx) => {
    const managerId = await useManagerPasswordReset(trx, sha256(token), now);
    if (managerId === undefined) return undefined;
    await setLoginPasswordHash(trx, managerId, passwordHash, now);
    return revokeLoginSessions(trx, managerId, now);
  });
  if (!profiles) return false;
  for (const profileId of profiles) await closeEndedChatSockets(ctx, profileId);
  return true;
}
