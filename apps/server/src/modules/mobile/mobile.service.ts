import { randomBytes } from 'node:crypto';
import { formatMobile, NOT_ME_LINK_DAYS, textsReach } from '@inai/shared';
import type { FastifyBaseLogger } from 'fastify';
import { inBackground } from '../../lib/background.js';
import { AppError } from '../../lib/app-error.js';
import type { SmsOutcome } from '../../lib/sms/sms.js';
import { newOtpCode, newToken, sameDigest, sha256 } from '../../lib/tokens.js';
import { deviceOf } from '../../lib/user-agent.js';
import type { AppContext } from '../../types.js';
import { addressHash, CODE_CEILINGS, retryAtParam } from '../code-ceilings/code-ceilings.service.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { findUserById, findUserByVerifiedPhone, type UserRow } from '../users/users.repository.js';
import { emailStepMail, numberMovedMail, signInAlertMail } from './account-safety.mail.js';
import { findOpenEmailStep, issueEmailStep, type EmailStepPurpose } from './email-steps.repository.js';
import { mobileChangedMail } from './mobile.mail.js';
import { numberNeedsEmail } from './mobile.policy.js';
import {
  consumeAndVerifyPhone,
  consumeCode,
  findOpenMobileCode,
  issueMobileCode,
  markNumberProven,
  numberVerifiedByOther,
  recordMobileTry,
  reserveCodeTry,
  type MovedFrom,
} from './mobile-codes.repository.js';
import { insertSignInAlert, type SignInAlertKind } from './sign-in-alerts.repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The one-time codes' rules (docs/decisions/0037), by text message: 6 digits, 10 minutes, 5 tries, 30 s between
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
async function textMemberCode(
  ctx: AppContext,
  member: Pick<UserRow, 'id' | 'locale'>,
  phone: string,
  purpose: 'verify' | 'change',
): Promise<SmsOutcome> {
  const userId = member.id;
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
  return ctx.sms.send({ to: phone, code, locale: member.locale ?? 'en' }, expiresAt, { memberId: userId });
}

/**
 * Sends a code to the member's own number. Refused when it is verified already (on this account or
 * another), within 30 s of the last code, and past the day's ceilings. The answer says whether the text went or follows
 * shortly: a provider that is down delays the text, never the member's request.
 */
export async function sendVerificationCode(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'phone' | 'phone_verified_at' | 'locale'>,
): Promise<SmsOutcome> {
  if (!user.phone) throw new AppError(409, 'mobile_missing');
  if (user.phone_verified_at) throw new AppError(409, 'mobile_already_verified');
  // Our provider texts Indian numbers only: a number from abroad is told so, and nothing is sent.
  if (!textsReach(user.phone)) throw new AppError(409, 'mobile_texts_india_only');
  if (await numberVerifiedByOther(ctx.db, user.phone, user.id)) throw takenElsewhere(ctx);
  return textMemberCode(ctx, user, user.phone, 'verify');
}

/**
 * Sends a code to a new number. The old number stays the member's (and verified, if it was) until
 * the code is entered. A number of another account is refused without naming it.
 */
export async function sendChangeCode(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'phone' | 'locale'>,
  phone: string,
): Promise<SmsOutcome> {
  // First: a member whose typed number another account verified is told so, not 'already yours'.
  if (await numberVerifiedByOther(ctx.db, phone, user.id)) throw takenElsewhere(ctx);
  if (phone === user.phone) throw new AppError(409, 'mobile_same_number');
  return textMemberCode(ctx, user, phone, 'change');
}

