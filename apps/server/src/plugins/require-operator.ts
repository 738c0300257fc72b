import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { markMemberHook, memberOf, requireMember } from './authenticate.js';
import type { AppContext } from '../types.js';

/**
 * A hook for every admin route: 401 without a valid session, 403 for a member who is not an
 * operator. The role is read from the database with the session, on every request, so a
 * role removed takes effect at once.
 */
export function requireOperator(ctx: AppContext) {
  // An operator's actions are the operator's own, never a co-manager's of their profile.
  const member = requireMember(ctx, { verified: true, need: 'holder' });
  return markMemberHook(async (request: FastifyRequest) => {
    await member(request);
    if (memberOf(request).user.role !== 'operator') throw new AppError(403, 'operator_only');
  }, 'holder');
}

/** As requireOperator, but anyone else gets 404: for files whose existence is not for members to learn. */
export function requireOperatorOrNotFound(ctx: AppContext) {
  const operator = requireOperator(ctx);
  return markMemberHook(async (request: FastifyRequest) => {
    try {
      await operator(request);
    } catch {
      throw new AppError(404, 'not_found');
    }
  }, 'holder');
}

/**
 * The types a private file keeps, each with the extension of its download: the ones we store
 * (an ID as sent, checked by its bytes; a screenshot re-encoded to WebP). Anything else, say an
 * SVG or HTML page that reached the storage some other way, goes out as plain bytes.
 */
const PRIVATE_FILE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The headers of a private file an operator opens (a report's screenshot, an ID). It is never
 * active content on our origin: a download (attachment), under a sandboxing policy with no
 * sources should a browser render it anyway (scripts, forms and plug-ins off, an opaque
 * origin), never sniffed as another type, and never cached. The console fetches it with the
 * session and shows images from memory, so the download disposition costs it nothing.
 */
export function privateFileHeaders(file: { type: string; size: number; name: string }): Record<string, string> {
  const known = Object.hasOwn(PRIVATE_FILE_TYPES, file.type);
  const type = known ? file.type : 'application/octet-stream';
  const fileName = `${file.name.replace(/[^A-Za-z0-9-]/g, '_')}.${known ? PRIVATE_FILE_TYPES[file.type] : 'bin'}`;
  return {
    'content-type': type,
    'content-length': String(file.size),
    'content-disposition': `attachment; filename="${fileName}"`,
    'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}

/** Streams a private file to an operator with privateFileHeaders. `name` is the download's name, without extension. */
export function sendPrivateFile(reply: FastifyReply, file: { type: string; size: number; stream: Readable; name: string }) {
  return reply.headers(privateFileHeaders(file)).send(file.stream);
}
