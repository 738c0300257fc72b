import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_LIMITS,
  type AdminAuditAnswer,
  type AdminDecision,
  type AdminDecisionInput,
  type AdminMembersAnswer,
  type AdminQueueAnswer,
  type AdminQueueQuery,
  type AuditAction,
  isLocale,
  type Locale,
  type ReportStatus,
  type Translator,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { revokeAllSessions } from '../sessions/sessions.repository.js';
import { closeEndedChatSockets } from '../sessions/sessions.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { outcomeMail, warningMail, type ReportOutcome } from './admin.mail.js';
import { presentAudit, presentMember, presentQueueItem } from './admin.presenter.js';
import { decideReport, findReport, listQueue, searchMembers, setSuspension } from './admin.repository.js';
import { listAudit } from '../operators/audit.repository.js';
import { refuseOwnReport } from '../operators/operator.policy.js';
import { recordAudit, recordFileView } from '../operators/audit.service.js';
import { recordSearch, searchDigest, searchTerm } from '../operators/search-audit.service.js';

const OUTCOMES: Record<AdminDecision, { status: ReportStatus; audit: AuditAction }> = {
  dismiss: { status: 'dismissed', audit: 'report_dismissed' },
  warn: { status: 'warned', audit: 'member_warned' },
  suspend: { status: 'suspended', audit: 'member_suspended' },
  resolve: { status: 'resolved', audit: 'grievance_resolved' },
};
/** What fits each kind: a grievance names no member to warn or suspend; a report is not 'resolved'. */
const ALLOWED: Record<'report' | 'grievance', readonly AdminDecision[]> = {
  report: ['dismiss', 'warn', 'suspend'],
  grievance: ['dismiss', 'resolve'],
};

const pageOf = (page: number | undefined) => {
  const current = page ?? 1;
  return { page: current, offset: (current - 1) * ADMIN_LIMITS.pageSize, limit: ADMIN_LIMITS.pageSize };
};

/** The queue: open items (or those of `status`, 'all' for every one) oldest first, a page at a time. */
export async function queue(ctx: AppContext, operator: UserRow, query: AdminQueueQuery): Promise<AdminQueueAnswer> {
  const { page, offset, limit } = pageOf(query.page);
  const status = query.status === 'all' ? undefined : (query.status ?? 'open');
  const { rows, total } = await listQueue(ctx.db, {
    status,
    kind: query.kind || undefined,
    q: query.q || undefined,
    offset,
    limit,
  });
  await recordSearch(ctx, operator, 'queue', query.q, total);
  return {
    success: true,
    data: rows.map((row) => presentQueueItem(row, ctx.media, operator)),
    total,
    page,
    pageSize: limit,
  };
}

/** The member an operator may suspend: not themselves, not another operator. */
function checkSuspendable(operator: UserRow, target: UserRow): void {
  if (target.id === operator.id) throw new AppError(403, 'cannot_suspend_self');
  if (target.role === 'operator') throw new AppError(403, 'cannot_suspend_operator');
}

/**
 * An operator's decision on an open report or grievance: dismiss, warn (an e-mail to the
 * reported member in their language), suspend (the reported member), resolve (a grievance).
 * The decision, its effect and its audit record are one transaction; a decided item cannot be
 * decided again (409).
 */
export async function decide(
  ctx: AppContext,
  operator: UserRow,
  reportId: number,
  input: AdminDecisionInput,
  t: Translator,
  log: FastifyBaseLogger,
): Promise<string> {
  const report = await findReport(ctx.db, reportId);
  if (!report) throw new AppError(404, 'report_not_found');
  refuseOwnReport(operator, report);
  if (report.status !== 'open') throw new AppError(409, 'report_already_decided');
  if (!ALLOWED[report.kind].includes(input.action)) throw new AppError(400, 'decision_not_for_kind');
  const reported =
    input.action === 'warn' || input.action === 'suspend'
      ? report.reported_id !== null
        ? await findUserById(ctx.db, report.reported_id)
        : undefined
      : undefined;
  if ((input.action === 'warn' || input.action === 'suspend') && (!reported || reported.erased_at !== null)) {
    throw new AppError(409, 'no_reported_member');
  }
  if (input.action === 'suspend') checkSuspendable(operator, reported!);
  const outcome = OUTCOMES[input.action];
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    const decided = await decideReport(
      trx,
      report.id,
      { status: outcome.status, outcomeNote: input.outcome_note || null, decidedBy: operator.id },
      now,
    );
    if (!decided) throw new AppError(409, 'report_already_decided');
    let alreadySuspended = false;
    if (input.action === 'suspend') {
      alreadySuspended = !(await setSuspension(trx, reported!.id, { reason: input.reason }, now));
      await revokeAllSessions(trx, reported!.id, now);
    }
    await recordAudit(
      { db: trx },
      {
        actorId: operator.id,
        action: outcome.audit,
        targetUserId: report.reported_id,
        targetRef: report.reference,
        reason: input.reason,
        details: alreadySuspended ? { already_suspended: true } : null,
      },
      now,
    );
  });
  if (input.action === 'suspend') {
    await closeEndedChatSockets(ctx, reported!.id);
  }
  if (input.action === 'warn') {
    const locale: Locale = reported!.locale ?? 'en';
    try {
      await ctx.mailer.send(warningMail(ctx, reported!, input.reason, locale));
    } catch (err) {
      log.error({ err, reportId }, 'the warning mail failed');
    }
  }
  await tellReporter(ctx, report, outcome.status as ReportOutcome, input.outcome_note || null, log);
  const name = reported?.name ?? '';
  switch (input.action) {
    case 'dismiss':
      return t('admin.done.dismiss', { reference: report.reference });
    case 'warn':
      return t('admin.done.warn', { name });
    case 'suspend':
      return t('admin.done.suspend', { name });
    case 'resolve':
      return t('admin.done.resolve', { reference: report.reference });
  }
}

