import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { REPORT_LIMITS, type GrievanceInput, type Locale, type MyReportsAnswer, type reportSchema } from '@inai/shared';
import type { z } from 'zod';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { inBackground } from '../../lib/background.js';
import { ImageRejected, processImage } from '../../lib/images/image-processor.js';
import type { AppContext } from '../../types.js';
import type { UserRow } from '../users/users.repository.js';
import { grievanceAcknowledgementMail, reportAcknowledgementMail } from './reports.mail.js';
import { presentOwnReport } from './reports.presenter.js';
import {
  fileReport,
  insertGrievance,
  listOwnReports,
  reportableMember,
  type FileRefusal,
  type NewReport,
  type ReportWindow,
} from './reports.repository.js';

type ReportFields = z.output<typeof reportSchema>;

export interface Screenshot {
  fileName: string;
  data: Buffer;
}

const HOUR = 60 * 60 * 1000;
/** The per-member limits of reports (REPORT_LIMITS), the shorter window first. */
export const REPORT_WINDOWS: readonly ReportWindow[] = [
  { name: 'hour', max: REPORT_LIMITS.perHour, windowMs: HOUR },
  { name: 'day', max: REPORT_LIMITS.perDay, windowMs: 24 * HOUR },
];

// No 0/O, 1/I/L or U: a reference read out on the phone or copied by hand cannot be misread.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 8;

/** A new reference: 'R-' or 'G-' and eight unambiguous characters, e.g. R-7K3M9Q2X. */
export function newReference(kind: 'report' | 'grievance'): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${kind === 'report' ? 'R' : 'G'}-${code}`;
}

/** Stores a row under a fresh reference, drawing again in the (rare) case that one is taken. */
async function withFreshReference<T>(kind: 'report' | 'grievance', store: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await store(newReference(kind));
    } catch (error) {
      if (attempt < 4 && uniqueViolation(error)?.includes('reference')) continue;
      throw error;
    }
  }
}

function screenshotRejection(error: ImageRejected, fileName: string): AppError {
  switch (error.reason) {
    case 'not-an-image':
      return new AppError(415, 'not_an_image', { params: { fileName } });
    case 'too-many-pixels':
      return new AppError(413, 'too_many_pixels', { params: { fileName } });
    default:
      return new AppError(415, 'unreadable_image', { params: { fileName } });
  }
}

/** Checks and re-encodes a screenshot (no metadata survives) and stores it under a generated evidence key. */
async function storeScreenshot(ctx: AppContext, screenshot: Screenshot): Promise<string> {
  let image;
  try {
    image = await processImage(screenshot.data, { blurred: false });
  } catch (error) {
    if (error instanceof ImageRejected) throw screenshotRejection(error, screenshot.fileName);
    throw error;
  }
  const id = randomBytes(16).toString('hex');
  // The storage's key shape (kind/xx/id-variant.ext): only the re-encoded full image is kept.
  const key = `evidence/${id.slice(0, 2)}/${id}-full.webp`;
  await ctx.storage.put(key, image.full);
  return key;
}

function refusalError(refusal: FileRefusal, now: Date): AppError {
  if (refusal.refused === 'open') return new AppError(409, 'report_already_open', { params: { reference: refusal.reference } });
  const waitMs = Math.max(0, refusal.retryAt.getTime() - now.getTime());
  if (refusal.refused === 'hour')
    return new AppError(429, 'too_many_reports_hour', {
      params: { max: REPORT_LIMITS.perHour, minutes: Math.max(1, Math.ceil(waitMs / 60_000)) },
    });
  return new AppError(429, 'too_many_reports_day', {
    params: { max: REPORT_LIMITS.perDay, hours: Math.max(1, Math.ceil(waitMs / HOUR)) },
  });
}

/**
 * POST /api/report: stores the caller's report about another member, with an optional
 * screenshot kept for operators only, and acknowledges it by e-mail in the caller's language
 * once stored (a failed mail is logged, the report stays). Answers the reference.
 */
export async function reportMember(
  ctx: AppContext,
  caller: UserRow,
  input: ReportFields,
  screenshot: Screenshot | undefined,
  locale: Locale,
  log: FastifyBaseLogger,
): Promise<string> {
  if (input.user_id === caller.id) throw new AppError(400, 'report_self');
  const reported = await reportableMember(ctx.db, input.user_id);
  if (!reported) throw new AppError(404, 'profile_not_found');

  const evidenceKey = screenshot ? await storeScreenshot(ctx, screenshot) : null;
  const now = new Date();
  let result;
  try {
    result = await withFreshReference('report', async (reference) => {
      const row = {
        reference,
        kind: 'report' as const,
        reporter_id: caller.id,
        reported_id: reported.id,
        reason: input.reason,
        note: input.note ?? null,
        evidence_key: evidenceKey,
        contact_name: null,
        contact_email: null,
        locale,
        created_at: now.toISOString(),
      } satisfies NewReport;
      const filed = await fileReport(ctx.db, ctx.engine, row, REPORT_WINDOWS, now);
      return 'id' in filed ? { reference } : filed;
    });
  } catch (error) {
    if (evidenceKey) await removeEvidence(ctx, evidenceKey, log);
    throw error;
  }
  if ('refused' in result) {
    if (evidenceKey) await removeEvidence(ctx, evidenceKey, log);
    throw refusalError(result, now);
  }
  const mail = reportAcknowledgementMail(ctx.config, caller, reported.name, result.reference, locale);
  inBackground(ctx.mailer.send(mail), log, 'report stored but its acknowledgement mail failed');
  return result.reference;
}

async function removeEvidence(ctx: AppContext, key: string, log: FastifyBaseLogger): Promise<void> {
  await ctx.storage.remove(key).catch((err: unknown) => log.error({ err, key }, 'could not remove an unused screenshot'));
}

/**
 * POST /api/grievance: stores a grievance for the operators' queue, linked to the member when
 * signed in, and acknowledges it to the address given, in `locale`. Answers the reference.
 */
export async function fileGrievance(
  ctx: AppContext,
  caller: UserRow | undefined,
  input: GrievanceInput,
  locale: Locale,
  log: FastifyBaseLogger,
): Promise<string> {
  const now = new Date();
  const reference = await withFreshReference('grievance', async (reference) => {
    await insertGrievance(ctx.db, {
      reference,
      kind: 'grievance',
      reporter_id: caller?.id ?? null,
      reported_id: null,
      reason: input.subject,
      note: input.description,
      evidence_key: null,
      contact_name: input.name,
      contact_email: input.email,
      locale,
      created_at: now.toISOString(),
    });
    return reference;
  });
  const mail = grievanceAcknowledgementMail(ctx.config, input.email, reference, locale);
  inBackground(ctx.mailer.send(mail), log, 'grievance stored but its acknowledgement mail failed');
  return reference;
}

/** GET /api/reports: the caller's own reports and grievances, newest first. */
export async function myReports(ctx: AppContext, callerId: number): Promise<MyReportsAnswer> {
  const rows = await listOwnReports(ctx.db, callerId);
  return { success: true, data: rows.map(presentOwnReport) };
}
