import { randomBytes } from 'node:crypto';
import { formatMobile, messageRef } from '@inai/shared';
import type { FastifyBaseLogger } from 'fastify';
import { inBackground } from '../../lib/background.js';
import { AppError } from '../../lib/app-error.js';
import type { SmsOutcome } from '../../lib/sms/queued-sms.js';
import { newOtpCode, sameDigest, sha256 } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { retryAtParam } from '../code-ceilings/code-ceilings.service.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { findUserById, findUserByVerifiedPhone, type UserRow } from '../users/users.repository.js';
import { mobileChangedMail } from './mobile.mail.js';
import {
  consumeAndVerifyPhone,
  consumeMobileCode,
  findOpenMobileCode,
  issueMobileCode,
  numberVerifiedByOther,
  recordMobileTry,
  reserveMobileTry,
} from './mobile-codes.repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * DESIGN.md §4.1's rules for codes, by text message: 6 digits, 10 minutes, 5 tries, 30 s between
 * sends; and a day's ceilings, since every text costs money and reaches a phone: 5 codes to a
 * number, 10 for an account, 15 tries for an account.
 */
export const MOBILE_CODE_RULES = {
  lifetimeMs: 10 * MINUTE,
  maxTries: 5,
  resendCooldownMs: 30_000,
  perNumber: { max: 5, windowMs: DAY },
  perAccount: { max: 10, windowMs: DAY },
  tries: { max: 15, windowMs: DAY },
};

const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);
/** The ceilings' keys: hashed, like the e-mail addresses', and kept apart from them by a prefix. */
const numberKey = (phone: string) => sha256(`mobile:${phone}`);
const accountKey = (userId: number) => sha256(`account:${userId}`);

/** The ceilings of a code to a member's number: the number's (30 s apart, 5 a day) and the account's (10 a day). */
function memberCeilings(userId: number, phone: string) {
  return [
    { key: numberKey(phone), rule: { ...MOBILE_CODE_RULES.perNumber, cooldownMs: MOBILE_CODE_RULES.resendCooldownMs } },
    { key: accountKey(userId), rule: MOBILE_CODE_RULES.perAccount },
  ];
}

/** Issues a code of `purpose` to `phone` under the member's ceilings and texts it. */
async function textMemberCode(ctx: AppContext, userId: number, phone: string, purpose: 'verify' | 'change'): Promise<SmsOutcome> {
  const now = new Date();
  const code = newOtpCode();
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + MOBILE_CODE_RULES.lifetimeMs);
  const verdict = await issueMobileCode(
    ctx.db,
    ctx.engine,
    memberCeilings(userId, phone),
    { userId, phone, purpose, codeHash: codeHash(salt, code), salt, expiresAt },
    now,
  );
  if (!verdict.allowed) throw sendRefusal(verdict, now);
  return ctx.sms.send({ to: phone, code }, expiresAt);
}

/**
 * Sends a code to the member's own number. Refused when it is verified already (on this account or
 * another), within 30 s of the last code, and past the day's ceilings. The answer says whether the text went or follows
 * shortly: a provider that is down delays the text, never the member's request.
 */
export async function sendVerificationCode(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'phone' | 'phone_verified_at'>,
): Promise<SmsOutcome> {
  if (user.phone_verified_at) throw new AppError(409, 'mobile_already_verified');
  if (await numberVerifiedByOther(ctx.db, user.phone, user.id)) throw takenElsewhere(ctx);
  return textMemberCode(ctx, user.id, user.phone, 'verify');
}

/**
 * Sends a code to a new number. The old number stays the member's (and verified, if it was) until
 * the code is entered. A number of another account is refused without naming it.
 */
export async function sendChangeCode(ctx: AppContext, user: Pick<UserRow, 'id' | 'phone'>, phone: string): Promise<SmsOutcome> {
  // First: a member whose typed number another account verified is told so, not 'already yours'.
  if (await numberVerifiedByOther(ctx.db, phone, user.id)) throw takenElsewhere(ctx);
  if (phone === user.phone) throw new AppError(409, 'mobile_same_number');
  return textMemberCode(ctx, user.id, phone, 'change');
}

/** Points to signing in or to support, never naming the account that verified the number. */
export const takenElsewhere = (ctx: AppContext, code: 'mobile_taken_elsewhere' | 'phone_taken' = 'mobile_taken_elsewhere') =>
  new AppError(409, code, {
    params: { email: ctx.config.supportEmail },
    ...(code === 'phone_taken'
      ? { errors: { phone: messageRef('mobile.takenElsewhere', { email: ctx.config.supportEmail }) } }
      : {}),
  });

/** A refused send, as the caller is told: seconds to wait, or the time the ceiling lifts. */
function sendRefusal(verdict: { reason: 'cooldown' | 'ceiling'; retryAt: Date }, now: Date): AppError {
  return verdict.reason === 'cooldown'
    ? new AppError(429, 'otp_cooldown', { params: { seconds: Math.ceil((verdict.retryAt.getTime() - now.getTime()) / 1000) } })
    : new AppError(429, 'too_many_mobile_codes', { params: { retryAt: retryAtParam(verdict.retryAt) } });
}

/** What a code texted to a verified number is for: signing in, or setting a new password. */
export type AccountCodePurpose = 'sign_in' | 'reset';

