import { type Locale, type StoppableMail } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { findUserById, updateSettings, type DailyPicksChanges } from '../users/users.repository.js';

/**
 * The switch in Settings that each stoppable mail follows: a stop link turns it off, as the
 * member would there. A mail that wants a stop link adds its list here and to STOPPABLE_MAILS.
 */
const SWITCHES: Record<StoppableMail, keyof DailyPicksChanges> = {
  daily_picks: 'notify_daily_picks',
};

/**
 * Stops the mail a one-click stop link names, for the member it names, with no sign-in
 * (docs/decisions/0053): 400 `mail_stop_invalid` for a link we did not sign (or a list we no
 * longer know), 410 `mail_stop_expired` for one past its time. Stopping twice is fine. Answers
 * which mail stopped and the member's language, for the page that says so.
 */
export async function stopByLink(
  ctx: AppContext,
  token: string,
  now = new Date(),
): Promise<{ list: StoppableMail; locale: Locale }> {
  const grant = ctx.stopLinks.read(token, now);
  if (!grant || !Object.hasOwn(SWITCHES, grant.list)) throw new AppError(400, 'mail_stop_invalid');
  if (grant.status === 'expired') throw new AppError(410, 'mail_stop_expired');
  const member = await findUserById(ctx.db, grant.userId);
  // An erased account has nothing left to stop; the link says no more than a forged one.
  if (!member || member.erased_at) throw new AppError(400, 'mail_stop_invalid');
  const list = grant.list as StoppableMail;
  await updateSettings(ctx.db, member.id, { [SWITCHES[list]]: 0 }, now);
  return { list, locale: member.locale ?? 'en' };
}
