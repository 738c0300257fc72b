import type { FastifyBaseLogger } from 'fastify';
import {
  serveMemberByMember,
  startBackgroundJob,
  type BackgroundJob,
  type JobRun,
  type MemberPace,
} from '../../lib/background-job.js';
import type { AppContext } from '../../types.js';
import { entitlementsFor } from '../entitlements/entitlements.service.js';
import { mailEach, profileMailRecipients } from '../family-acts/family-recipients.js';
import { findUserById } from '../users/users.repository.js';
import { chatDigestMail } from './chat.mail.js';
import { claimChatMail, dropStaleFromDigest, markMailed, unmailedMessages, unreadAmong } from './chat.repository.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

/**
 * The offline digest: a message still unread `awayMs` after it was sent means its
 * recipient was away; such messages give one mail, at most one an hour (`everyMs`) per member,
 * unless the member switched it off. After `retryForMs` a message is no longer worth a mail.
 */
export const CHAT_MAIL_RULES = {
  awayMs: 10 * 60 * 1000,
  everyMs: 60 * 60 * 1000,
  jobEveryMs: 60 * 1000,
  retryForMs: 2 * 24 * 60 * 60 * 1000,
  /** Messages one look reads, and how long a run of the web process goes on. */
  page: 500,
  runBudgetMs: 40 * 1000,
};

/**
 * One pass of the digest job, recipient by recipient at the process's pace (`run.pace`: several
 * at once in a worker). Several instances may run it at once: the hourly claim on the member and
 * the conditional marks on the messages decide who sends. One recipient's failure is logged with
 * their id and the pass goes on. `now` is injected so tests can move the clock. Returns how many
 * mails went.
 */
export async function sendChatDigests(ctx: AppContext, log: Log, now = new Date(), run?: JobRun): Promise<number> {
  await dropStaleFromDigest(ctx.db, new Date(now.getTime() - CHAT_MAIL_RULES.retryForMs), now);
  const awayBy = new Date(now.getTime() - CHAT_MAIL_RULES.awayMs);
  // The messages of the last look, by recipient: each recipient served marks theirs mailed (or
  // waits for their hour, and this run does not try them again), so the looks move on without a keyset.
  let waiting = new Map<number, number[]>();
  return serveMemberByMember({
    look: async (_after, limit) => {
      waiting = new Map();
      for (const row of await unmailedMessages(ctx.db, awayBy, limit)) {
        const recipient = row.sender_id === row.member_a ? row.member_b : row.member_a;
        const ids = waiting.get(recipient);
        if (ids) ids.push(row.id);
        else waiting.set(recipient, [row.id]);
      }
      const recipients = [...waiting.keys()];
      return { looked: recipients, serve: recipients };
    },
    serve: (memberId) => deliverChatDigest(ctx, memberId, waiting.get(memberId) ?? [], now, log),
    failed: (err, memberId) =>
      log.error({ err, memberId }, 'the chat digest of a member could not be made; the next pass tries again'),
    page: CHAT_MAIL_RULES.page,
    budgetMs: CHAT_MAIL_RULES.runBudgetMs,
    run,
  });
}

/**
 * The digest of `ids` for one recipient, when their reading and their hour allow: to the holder
 * unless they switched it off, and to the profile's co-managers who keep its mails on and may chat
 * (docs/decisions/0076-manager-login-resets.md), each in their own language.
 */
async function deliverChatDigest(ctx: AppContext, memberId: number, ids: number[], now: Date, log: Log): Promise<boolean> {
  const member = await findUserById(ctx.db, memberId);
  const recipients = member ? await profileMailRecipients(ctx, member, member.notify_chat_message === 1, 'chat') : [];
  const unread = member && recipients.length > 0 ? await unreadAmong(ctx.db, memberId, ids) : [];
  if (!member || unread.length === 0) {
    await markMailed(ctx.db, ids, now);
    return false;
  }
  // Mailed within the hour: these wait for the next pass (read by then, they are dropped).
  if (!(await claimChatMail(ctx.db, memberId, now, CHAT_MAIL_RULES.everyMs))) return false;
  if ((await markMailed(ctx.db, ids, now)) === 0) return false;
  // A call entry that counts as unread is a missed call (the log counts no other outcome).
  const senders = new Map<number, { name: string; count: number; calls: number }>();
  for (const row of unread) {
    const sender = senders.get(row.sender_id) ?? { name: row.name, count: 0, calls: 0 };
    if (row.kind === 'call') sender.calls += 1;
    else sender.count += 1;
    senders.set(row.sender_id, sender);
  }
  try {
    const needsPlan = !(await entitlementsFor(ctx, member)).chat;
    await mailEach(ctx, recipients, (to) => chatDigestMail(ctx.config, to, [...senders.values()], needsPlan, to.locale), log);
    log.info({ memberId, messages: unread.length, recipients: recipients.length }, 'chat digest sent');
    return true;
  } catch (err) {
    log.error({ err, memberId }, 'the chat digest could not be sent');
    return false;
  }
}

/** Runs sendChatDigests every `everyMs` in the background (unref'd, so it never keeps the process alive), at the process's pace. */
export function startChatDigestJob(
  ctx: AppContext,
  log: Log,
  everyMs = CHAT_MAIL_RULES.jobEveryMs,
  pace?: MemberPace,
): BackgroundJob {
  return startBackgroundJob(
    (run) => sendChatDigests(ctx, log, new Date(), run),
    everyMs,
    (err) => log.error({ err }, 'the chat digest job could not look for due mails'),
    pace,
  );
}
