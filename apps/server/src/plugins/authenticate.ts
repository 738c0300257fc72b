import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { sessionOf } from '../modules/sessions/sessions.service.js';
import type { UserRow } from '../modules/users/users.repository.js';
import type { AppContext } from '../types.js';

export interface Member {
  sessionId: number;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: Member;
  }
}

/** The session token: `Authorization: Bearer …`, or the body field `token` (as the specification's calls send it). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const body = request.body as { token?: unknown } | undefined;
  return typeof body?.token === 'string' && body.token ? body.token : undefined;
}

/**
 * A hook that admits only a signed-in member (401 otherwise) and, with `verified`, only one who
 * has verified their e-mail (403). It runs before validation: without a valid session the
 * answer is 401 whatever the body holds.
 */
export function requireMember(ctx: AppContext, options: { verified?: boolean } = {}) {
  return async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const found = token ? await sessionOf(ctx, token) : undefined;
    if (!found) throw new AppError(401, 'auth_required');
    if (options.verified && found.user.is_verified !== 1) throw new AppError(403, 'verification_required');
    request.member = { sessionId: found.sessionId, user: found.user };
  };
}

/** A hook that admits a signed-in member when the request carries a valid session; anyone else goes on as a visitor. */
export function admitMemberIfSignedIn(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const found = token ? await sessionOf(ctx, token) : undefined;
    if (found) request.member = { sessionId: found.sessionId, user: found.user };
  };
}

/** The member a `requireMember` hook admitted. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw new AppError(401, 'auth_required');
  return request.member;
}

/**
 * A hook, after requireMember, for calls that name a member in `user_id`: only the caller's own
 * id is accepted (403 otherwise), before anything else in the body is looked at.
 */
export async function requireOwnUserId(request: FastifyRequest): Promise<void> {
  const body = request.body as { user_id?: unknown } | undefined;
  if (body?.user_id === undefined) return;
  if (Number(body.user_id) !== memberOf(request).user.id) throw new AppError(403, 'not_your_profile');
}