/**
 * Tells whoever filed a report or grievance what became of it: a member in their
 * language, a grievance at its contact address in the language it was written in. A mail that
 * fails is logged; the decision stands.
 */
async function tellReporter(
  ctx: AppContext,
  report: NonNullable<Awaited<ReturnType<typeof findReport>>>,
  outcome: ReportOutcome,
  outcomeNote: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const reporter = report.reporter_id !== null ? await findUserById(ctx.db, report.reporter_id) : undefined;
    const member = reporter && reporter.erased_at === null ? reporter : undefined;
    const stored: Locale | undefined = isLocale(report.locale) ? report.locale : undefined;
    const to =
      report.kind === 'grievance' && report.contact_email
        ? { email: report.contact_email, name: report.contact_name, locale: stored ?? member?.locale ?? 'en' }
        : member
          ? { email: member.email, name: member.name, locale: member.locale ?? stored ?? 'en' }
          : undefined;
    if (!to) return;
    await ctx.mailer.send(
      outcomeMail(ctx, to, { reference: report.reference, kind: report.kind, outcomeNote }, outcome, to.locale),
    );
  } catch (err) {
    log.error({ err, reportId: report.id }, 'the outcome mail to the reporter failed');
  }
}

/**
 * Suspends a member: they cannot log in, every session ends, and they leave search, Matches
 * and their details page at once. Audited with the reason.
 */
export async function suspendMember(ctx: AppContext, operator: UserRow, memberId: number, reason: string): Promise<UserRow> {
  const target = await findUserById(ctx.db, memberId);
  if (!target || target.erased_at !== null) throw new AppError(404, 'member_not_found');
  checkSuspendable(operator, target);
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await setSuspension(trx, target.id, { reason }, now))) throw new AppError(409, 'member_already_suspended');
    await revokeAllSessions(trx, target.id, now);
    await recordAudit({ db: trx }, { actorId: operator.id, action: 'member_suspended', targetUserId: target.id, reason }, now);
  });
  await closeEndedChatSockets(ctx, target.id);
  return target;
}

/** Lifts a suspension (the member logs in again themselves). Audited with the reason. */
export async function reinstateMember(ctx: AppContext, operator: UserRow, memberId: number, reason: string): Promise<UserRow> {
  const target = await findUserById(ctx.db, memberId);
  if (!target || target.erased_at !== null) throw new AppError(404, 'member_not_found');
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await setSuspension(trx, target.id, null, now))) throw new AppError(409, 'member_not_suspended');
    await recordAudit({ db: trx }, { actorId: operator.id, action: 'member_reinstated', targetUserId: target.id, reason }, now);
  });
  return target;
}

const MEMBER_RESULTS = 50;

/** Members found by id, name, e-mail or phone (nothing for an empty search); each search is audited. */
export async function findMembers(ctx: AppContext, operator: UserRow, q: string | undefined): Promise<AdminMembersAnswer> {
  if (!q) return { success: true, data: [] };
  const rows = await searchMembers(ctx.db, q, MEMBER_RESULTS);
  await recordSearch(ctx, operator, 'members', q, rows.length);
  return { success: true, data: rows.map(presentMember) };
}

/**
 * The audit log, newest first, a page at a time. A search finds what its text names, and also
 * the recorded searches for that very term (by its digest: the log keeps no term in full).
 */
export async function auditLog(
  ctx: AppContext,
  operator: UserRow,
  query: { q?: string; page?: number },
): Promise<AdminAuditAnswer> {
  const { page, offset, limit } = pageOf(query.page);
  const q = query.q || undefined;
  const digest = q ? await searchDigest(ctx.db, searchTerm(q)) : undefined;
  const { rows, total } = await listAudit(ctx.db, { q, digest, offset, limit });
  await recordSearch(ctx, operator, 'audit', q, total);
  return { success: true, data: rows.map(presentAudit), total, page, pageSize: limit };
}

/**
 * The stored screenshot of a report, for an operator; 404 when there is none. Every opening is
 * audited (who, which report, when) before a byte is sent: looking at evidence is accountable too.
 */
export async function evidenceFor(ctx: AppContext, operator: UserRow, reportId: number) {
  const report = await findReport(ctx.db, reportId);
  if (!report?.evidence_key) throw new AppError(404, 'not_found');
  const file = await ctx.storage.open(report.evidence_key);
  if (!file) throw new AppError(404, 'not_found');
  await recordFileView(ctx, file, {
    actorId: operator.id,
    action: 'evidence_viewed',
    targetUserId: report.reported_id,
    targetRef: report.reference,
  });
  return { ...file, key: report.evidence_key, name: report.reference };
}
