import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { newOtpCode, newToken, sameDigest, sha256 } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.repository.js';
import { noteActivityOf } from '../users/users.service.js';
import { addressHash, CODE_CEILINGS, retryAtParam } from '../code-ceilings/code-ceilings.service.js';
import type { CeilingVerdict } from '../code-ceilings/code-ceilings.repository.js';
import { otpMail } from './otp.mail.js';
import { consumeOtp, consumeOtpAndVerify, findOtpByToken, issueOtp, reserveOtpTry, type SendClaim } from './otp.repository.js';

/** DESIGN.md §4.1: 6 digits, 10 minutes, one use, 5 tries, 30 s between sends. */
export const OTP_RULES = { lifetimeMs: 10 * 60 * 1000, maxTries: 5, resendCooldownMs: 30 * 1000 };

const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

/** The sends of one address: 30 s apart, at most CODE_CEILINGS.codes in 24 hours. */
const sendClaim = (email: string, force = false): SendClaim => ({
  addressHash: addressHash(email),
  rule: { ...CODE_CEILINGS.codes, cooldownMs: OTP_RULES.resendCooldownMs },
  force,
});

/** A refused send, as the caller is told: seconds to wait, or the time the ceiling lifts. */
function sendRefusal(verdict: Exclude<CeilingVerdict, { allowed: true }>, now: Date): AppError {
  return verdict.reason === 'cooldown'
    ? new AppError(429, 'otp_cooldown', { params: { seconds: Math.ceil((verdict.retryAt.getTime() - now.getTime()) / 1000) } })
    : new AppError(429, 'too_many_otp_codes', { params: { retryAt: retryAtParam(verdict.retryAt) } });
}

/**
 * Issues a new code for `user` (retiring older ones), e-mails it in `locale` and returns the
 * opaque token the browser keeps; the code itself never leaves in a response. Refused (429)
 * within 30 s of the address's previous send, and after 5 sends to it in 24 hours. `first` is
 * a new account's first code: counted, never refused (the address can be registered only once,
 * and sends asked for it before it was registered must not keep its owner out). With
 * `failQuietly`, a mail failure is logged instead of thrown (at registration, where the member
 * can ask for another code).
 */
export async function sendOtp(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  locale: Locale,
  log: FastifyBaseLogger,
  options: { failQuietly?: boolean; first?: boolean } = {},
): Promise<string> {
  const now = new Date();
  const code = newOtpCode();
  const otpToken = newToken();
  const salt = randomBytes(16).toString('hex');
  const verdict = await issueOtp(
    ctx.db,
    ctx.engine,
    sendClaim(user.email, options.first),
    {
      userId: user.id,
      tokenHash: sha256(otpToken),
      codeHash: codeHash(salt, code),
      salt,
      expiresAt: new Date(now.getTime() + OTP_RULES.lifetimeMs),
    },
    now,
  );
  if (!verdict.allowed) throw sendRefusal(verdict, now);
  try {
    await ctx.mailer.send(otpMail(ctx, user, code, OTP_RULES.lifetimeMs / 60_000, locale));
  } catch (err) {
    log.error({ err, userId: user.id }, 'OTP mail failed');
    if (!options.failQuietly) throw new AppError(503, 'otp_mail_failed');
  }
  return otpToken;
}

/**
 * send-otp by address. Only an unverified account gets a mail, in its saved language, else in
 * `requestLocale` (the caller's Accept-Language); any other address gets an answer of the same
 * shape (with a token that matches nothing), so the call does not reveal which addresses are
 * registered or verified. The cooldown and the ceiling count every address alike, for the same
 * reason: a refusal for a member's address alone would tell that it has an unverified account.
 */
export async function requestOtp(ctx: AppContext, email: string, requestLocale: Locale, log: FastifyBaseLogger): Promise<string> {
  const user = await findUserByEmail(ctx.db, email);
  if (user && user.is_verified !== 1) return sendOtp(ctx, user, user.locale ?? requestLocale, log);
  const now = new Date();
  const verdict = await issueOtp(ctx.db, ctx.engine, sendClaim(email), undefined, now);
  if (!verdict.allowed) throw sendRefusal(verdict, now);
  return newToken();
}

/**
 * Checks a code against its token; on success the member is verified and returned. Every try
 * counts against the code (5) and its address (15 in 24 hours, whichever code they were for).
 */
export async function verifyOtp(ctx: AppContext, otpToken: string, code: string): Promise<UserRow> {
  const now = new Date();
  const otp = await findOtpByToken(ctx.db, sha256(otpToken));
  if (!otp || otp.consumed_at) throw new AppError(400, 'otp_not_found');
  if (new Date(otp.expires_at) <= now) throw new AppError(400, 'otp_expired');
  const reserved = await reserveOtpTry(
    ctx.db,
    ctx.engine,
    { id: otp.id, addressHash: addressHash(otp.email) },
    OTP_RULES.maxTries,
    CODE_CEILINGS.tries,
    now,
  );
  // Before the comparison: past the address's ceiling even the right code waits (docs/decisions/0037).
  if (reserved.outcome === 'ceiling') {
    throw new AppError(429, 'too_many_otp_tries', { params: { retryAt: retryAtParam(reserved.retryAt) } });
  }
  if (reserved.outcome === 'spent') throw new AppError(400, 'otp_not_found');
  if (!sameDigest(codeHash(otp.salt, code), otp.code_hash)) {
    if (reserved.tries >= OTP_RULES.maxTries) {
      // That was the last try: the code is gone and a new one is needed.
      await consumeOtp(ctx.db, otp.id, now);
      throw new AppError(400, 'otp_not_found');
    }
    throw new AppError(400, 'otp_invalid');
  }
  if (!(await consumeOtpAndVerify(ctx.db, otp, now))) throw new AppError(400, 'otp_not_found');
  // A code from the member's mailbox counts as activity, as signing in does (docs/decisions/0052).
  await noteActivityOf(ctx, otp.user_id, now);
  const user = await findUserById(ctx.db, otp.user_id);
  if (!user) throw new AppError(400, 'otp_not_found');
  return user;
}
