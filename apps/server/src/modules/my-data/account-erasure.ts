import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import type { AppContext } from '../../types.js';
import { variantKey } from '../gallery/gallery.service.js';
import { eraseMember, membersDueForErasure, type KeptRecords } from './account-deletion.repository.js';
import { DELETION_GRACE_MS } from './account-deletion.service.js';

/** How often the erasure job looks for accounts whose grace period ended. */
export const ERASURE_EVERY_MS = 15 * 60 * 1000;
const VARIANTS = ['full', 'thumb', 'blurred'] as const;

/**
 * Why an erased member's records stay (docs/decisions/0022): written into the audit log with
 * the counts, so the reason for every record still held can be shown.
 */
export function retentionRecord(kept: KeptRecords): { reason: string; details: string } {
  return {
    reason:
      'Erased at the member’s request after the 7-day grace period (DPDP Act 2023 s.12); records the law requires are kept without the person.',
    details: JSON.stringify({
      kept: [
        {
          what: 'payment_orders',
          count: kept.paymentOrders,
          why: 'payment records: Income-tax Act 1961 s.44AA with Rule 6F, 8 years; CGST Act 2017 s.36, 72 months',
        },
        { what: 'member_plans', count: kept.memberPlans, why: 'what each payment bought: part of the payment records above' },
        {
          what: 'reports',
          count: kept.reportsFiled + kept.reportsAbout,
          why: 'complaints and their handling: IT (Intermediary Guidelines) Rules 2021, rule 3(1)(g) and rule 3(2)',
        },
      ],
      erased: [
        'profile details',
        'partner preferences',
        'photos and horoscopes (rows and files)',
        'ID verification submissions (rows and any file still waiting)',
        'interests',
        'shortlists',
        'saved searches',
        'blocks',
        'conversations and messages',
        'profile views',
        'sessions',
        'co-managers’ links and invitations',
        'the family’s activity list',
        'one-time codes',
        'sign-in alerts',
        'password resets',
        'name, e-mail, phone, password, sign-up address',
      ],
    }),
  };
}

/**
 * Erases every member whose grace period ended (a batch at a time): their rows in one
 * transaction each, then their files. Safe on several instances: each member is claimed by the
 * erasure's first update. Returns how many were erased.
 */
export async function eraseDueAccounts(ctx: AppContext, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - DELETION_GRACE_MS);
  let erased = 0;
  for (let round = 0; round < 20; round++) {
    const due = await membersDueForErasure(ctx.db, dueBefore, 50);
    for (const userId of due) {
      let result;
      try {
        result = await eraseMember(ctx.db, userId, dueBefore, now, retentionRecord);
      } catch (err) {
        // One member's failure must not hold up the others; the next run tries again.
        log.error({ err, userId }, 'could not erase an account');
        continue;
      }
      if (!result) continue;
      erased += 1;
      for (const key of result.storageKeys) {
        for (const variant of VARIANTS) {
          await ctx.storage
            .remove(variantKey(key, variant))
            .catch((err: unknown) => log.error({ err, userId }, 'could not remove an erased member’s file'));
        }
      }
      // An ID file still waiting for a decision (docs/decisions/0023; stored as sent: one key, no variants).
      for (const key of result.idFileKeys) {
        await ctx.storage
          .remove(key)
          .catch((err: unknown) => log.error({ err, userId }, 'could not remove an erased member’s ID file'));
      }
      log.info({ userId }, 'erased an account after its deletion grace period');
    }
    if (due.length < 50) break;
  }
  return erased;
}

/** Runs eraseDueAccounts every `everyMs` in the background (unref'd, so it never keeps the process alive). */
export function startErasureJob(ctx: AppContext, log: FastifyBaseLogger, everyMs = ERASURE_EVERY_MS): BackgroundJob {
  return startBackgroundJob(
    () => eraseDueAccounts(ctx, log),
    everyMs,
    (err) => log.error({ err }, 'the account erasure job failed'),
  );
}
