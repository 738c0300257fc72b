import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { newToken } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { forgetNumberProof } from '../mobile/mobile-codes.repository.js';
import { useSignInAlert } from '../mobile/sign-in-alerts.repository.js';
import { claimPasswordResetRequest, requestPasswordReset } from '../password-reset/password-reset.service.js';
import { revokeAllSessions } from '../sessions/sessions.repository.js';
import { closeEndedChatSockets } from '../sessions/sessions.service.js';
import { findUserById, setPasswordHash } from '../users/users.repository.js';

export interface Secured {
  locale: Locale;
  /** `later`: the address's daily ceiling on reset links refused one; `retryAt` says when it lifts. */
  resetMail: 'sent' | 'later';
  retryAt?: string;
}

/**
 * "Not you?" from a sign-in alert (docs/decisions/0055), once per alert and only while its link
 * works: every session of the account ends (its chat sockets close), the mobile number loses its
 * verification (whoever entered the code holds that phone) with its open codes, the password is
 * replaced by one nobody knows (a reset by text set one the other person knows), and a reset link
 * is mailed through forgot-password's own path and ceilings. 400 `not_me_invalid` for a link we did
 * not sign, 410 `not_me_expired`, 409 `not_me_used`.
 */
export async function secureAccount(ctx: AppContext, token: string, log: FastifyBaseLogger, now = new Date()): Promise<Secured> {
  const reading = ctx.alertLinks.read(token, now);
  if (!reading) throw new AppError(400, 'not_me_invalid');
  if (reading.status === 'expired') throw new AppError(410, 'not_me_expired');
  const used = await useSignInAlert(ctx.db, reading.alertId, now);
  if (used.outcome === 'spent') throw new AppError(409, 'not_me_used');
  if (used.outcome === 'missing') throw new AppError(400, 'not_me_invalid');
  const user = await findUserById(ctx.db, used.userId);
  // An erased account has nothing left to secure; the link says no more than a forged one.
  if (!user || user.erased_at) throw new AppError(400, 'not_me_invalid');
  const unknownPassword = await hashPassword(newToken());
  await ctx.db.transaction().execute(async (trx) => {
    await revokeAllSessions(trx, user.id, now);
    await forgetNumberProof(trx, user.id, now);
    await setPasswordHash(trx, user.id, unknownPassword, now);
  });
  await closeEndedChatSockets(ctx, user.id);
  const locale = user.locale ?? 'en';
  try {
    await claimPasswordResetRequest(ctx, user.email);
  } catch (error) {
    if (error instanceof AppError && error.code === 'too_many_reset_links') {
      log.warn({ userId: user.id }, 'account secured; its reset link waits for the address ceiling');
      return { locale, resetMail: 'later', retryAt: String(error.params?.retryAt) };
    }
    throw error;
  }
  await requestPasswordReset(ctx, user.email, locale, log);
  return { locale, resetMail: 'sent' };
}