/** Points to signing in or to support, never naming the account that verified the number. */
export const takenElsewhere = (ctx: AppContext) =>
  new AppError(409, 'mobile_taken_elsewhere', { params: { email: ctx.config.supportEmail } });

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
  if (user)
    inBackground(
      ctx.sms.send({ to: phone, code, locale: user.locale ?? 'en' }, expiresAt, { memberId: user.id }),
      log,
      'could not queue a texted code',
    );
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
  const reserved = await reserveCodeTry(
    ctx.db,
    ctx.engine,
    { table: 'mobile_codes', id: open.id, key: numberKey(phone), kind: 'sms_try' },
    MOBILE_CODE_RULES.maxTries,
    MOBILE_CODE_RULES.tries,
    now,
  );
  if (reserved.outcome === 'ceiling')
    throw new AppError(429, 'too_many_mobile_tries', { params: { retryAt: retryAtParam(reserved.retryAt) } });
  if (reserved.outcome === 'spent' || new Date(open.expires_at) <= now) throw invalid;
  if (!sameDigest(codeHash(open.salt, code), open.code_hash)) {
    if (reserved.tries >= MOBILE_CODE_RULES.maxTries) await consumeCode(ctx.db, 'mobile_codes', open.id, now);
    throw invalid;
  }
  if (!(await consumeCode(ctx.db, 'mobile_codes', open.id, now))) throw invalid;
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
  const reserved = await reserveCodeTry(
    ctx.db,
    ctx.engine,
    { table: 'mobile_codes', id: open.id, key: accountKey(userId), kind: 'sms_try' },
    MOBILE_CODE_RULES.maxTries,
    MOBILE_CODE_RULES.tries,
    now,
  );
  if (reserved.outcome === 'ceiling')
    throw new AppError(429, 'too_many_mobile_tries', { params: { retryAt: retryAtParam(reserved.retryAt) } });
  if (reserved.outcome === 'spent') throw new AppError(400, 'otp_not_found');
  if (!sameDigest(codeHash(open.salt, code), open.code_hash)) {
    if (reserved.tries >= MOBILE_CODE_RULES.maxTries) {
      await consumeCode(ctx.db, 'mobile_codes', open.id, now);
      throw new AppError(400, 'otp_not_found');
    }
    throw new AppError(400, 'otp_invalid');
  }
  let outcome: { movedFrom: MovedFrom[] } | undefined;
  try {
    outcome = await consumeAndVerifyPhone(ctx.db, ctx.engine, open, now);
  } catch (error) {
    // Another account took the number between the code and its entry.
    if (uniqueViolation(error)) throw takenElsewhere(ctx);
    throw error;
  }
  if (!outcome) {
    // A verification of the same number that ran first took it from this account.
    if (await numberVerifiedByOther(ctx.db, open.phone, userId)) throw takenElsewhere(ctx);
    throw new AppError(400, 'otp_not_found');
  }
  // The member's action succeeded: a mail that fails is logged, and the queue retries it.
  for (const other of outcome.movedFrom) {
    await ctx.mailer
      .send(numberMovedMail(ctx, other, open.phone, other.locale ?? 'en'))
      .catch((err: unknown) => log.error({ err, userId: other.id }, 'the number-moved mail could not be queued'));
  }
  if (open.purpose !== 'change') return false;
  const user = await findUserById(ctx.db, userId);
  if (user) {
    await ctx.mailer
      .send(mobileChangedMail(ctx, user, formatMobile(open.phone), user.locale ?? 'en'))
      .catch((err: unknown) => log.error({ err, userId }, 'the mobile change mail could not be queued'));
  }
  return true;
}

/** The one-time codes' rules (docs/decisions/0037), for the code mailed in the e-mail step: 6 digits, 10 minutes, 5 tries. */
export const EMAIL_STEP_RULES = { lifetimeMs: 10 * MINUTE, maxTries: 5 };

/**
 * After a right texted code of `purpose`: when the number has not been proven for 90 days (a
 * recycled number's new holder, perhaps), a code is mailed to the account and the step's token
 * returned; the sign-in or reset finishes only with both. Undefined when the number is proven
 * lately. The mailed codes count against the address's own ceiling (5 a day).
 */
