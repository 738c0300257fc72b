import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
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
};

const BATCH = 500;

/**
 * One pass of the digest job. Several instances may run it at once: the hourly claim on the
 * member and the conditional marks on the messages decide who sends. `now` is injected so tests
 * can move the clock. Returns how many mails went.
 */
export async function sendChatDigests(ctx: AppContext, log: Log, now = new Date()): Promise<number> {
  await dropStaleFromDigest(ctx.db, new Date(now.getTime() - CHAT_MAIL_RULES.retryForMs), now);
  const rows = await unmailedMessages(ctx.db, new Date(now.getTime() - CHAT_MAIL_RULES.awayMs), BATCH);
  const byRecipient = new Map<number, number[]>();
  for (const row of rows) {
    const recipient = row.sender_id === row.member_a ? row.member_b : row.member_a;
    byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), row.id]);
  }
  let sent = 0;
  for (const [memberId, ids] of byRecipient) {
    if (await deliverChatDigest(ctx, memberId, ids, now, log)) sent += 1;
  }
  return sent;
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

/** Runs sendChatDigests every `everyMs` in the background (unref'd, so it never keeps the process alive). */
export function startChatDigestJob(ctx: AppContext, log: Log, everyMs = CHAT_MAIL_RULES.jobEveryMs): BackgroundJob {
  return startBackgroundJob(
    () => sendChatDigests(ctx, log),
    everyMs,
    (err) => log.error({ err }, 'the chat digest job could not look for due mails'),
  );
}
