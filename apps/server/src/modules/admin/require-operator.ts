import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import type { AppContext } from '../../types.js';

/**
 * A hook for every admin route: 401 without a valid session, 403 for a member who is not an
 * operator. The role is read from the database with the session, on every request, so a
 * role removed takes effect at once.
 */
export function requireOperator(ctx: AppContext) {
  const member = requireMember(ctx, { verified: true });
  return async (request: FastifyRequest) => {
    await member(request);
    if (memberOf(request).user.role !== 'operator') throw new AppError(403, 'operator_only');
  };
}

/** As requireOperator, but anyone else gets 404: for files whose existence is not for members to learn. */
export function requireOperatorOrNotFound(ctx: AppContext) {
  const operator = requireOperator(ctx);
  return async (request: FastifyRequest) => {
    try {
      await operator(request);
    } catch {
      throw new AppError(404, 'not_found');
    }
  };
}

/**
 * Streams a private file to an operator (a report's screenshot, an ID): never cached, shown in
 * the browser rather than downloaded, and never sniffed as another type.
 */
export function sendPrivateFile(reply: FastifyReply, file: { type: string; size: number; stream: Readable }) {
  return reply
    .type(file.type)
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