/**
 * A code to sign in with (or to set a new password with), texted to the account whose verified
 * number this is. Every number is counted and refused alike (30 s apart, 5 a day), and the text is
 * sent in the background, so the answer neither says nor takes longer for a number that has an
 * account.
 */
export async function sendAccountCode(
  ctx: AppContext,
  phone: string,
  purpose: AccountCodePurpose,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = new Date();
  const user = await findUserByVerifiedPhone(ctx.db, phone);
  const code = newOtpCode();
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + MOBILE_CODE_RULES.lifetimeMs);
  const verdict = await issueMobileCode(
    ctx.db,
    ctx.engine,
    [{ key: numberKey(phone), rule: { ...MOBILE_CODE_RULES.perNumber, cooldownMs: MOBILE_CODE_RULES.resendCooldownMs } }],
    user ? { userId: user.id, phone, purpose, codeHash: codeHash(salt, code), salt, expiresAt } : undefined,
    now,
  );
  if (!verdict.allowed) throw sendRefusal(verdict, now);
  if (user) inBackground(ctx.sms.send({ to: phone, code }, expiresAt), log, 'could not queue a texted code');
}

/**
 * The account a texted code of `purpose` opens. Whatever fails (no such account, no code, a wrong, used or
 * expired one) gets the one answer, so the call tells nothing about a number; each try counts
 * against the number's day (15) and the code (5).
 */
export async function checkAccountCode(
  ctx: AppContext,
  phone: string,
  code: string,
  purpose: AccountCodePurpose,
): Promise<UserRow> {
  const now = new Date();
  const invalid = new AppError(400, 'sign_in_code_invalid');
  const user = await findUserByVerifiedPhone(ctx.db, phone);
  const open = user && (await findOpenMobileCode(ctx.db, user.id, purpose));
  if (!user || !open || open.phone !== phone) {
    const verdict = await recordMobileTry(ctx.db, ctx.engine, numberKey(phone), MOBILE_CODE_RULES.tries, now);
    if (!verdict.allowed)
      throw new AppError(429, 'too_many_mobile_tries', { params: { retryAt: retryAtParam(verdict.retryAt) } });
    throw invalid;
  }
  const reserved = await reserveMobileTry(
    ctx.db,
    ctx.engine,
    { id: open.id, key: numberKey(phone) },
    MOBILE_CODE_RULES.maxTries,
    MOBILE_CODE_RULES.tries,
    now,
  );
  if (reserved.outcome === 'ceiling')
    throw new AppError(429, 'too_many_mobile_tries', { params: { retryAt: retryAtParam(reserved.retryAt) } });
  if (reserved.outcome === 'spent' || new Date(open.expires_at) <= now) throw invalid;
  if (!sameDigest(codeHash(open.salt, code), open.code_hash)) {
    if (reserved.tries >= MOBILE_CODE_RULES.maxTries) await consumeMobileCode(ctx.db, open.id, now);
    throw invalid;
  }
  if (!(await consumeMobileCode(ctx.db, open.id, now))) throw invalid;
  return user;
}

/**
 * Checks a code against the member's newest (for their own number or a new one); on success the
 * number it was sent to is their verified number, and a change is mailed to them. Returns whether
 * the number changed.
 */
export async function verifyMobileCode(ctx: AppContext, userId: number, code: string, log: FastifyBaseLogger): Promise<boolean> {
  const now = new Date();
  const open = await findOpenMobileCode(ctx.db, userId, ['verify', 'change']);
  if (!open) throw new AppError(400, 'otp_not_found');
  if (new Date(open.expires_at) <= now) throw new AppError(400, 'otp_expired');
  const reserved = await reserveMobileTry(
    ctx.db,
    ctx.engine,
    { id: open.id, key: accountKey(userId) },
    MOBILE_CODE_RULES.maxTries,
    MOBILE_CODE_RULES.tries,
    now,
  );
  if (reserved.outcome === 'ceiling')
    throw new AppError(429, 'too_many_mobile_tries', { params: { retryAt: retryAtParam(reserved.retryAt) } });
  if (reserved.outcome === 'spent') throw new AppError(400, 'otp_not_found');
  if (!sameDigest(codeHash(open.salt, code), open.code_hash)) {
    if (reserved.tries >= MOBILE_CODE_RULES.maxTries) {
      await consumeMobileCode(ctx.db, open.id, now);
      throw new AppError(400, 'otp_not_found');
    }
    throw new AppError(400, 'otp_invalid');
  }
  let done: boolean;
  try {
    done = await consumeAndVerifyPhone(ctx.db, open, now);
  } catch (error) {
    // Another account took the number between the code and its entry.
    if (uniqueViolation(error)) throw takenElsewhere(ctx);
    throw error;
  }
  if (!done) throw new AppError(400, 'otp_not_found');
  if (open.purpose !== 'change') return false;
  const user = await findUserById(ctx.db, userId);
  if (user) {
    // The member's action succeeded: a mail that fails is logged, and the queue retries it.
    await ctx.mailer
      .send(mobileChangedMail(ctx, user, formatMobile(open.phone), user.locale ?? 'en'))
      .catch((err: unknown) => log.error({ err, userId }, 'the mobile change mail could not be queued'));
  }
  return true;
}
