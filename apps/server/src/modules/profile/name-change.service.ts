import { NAME_CHANGES } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { retryAtParam } from '../code-ceilings/code-ceilings.service.js';
import { auditTimesOf } from '../operators/audit.repository.js';
import { recordAudit } from '../operators/audit.service.js';
import { findUserById, setName } from '../users/users.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member corrects their name from Edit my profile (docs/decisions/0064). A name is what families
 * know a profile by, so a change is put in the operators' audit log (old and new name), and at
 * most NAME_CHANGES.max are allowed in any NAME_CHANGES.days: enough for a typo and the fix of the
 * fix, too few to turn a profile into someone else's. The refusal says when it may change again.
 * `name` is already tidied by the schema.
 */
export async function correctName(ctx: AppContext, userId: number, name: string, now = new Date()): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError(404, 'not_found');
    if (user.name === name) throw new AppError(409, 'name_unchanged');
    const windowMs = NAME_CHANGES.days * DAY_MS;
    const times = await auditTimesOf(trx, {
      action: 'name_changed',
      targetUserId: userId,
      since: new Date(now.getTime() - windowMs),
    });
    if (times.length >= NAME_CHANGES.max) {
      // The oldest change in the window leaves it first: then one more is allowed.
      const retryAt = new Date(new Date(times[times.length - NAME_CHANGES.max]!).getTime() + windowMs);
      throw new AppError(429, 'name_change_limit', { params: { max: NAME_CHANGES.max, retryAt: retryAtParam(retryAt) } });
    }
    await setName(trx, userId, name, now);
    await recordAudit(
      { db: trx },
      {
        actorId: userId,
        action: 'name_changed',
        targetUserId: userId,
        reason: `${user.name} → ${name}`,
        details: { from: user.name, to: name },
      },
      now,
    );
  });
}
