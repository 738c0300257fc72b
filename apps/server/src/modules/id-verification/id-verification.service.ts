import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_LIMITS,
  ID_UPLOAD,
  ID_UPLOAD_LIMIT,
  type AdminIdItem,
  type AdminIdListAnswer,
  type AdminIdListQuery,
  type IdDecisionInput,
  type IdDocumentType,
  type IdSubmission,
  type IdVerificationAnswer,
  type IdVerificationStatus,
} from '@inai/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { mailEach, profileMailRecipients } from '../family-acts/family-recipients.js';
import { idDecisionMail } from './id-verification.mail.js';
import {
  findSubmission,
  hasPending,
  insertSubmission,
  latestSubmission,
  listSubmissions,
  recordDecision,
  type AdminIdRow,
} from './id-verification.repository.js';
import { operatorPhotoUrl } from '../operators/operators.presenter.js';
import { recordSearch } from '../operators/search-audit.service.js';
import { recordFileView } from '../operators/audit.service.js';
import { ownIdCheck, refuseOwnIdCheck } from '../operators/operator.policy.js';

/** The file extension stored with each accepted type (the operators' route reads the type from the row). */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export interface IdFile {
  fileName: string;
  data: Buffer;
}

/**
 * A private storage key: kind 'idproof' is no kind the media route knows (it serves only the
 * keys of photo and horoscope rows), so no signed or guessed media link can reach these files.
 */
function privateKey(ext: string): string {
  const id = randomBytes(16).toString('hex');
  return `idproof/${id.slice(0, 2)}/${id}-file.${ext}`;
}

type Row = NonNullable<Awaited<ReturnType<typeof latestSubmission>>>;

function presentSubmission(row: Row): IdSubmission {
  return {
    id: row.id,
    document_type: row.document_type as IdDocumentType,
    status: row.status as IdVerificationStatus,
    submitted_at: row.created_at,
    decided_at: row.decided_at,
    // The reason is the member's to read only when their ID was rejected.
    reason: row.status === 'rejected' ? row.decision_reason : null,
  };
}

/** GET /api/id-verification: the badge's date and the latest submission. */
export async function stateOf(ctx: AppContext, user: Pick<UserRow, 'id' | 'id_verified_at'>): Promise<IdVerificationAnswer> {
  const latest = await latestSubmission(ctx.db, user.id);
  return { success: true, verified_at: user.id_verified_at, latest: latest ? presentSubmission(latest) : null };
}

/**
 * POST /api/id-verification: checks the file's real type (its bytes, not its name) and size,
 * stores it as sent under a private key and queues it for the operators. One pending at a
 * time; none once approved; ID_UPLOAD_LIMIT per member and day.
 */
export async function submitId(
  ctx: AppContext,
  user: UserRow,
  documentType: IdDocumentType,
  file: IdFile | undefined,
): Promise<IdVerificationAnswer> {
  if (user.id_verified_at) throw new AppError(409, 'id_already_verified');
  if (await hasPending(ctx.db, user.id)) throw new AppError(409, 'id_already_pending');
  if (!file || file.data.length === 0) throw new AppError(400, 'id_file_required');
  const mb = ID_UPLOAD.maxBytes / (1024 * 1024);
  if (file.data.length > ID_UPLOAD.maxBytes)
    throw new AppError(413, 'id_file_too_large', { params: { fileName: file.fileName, mb } });
  const type = await fileTypeFromBuffer(file.data);
  const ext = type ? EXTENSIONS[type.mime] : undefined;
  if (!type || !ext) throw new AppError(415, 'id_bad_file_type', { params: { fileName: file.fileName } });

  // Counted only for files that could be queued: a wrong file chosen costs no try.
  const limit = await ctx.limiter.hit(`id-upload:${user.id}`, ID_UPLOAD_LIMIT);
  if (limit.count > ID_UPLOAD_LIMIT.max) throw new AppError(429, 'too_many_id_uploads', { params: { max: ID_UPLOAD_LIMIT.max } });

  const key = privateKey(ext);
  await ctx.storage.put(key, file.data);
  let stored = false;
  try {
    stored = await insertSubmission(ctx.db, {
      user_id: user.id,
      document_type: documentType,
      storage_key: key,
      mime_type: type.mime,
      created_at: new Date().toISOString(),
    });
  } finally {
    if (!stored) await ctx.storage.remove(key);
  }
  if (!stored) throw new AppError(409, 'id_already_pending');
  return stateOf(ctx, user);
}

