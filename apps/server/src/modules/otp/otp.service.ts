import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { inBackground } from '../../lib/background.js';
import { newOtpCode, newToken, sameDigest, sha256 } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.repository.js';
import { noteActivityOf } from '../users/users.service.js';
import { addressHash, CODE_CEILINGS, retryAtParam } from '../code-ceilings/code-ceilings.service.js';
import type { CeilingVerdict } from '../code-ceilings/code-ceilings.repository.js';
import { otpMail } from './otp.mail.js';
import {
  consumeOtp,
  consumeOtpAndVerify,
  findNewestOtpOf,
  findOtpByToken,
  issueOtp,
  reserveOtpTry,
  storeClaimedOtp,
  type NewOtp,
  type OtpWithEmail,
  type SendClaim,
} from './otp.repository.js';

/** The code (docs/design.md, "One-time codes"): 6 digits, 10 minutes, one use, 5 tries, 30 s between sends. */
export const OTP_RULES = { lifetimeMs: 10 * 60 * 1000, maxTries: 5, resendCooldownMs: 30 * 1000 };

const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

/** The sends of one address: 30 s apart, at most CODE_CEILINGS.codes in 24 hours. */
const sendClaim = (email: string, force = false): SendClaim => ({
  addressHash: addressHash(email),
  rule: { ...CODE_CEILINGS.codes, cooldownMs: OTP_RULES.resendCooldownMs },
  force,
});

/** A new code for the member under `otpToken`: the code to mail, and the row to store (hashes only). */
function newCode(userId: number, otpToken: string, now: Date): { code: string; otp: NewOtp } {
  const code = newOtpCode();
  const salt = randomBytes(16).toString('hex');
  return {
    code,
    otp: {
      userId,
      tokenHash: sha256(otpToken),
      codeHash: codeHash(salt, code),
      salt,
      expiresAt: new Date(now.getTime() + OTP_RULES.lifetimeMs),
    },
  };
}

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
  const otpToken = newToken();
  const { code, otp } = newCode(user.id, otpToken, now);
  const verdict = await issueOtp(ctx.db, ctx.engine, sendClaim(user.email, options.first), otp, now);
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
 * send-otp by address, answered before anything about the address is looked up
 * (docs/decisions/0057): the cooldown and the ceiling are judged for the address alone, counting
 * every address alike (a refusal for a member's address alone would tell that it has an unverified
 * account), and the token is fresh random bytes whatever the address. The look-up, the code and
 * the mail follow the answer (mailRequestedOtp), so neither the answer nor its timing tells whether
 * the address is registered or verified. Only an unverified account is mailed; any other token
 * matches nothing.
 */
export async function requestOtp(ctx: AppContext, email: string, requestLocale: Locale, log: FastifyBaseLogger): Promise<string> {
  const now = new Date();
  const verdict = await issueOtp(ctx.db, ctx.engine, sendClaim(email), undefined, now);
  if (!verdict.allowed) throw sendRefusal(verdict, now);
  const otpToken = newToken();
  inBackground(mailRequestedOtp(ctx, email, otpToken, requestLocale, now), log, 'the requested OTP could not be sent');
  return otpToken;
}

/**
 * After send-otp's answer: an unverified account at `email` gets a new code under the token the
 * caller already holds, mailed in its saved language, else in `requestLocale` (the caller's
 * Accept-Language). `claimedAt` is when the send was judged: the code's lifetime runs from it.
 */
async function mailRequestedOtp(ctx: AppContext, email: string, otpToken: string, requestLocale: Locale, claimedAt: Date) {
  // Let the answer leave first: nothing here may delay it, nor show in its timing.
  await new Promise((resolve) => setImmediate(resolve));
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.is_verified === 1) return;
  const { code, otp } = newCode(user.id, otpToken, claimedAt);
  if (!(await storeClaimedOtp(ctx.db, otp, claimedAt))) return;
  await ctx.mailer.send(otpMail(ctx, user, code, OTP_RULES.lifetimeMs / 60_000, user.locale ?? requestLocale));
}

/**
 * Checks a code; on success the member is verified and returned. The code is the one `otpToken`
 * names or, without one, the newest code mailed to the signed-in member `userId`, whichever page
 * or tab asked for it: the session names the member as surely as the token names the code
 * (docs/decisions/0061). Without either the caller is told the token is missing, as the
 * specification says. Every try counts against the code (5) and its address (15 in 24 hours,
 * whichever code they were for).
 */
export async function verifyOtp(
  ctx: AppContext,
  code: string,
  by: { otpToken: string | undefined; userId: number | undefined },
): Promise<UserRow> {
  if (by.otpToken) return checkCode(ctx, await findOtpByToken(ctx.db, sha256(by.otpToken)), code);
  if (by.userId === undefined) throw new AppError(400, 'otp_token_missing');
  return checkCode(ctx, await findNewestOtpOf(ctx.db, by.userId), code);
}

async function checkCode(ctx: AppContext, otp: OtpWithEmail | undefined, code: string): Promise<UserRow> {
  const now = new Date();
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
