import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/tokens.js';
import { markMemberHook, tokenOf } from '../../plugins/authenticate.js';
import type { AppContext } from '../../types.js';
import { sessionOf } from '../sessions/sessions.service.js';
import { searchEngineOf } from './search-engine.js';
import { allAcceptedPartners, entitlementsUntil, separatedFrom } from '../entitlements/entitlements.service.js';

/**
 * A signed-in member as a search sees them: who they are, whether their plan clears photos, whom
 * a block hides, and whose locked photos they still see (their accepted partners).
 */
export interface SearchingMember {
  id: number;
  is_verified: number;
  clearPhotos: boolean;
  blocked: ReadonlySet<number>;
  partners: ReadonlySet<number>;
  /** The member shows when they were last active, and so sees others' (docs/decisions/0052). */
  seesLastActive: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    searcher?: SearchingMember;
  }
}

/**
 * How long a searcher is kept. Every search by a member needs their session, their plan and their
 * blocks: three statements, and on PostgreSQL three round trips, against a page the index answers
 * from memory in well under a millisecond. A member opening Matches and paging makes several
 * searches within seconds, so they are read once and kept briefly. Changes made through this
 * instance (logout, a password change, a block, a plan bought, an interest accepted or turned
 * down, suspension) forget the member at
 * once through the search engine's change feed, and other instances' changes arrive on it within
 * a second; this bound covers whatever reaches the database some other way (docs/decisions/0018).
 */
export const SEARCHER_KEEP_MS = 2000;
/**
 * After this long, a search by the member is still answered from the kept searcher but starts
 * reading it again beside the answer, so a member who keeps searching never waits for the read,
 * and nothing older than SEARCHER_KEEP_MS is ever used.
 */
export const SEARCHER_REFRESH_MS = 1500;

type Loaded = { value: SearchingMember; until: number } | undefined;

/**
 * Searchers by session token hash, each until SEARCHER_KEEP_MS from when it was read, its session's
 * end or its plan's end, whichever comes first. Only the search routes use it: every other call
 * reads the session afresh (requireMember).
 */
export class SearcherMemo {
  private readonly kept = new Map<string, { value: SearchingMember; until: number; refreshAt: number }>();
  /** Moves on with every forgetting: a searcher read while a change arrived is not kept. */
  private epoch = 0;
  constructor(private readonly limit = 50_000) {}

  async get(tokenHash: string, load: () => Promise<Loaded>): Promise<SearchingMember | undefined> {
    const now = Date.now();
    const hit = this.kept.get(tokenHash);
    if (hit && hit.until > now) {
      if (now >= hit.refreshAt) {
        hit.refreshAt = Number.POSITIVE_INFINITY; // one read again at a time
        // A failed read leaves the kept one to its end, after which a search reads (and reports) it.
        this.read(tokenHash, load, now).catch(() => undefined);
      }
      return hit.value;
    }
    return this.read(tokenHash, load, now);
  }

  /** Reads a searcher and keeps it, unless a change arrived meanwhile; a refused session is forgotten. */
  private async read(tokenHash: string, load: () => Promise<Loaded>, now: number): Promise<SearchingMember | undefined> {
    const epoch = this.epoch;
    const loaded = await load();
    if (!loaded) {
      this.kept.delete(tokenHash);
      return undefined;
    }
    if (epoch === this.epoch) {
      if (this.kept.size >= this.limit) this.prune(now);
      // Timed from before the read, so nothing kept is older than the keep time.
      this.kept.set(tokenHash, {
        value: loaded.value,
        until: Math.min(loaded.until, now + SEARCHER_KEEP_MS),
        refreshAt: now + SEARCHER_REFRESH_MS,
      });
    }
    return loaded.value;
  }

  /** Forgets these members' searchers (all their sessions). */
  forget(userIds: readonly number[]): void {
    this.epoch += 1;
    if (this.kept.size === 0) return;
    const ids = new Set(userIds);
    const now = Date.now();
    for (const [hash, entry] of this.kept) {
      if (ids.has(entry.value.id) || entry.until <= now) this.kept.delete(hash);
    }
  }

  get size(): number {
    return this.kept.size;
  }

  private prune(now: number): void {
    for (const [hash, entry] of this.kept) if (entry.until <= now) this.kept.delete(hash);
    if (this.kept.size >= this.limit) this.kept.clear();
  }
}

/** The searcher behind a session token, from the database: undefined when the session is not valid. */
async function readSearcher(ctx: AppContext, token: string) {
  const found = await sessionOf(ctx, token);
  if (!found) return undefined;
  const { user } = found;
  const [standing, blocked, partners] = await Promise.all([
    entitlementsUntil(ctx, user),
    separatedFrom(ctx, user.id),
    allAcceptedPartners(ctx, user.id),
  ]);
  return {
    value: {
      id: user.id,
      is_verified: user.is_verified,
      clearPhotos: standing.entitlements.clearPhotos,
      blocked,
      partners,
      seesLastActive: user.hide_last_active !== 1,
    },
    until: Math.min(Date.parse(found.expiresAt), standing.until),
  };
}

function searcherOf(ctx: AppContext, token: string): Promise<SearchingMember | undefined> {
  // Kept by the token's hash, as sessions are stored: the token itself stays in no memory longer than the request.
  return searchEngineOf(ctx).searchers.get(sha256(token), () => readSearcher(ctx, token));
}

/**
 * search: a session, if one is sent, must be valid (401 otherwise, as the specification's search
 * answers); none is fine. Callback style, so a visitor (no token: most searches) passes without
 * a promise to settle.
 */
export function optionalSearcher(ctx: AppContext) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const token = tokenOf(request);
    if (!token) return done();
    searcherOf(ctx, token).then((searcher) => {
      if (!searcher) return done(new AppError(401, 'auth_required'));
      request.searcher = searcher;
      done();
    }, done);
  };
}

/** loggedInSearch: a signed-in member who has verified their e-mail (401, 403 otherwise), before validation. */
export function requireSearcher(ctx: AppContext) {
  // Only reads (Matches, the shortlist's cards): whoever acts for the profile may.
  return markMemberHook(async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const searcher = token ? await searcherOf(ctx, token) : undefined;
    if (!searcher) throw new AppError(401, 'auth_required');
    if (searcher.is_verified !== 1) throw new AppError(403, 'verification_required');
    request.searcher = searcher;
  }, 'read');
}