export async function emailStepIfStale(
  ctx: AppContext,
  user: UserRow,
  phone: string,
  purpose: EmailStepPurpose,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<string | undefined> {
  if (!numberNeedsEmail(user, now)) return undefined;
  const token = newToken();
  const code = newOtpCode();
  const salt = randomBytes(16).toString('hex');
  const verdict = await issueEmailStep(
    ctx.db,
    ctx.engine,
    { addressHash: addressHash(user.email), rule: CODE_CEILINGS.codes },
    {
      userId: user.id,
      purpose,
      phone,
      tokenHash: sha256(token),
      codeHash: codeHash(salt, code),
      salt,
      expiresAt: new Date(now.getTime() + EMAIL_STEP_RULES.lifetimeMs),
    },
    now,
  );
  if (!verdict.allowed) throw new AppError(429, 'too_many_otp_codes', { params: { retryAt: retryAtParam(verdict.retryAt) } });
  // The mail goes through the queue, which retries it: a slow transport never fails the step.
  await ctx.mailer
    .send(emailStepMail(ctx, user, { purpose, phone, code, minutes: EMAIL_STEP_RULES.lifetimeMs / MINUTE }, user.locale ?? 'en'))
    .catch((err: unknown) => log.error({ err, userId: user.id }, 'the e-mail step code could not be queued'));
  return token;
}

/**
 * The account an e-mail step opens, with the number its texted code proved: only while the
 * account still has that number verified. Each try counts against the step (5) and the address
 * (15 a day, with its other codes).
 */
export async function finishEmailStep(
  ctx: AppContext,
  token: string,
  code: string,
  purpose: EmailStepPurpose,
): Promise<{ user: UserRow; phone: string }> {
  const now = new Date();
  const expired = new AppError(400, 'email_step_expired');
  const step = await findOpenEmailStep(ctx.db, sha256(token), purpose);
  if (!step || new Date(step.expires_at) <= now) throw expired;
  const reserved = await reserveCodeTry(
    ctx.db,
    ctx.engine,
    { table: 'email_step_codes', id: step.id, key: addressHash(step.email), kind: 'otp_try' },
    EMAIL_STEP_RULES.maxTries,
    CODE_CEILINGS.tries,
    now,
  );
  if (reserved.outcome === 'ceiling')
    throw new AppError(429, 'too_many_otp_tries', { params: { retryAt: retryAtParam(reserved.retryAt) } });
  if (reserved.outcome === 'spent') throw expired;
  if (!sameDigest(codeHash(step.salt, code), step.code_hash)) {
    if (reserved.tries >= EMAIL_STEP_RULES.maxTries) {
      await consumeCode(ctx.db, 'email_step_codes', step.id, now);
      throw expired;
    }
    throw new AppError(400, 'email_step_invalid');
  }
  if (!(await consumeCode(ctx.db, 'email_step_codes', step.id, now))) throw expired;
  const user = await findUserById(ctx.db, step.user_id);
  // "Not you?", a change of number or a reset link meanwhile: the texted code proves nothing now.
  if (!user || user.phone !== step.phone || user.phone_verified_at === null) throw expired;
  return { user, phone: step.phone };
}

/**
 * After a sign-in or a new password by texted code has succeeded: the number is proven now, and
 * the account's e-mail hears of it (when, from which kind of device, and "Not you?"), in the
 * account's language, through the mail queue.
 */
export async function afterTextedProof(
  ctx: AppContext,
  user: UserRow,
  phone: string,
  kind: SignInAlertKind,
  userAgent: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = new Date();
  await markNumberProven(ctx.db, user.id, phone, now);
  const expires = new Date(now.getTime() + NOT_ME_LINK_DAYS * DAY);
  const alert = insertSignInAlert(ctx.db, user.id, kind, now, expires).then((id) =>
    ctx.mailer.send(
      signInAlertMail(
        ctx,
        user,
        { kind, phone, at: now, device: deviceOf(userAgent), link: ctx.alertLinks.link(id, expires) },
        user.locale ?? 'en',
      ),
    ),
  );
  inBackground(alert, log, 'the sign-in alert could not be queued');
}
