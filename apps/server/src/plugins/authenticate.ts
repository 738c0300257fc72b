import type { FastifyRequest } from 'fastify';
import type { FamilyPermissions, Locale } from '@inai/shared';
import { AppError } from '../lib/app-error.js';
import { assertMayAct, type Actor, type FamilyNeed } from '../modules/entitlements/family.policy.js';
import { sessionOf, type SessionMember } from '../modules/sessions/sessions.service.js';
import type { UserRow } from '../modules/users/users.repository.js';
import type { AppContext } from '../types.js';

export interface Member {
  sessionId: number;
  /** When the session ends by itself (ISO time). */
  expiresAt: string;
  /** The profile the session acts for: the holder's account, whoever acts. */
  user: UserRow;
  /** Who acts: the holder, or a co-manager within their permissions (docs/decisions/0073-family-co-managers.md). */
  acting: Actor;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: Member;
  }
  interface FastifyContextConfig {
    /**
     * What a member route needs of whoever acts (modules/entitlements/family.policy.ts): every
     * route behind requireMember declares it, and a test refuses one that does not.
     */
    need?: FamilyNeed;
  }
}

/** Who acts through a session the look-up admitted (HTTP and the chat socket alike). */
export function actorOf(found: SessionMember): Actor {
  if (!found.manager) return { kind: 'holder' };
  const { id, name, locale, relation, permissions } = found.manager;
  return { kind: 'manager', managerId: id, name, locale, relation, permissions: permissions satisfies FamilyPermissions };
}

function memberOfSession(found: SessionMember): Member {
  return { sessionId: found.sessionId, expiresAt: found.expiresAt, user: found.user, acting: actorOf(found) };
}

const MEMBER_HOOK = Symbol('requireMember');
type MemberHook = ((request: FastifyRequest) => Promise<void>) & { [MEMBER_HOOK]?: { need: FamilyNeed | undefined } };

/**
 * For the test that walks the routes: whether a route admits members through requireMember, and
 * the need it declared (its own config's, or the one its hook was made with). Undefined for a
 * route without requireMember.
 */
export function memberNeedOf(route: {
  preValidation?: unknown;
  preHandler?: unknown;
  config?: unknown;
}): { need: FamilyNeed | undefined } | undefined {
  const hooks = [route.preValidation, route.preHandler].flat().filter((h): h is MemberHook => typeof h === 'function');
  const tagged = hooks.find((hook) => hook[MEMBER_HOOK] !== undefined);
  if (!tagged) return undefined;
  return { need: tagged[MEMBER_HOOK]!.need ?? (route.config as { need?: FamilyNeed } | undefined)?.need };
}

/** Marks a hook as admitting members (requireOperator's, which admits through requireMember). */
export function markMemberHook<H extends (request: FastifyRequest) => Promise<void>>(hook: H, need?: FamilyNeed): H {
  (hook as MemberHook)[MEMBER_HOOK] = { need };
  return hook;
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
 * answer is 401 whatever the body holds. Whoever acts must be allowed what the route needs
 * (`need`, else the route's `config.need`; 403 family_permission otherwise); a route that
 * forgot to say is the holder's alone (docs/decisions/0073-family-co-managers.md).
 */
export function requireMember(ctx: AppContext, options: { verified?: boolean; need?: FamilyNeed } = {}) {
  const hook = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const found = token ? await sessionOf(ctx, token) : undefined;
    if (!found) throw new AppError(401, 'auth_required');
    if (options.verified && found.user.is_verified !== 1) throw new AppError(403, 'verification_required');
    // Known before the check, so that its refusal is written in the language of whoever acts.
    request.member = memberOfSession(found);
    assertMayAct(request.member.acting, options.need ?? request.routeOptions.config.need ?? 'holder');
  };
  return markMemberHook(hook, options.need);
}

/** A hook that admits a signed-in member when the request carries a valid session; anyone else goes on as a visitor. */
export function admitMemberIfSignedIn(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const found = token ? await sessionOf(ctx, token) : undefined;
    if (found) request.member = memberOfSession(found);
  };
}

/** Who reads the member's own view: a co-manager's login and its language; undefined for the holder or a visitor. */
export function viewReaderOf(request: FastifyRequest): { locale: Locale | null } | undefined {
  const acting = request.member?.acting;
  return acting?.kind === 'manager' ? { locale: acting.locale } : undefined;
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
