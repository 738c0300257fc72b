import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { newOtpCode, newToken, sameDigest, sha256 } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.repository.js';
import { otpMail } from './otp.mail.js';
import { consumeOtp, consumeOtpAndVerify, findOtpByToken, latestOtpSentAt, replaceOtp, reserveOtpTry } from './otp.repository.js';

/** DESIGN.md §4.1: 6 digits, 10 minutes, one use, 5 tries, 30 s between sends. */
export const OTP_RULES = { lifetimeMs: 10 * 60 * 1000, maxTries: 5, resendCooldownMs: 30 * 1000 };

const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

/**
 * Issues a new code for `user` (retiring older ones), e-mails it in `locale` and returns the
 * opaque token the browser keeps; the code itself never leaves in a response. Refused (429)
 * within 30 s of the previous send. With `failQuietly`, a mail failure is logged instead of
 * thrown (at registration, where the member can ask for another code).
 */
export async function sendOtp(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  locale: Locale,
  log: FastifyBaseLogger,
  options: { failQuietly?: boolean } = {},
): Promise<string> {
  const now = new Date();
  const last = await latestOtpSentAt(ctx.db, user.id);
  const wait = last ? OTP_RULES.resendCooldownMs - (now.getTime() - last.getTime()) : 0;
  if (wait > 0) throw new AppError(429, 'otp_cooldown', { params: { seconds: Math.ceil(wait / 1000) } });

  const code = newOtpCode();
  const otpToken = newToken();
  const salt = randomBytes(16).toString('hex');
  await replaceOtp(
    ctx.db,
    {
      userId: user.id,
      tokenHash: sha256(otpToken),
      codeHash: codeHash(salt, code),
      salt,
      expiresAt: new Date(now.getTime() + OTP_RULES.lifetimeMs),
    },
    now,
  );
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
 * registered or verified.
 */
export async function requestOtp(ctx: AppContext, email: string, requestLocale: Locale, log: FastifyBaseLogger): Promise<string> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.is_verified === 1) return newToken();
  return sendOtp(ctx, user, user.locale ?? requestLocale, log);
}

/** Checks a code against its token; on success the member is verified and returned. */
export async function verifyOtp(ctx: AppContext, otpToken: string, code: string): Promise<UserRow> {
  const now = new Date();
  const otp = await findOtpByToken(ctx.db, sha256(otpToken));
  if (!otp || otp.consumed_at) throw new AppError(400, 'otp_not_found');
  if (new Date(otp.expires_at) <= now) throw new AppError(400, 'otp_expired');
  const tries = await reserveOtpTry(ctx.db, otp.id, OTP_RULES.maxTries);
  if (tries === undefined) throw new AppError(400, 'otp_not_found');
  if (!sameDigest(codeHash(otp.salt, code), otp.code_hash)) {
    if (tries >= OTP_RULES.maxTries) {
      // That was the last try: the code is gone and a new one is needed.
      await consumeOtp(ctx.db, otp.id, now);
      throw new AppError(400, 'otp_not_found');
    }
    throw new AppError(400, 'otp_invalid');
  }
  if (!(await consumeOtpAndVerify(ctx.db, otp, now))) throw new AppError(400, 'otp_not_found');
  await ctx.search.changed(otp.user_id);
  const user = await findUserById(ctx.db, otp.user_id);
  if (!user) throw new AppError(400, 'otp_not_found');
  return user;
}