function presentAdminItem(ctx: AppContext, operator: UserRow, row: AdminIdRow): AdminIdItem {
  return {
    id: row.id,
    status: row.status as IdVerificationStatus,
    document_type: row.document_type as IdDocumentType,
    mime_type: row.mime_type,
    submitted_at: row.created_at,
    decided_at: row.decided_at,
    reason: row.decision_reason,
    decided_by: row.decided_by_name,
    member: {
      id: row.user_id,
      name: row.name,
      thumbnail: row.avatar_id ? operatorPhotoUrl(ctx.media, operator, row.avatar_id) : null,
      id_verified: row.id_verified_at !== null,
    },
    file_url: row.storage_key ? `/api/admin/id-verifications/${row.id}/file` : null,
    own_case: ownIdCheck(operator, row),
  };
}

/** GET /api/admin/id-verifications. */
export async function adminList(ctx: AppContext, operator: UserRow, query: AdminIdListQuery): Promise<AdminIdListAnswer> {
  const page = query.page ?? 1;
  const pageSize = ADMIN_LIMITS.pageSize;
  const { total, rows } = await listSubmissions(ctx.db, query.status ?? 'pending', query.q, (page - 1) * pageSize, pageSize);
  await recordSearch(ctx, operator, 'ids', query.q, total);
  return { success: true, data: rows.map((r) => presentAdminItem(ctx, operator, r)), total, page, pageSize };
}

/**
 * GET /api/admin/id-verifications/:id/file: only while pending (the file is deleted on a
 * decision). Every opening is audited (who, whose ID, when) before a byte is sent.
 */
export async function fileFor(ctx: AppContext, operator: UserRow, id: number) {
  const row = await findSubmission(ctx.db, id);
  if (!row?.storage_key) throw new AppError(404, 'not_found');
  const file = await ctx.storage.open(row.storage_key);
  if (!file) throw new AppError(404, 'not_found');
  await recordFileView(ctx, file, {
    actorId: operator.id,
    action: 'id_file_viewed',
    targetUserId: row.user_id,
    targetRef: `ID-${id}`,
    details: { document_type: row.document_type },
  });
  return { ...file, mimeType: row.mime_type, name: `ID-${id}` };
}

/**
 * POST /api/admin/id-verifications/:id/decision: approve (the badge, and search told) or
 * reject (the badge as it was), audited in the same transaction; then the file is deleted and
 * the member told by e-mail in their language (and the profile's co-managers who keep its mails
 * on, in theirs). A second decision is a 409.
 */
export async function decideId(
  ctx: AppContext,
  operator: UserRow,
  id: number,
  input: IdDecisionInput,
  log: FastifyBaseLogger,
): Promise<{ name: string }> {
  const row = await findSubmission(ctx.db, id);
  if (!row) throw new AppError(404, 'id_verification_not_found');
  refuseOwnIdCheck(operator, row);
  if (row.status !== 'pending') throw new AppError(409, 'id_already_decided');
  const approve = input.action === 'approve';
  const result = await recordDecision(
    ctx.db,
    { id, userId: row.user_id, approve, reason: input.reason, operatorId: operator.id },
    {
      actorId: operator.id,
      action: approve ? 'id_approved' : 'id_rejected',
      targetUserId: row.user_id,
      targetRef: `ID-${id}`,
      reason: input.reason,
      details: { document_type: row.document_type },
    },
    new Date(),
  );
  if (!result) throw new AppError(409, 'id_already_decided');
  if (result.storageKey)
    await ctx.storage
      .remove(result.storageKey)
      .catch((err: unknown) => log.error({ err, id }, 'could not delete a decided ID file'));

  const member = await findUserById(ctx.db, row.user_id);
  if (member) {
    const outcome = approve ? ({ approved: true } as const) : ({ approved: false, reason: input.reason } as const);
    try {
      // The holder and the co-managers who keep the profile's mails on, each in their language (0076).
      const recipients = await profileMailRecipients(ctx, member);
      await mailEach(
        ctx,
        recipients,
        (to) => idDecisionMail(ctx.config, to, row.document_type as IdDocumentType, outcome, to.locale),
        log,
      );
    } catch (err) {
      // The decision stands; the member also sees it on their page.
      log.error({ err, id }, 'ID decided but its mail failed');
    }
  }
  return { name: member?.name ?? '' };
}
