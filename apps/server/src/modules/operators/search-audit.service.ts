import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditedSearchList, SearchTermKind } from '@inai/shared';
import { keptSecret } from '../../lib/app-secrets.js';
import type { Database } from '../../db/schema.js';
import { findRecentSearch, insertAudit } from './audit.repository.js';

/**
 * An operator's search is recorded once for this long: paging through its results, or the list
 * fetched again after an action, repeats the same search and is not recorded again.
 */
export const SEARCH_AUDIT_RULES = { repeatWithinMs: 10 * 60 * 1000 };

/** A typed term as the log keeps it: its kind, the form its digest is made of, and what the log shows. */
export interface SearchTerm {
  kind: SearchTermKind;
  normalized: string;
  /** Enough to recognise a search, never enough to read a member's contact details from the log. */
  shown: string;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const firstOf = (text: string) => graphemes.segment(text)[Symbol.iterator]().next().value?.segment ?? '';
/** 'priya' → 'p…'; a single character stays as it is. */
const maskWord = (word: string) => (word.length > 1 ? `${firstOf(word)}…` : word);

/**
 * Judges what kind of term an operator typed and masks it (docs/decisions/0057): an e-mail keeps
 * the first letter of each part and the domain's ending (p…@g….com), a phone number its last
 * three digits, other text its first letter and length; a short number (a member's id) stays
 * whole, since it names nobody outside the console.
 */
export function searchTerm(q: string): SearchTerm {
  const term = q.trim();
  const at = term.lastIndexOf('@');
  if (at >= 0) {
    const lower = term.toLowerCase();
    const domain = lower.slice(at + 1);
    const dot = domain.lastIndexOf('.');
    const shownDomain = dot > 0 ? `${maskWord(domain.slice(0, dot))}${domain.slice(dot)}` : maskWord(domain);
    return { kind: 'email', normalized: lower, shown: `${maskWord(lower.slice(0, at))}@${shownDomain}` };
  }
  const digits = term.replace(/[\s()+.-]/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length < 7) return { kind: 'number', normalized: digits, shown: digits };
    // The last ten digits: +91 or a leading 0 name the same number.
    const phone = digits.slice(-10);
    return { kind: 'phone', normalized: phone, shown: `${'•'.repeat(phone.length - 3)}${phone.slice(-3)}` };
  }
  const text = term.toLowerCase().replace(/\s+/g, ' ');
  return { kind: 'text', normalized: text, shown: `${maskWord(term)} (${[...graphemes.segment(term)].length})` };
}

const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/** The key of the terms' digests: made once and kept in the database, as the media links' key is. */
function digestKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = keptSecret(db, 'audit-search-key');
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The digest of a term: keyed, so that the ten-digit phone numbers cannot be tried one by one
 * against the log, yet the same term always gives the same digest, so the audit log's own search
 * finds every search for a number or address typed there.
 */
export async function searchDigest(db: Kysely<Database>, term: Pick<SearchTerm, 'kind' | 'normalized'>): Promise<string> {
  return createHmac('sha256', await digestKey(db))
    .update(`${term.kind}:${term.normalized}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Records a search an operator typed in a console list (who, the list, the kind of term and its
 * masked form, how many it found, when), unless the same operator made the same search there in
 * the last SEARCH_AUDIT_RULES.repeatWithinMs. Nothing for an empty search. Called before the
 * results are answered: a search that cannot be recorded is not answered.
 */
export async function recordSearch(
  ctx: { db: Kysely<Database> },
  operator: { id: number },
  list: AuditedSearchList,
  q: string | undefined,
  results: number,
  now: Date = new Date(),
): Promise<void> {
  if (!q?.trim()) return;
  const term = searchTerm(q);
  const digest = await searchDigest(ctx.db, term);
  const since = new Date(now.getTime() - SEARCH_AUDIT_RULES.repeatWithinMs);
  await oneAtATime(ctx.db, `${operator.id}|${list}|${digest}`, async () => {
    if (await findRecentSearch(ctx.db, { actorId: operator.id, list, digest, since })) return;
    await insertAudit(
      ctx.db,
      {
        actorId: operator.id,
        action: 'member_searched',
        targetRef: term.shown,
        reason: '',
        details: { list, kind: term.kind, digest, results },
      },
      now,
    );
  });
}

const pending = new WeakMap<Kysely<Database>, Map<string, Promise<void>>>();

/**
 * Runs the look-then-write of one search after any other for the same operator, list and term:
 * the same list fetched twice at once (a double tap, a refetch crossing the first answer) would
 * otherwise find no earlier row twice and record the search twice.
 */
async function oneAtATime(db: Kysely<Database>, key: string, work: () => Promise<void>): Promise<void> {
  let chains = pending.get(db);
  if (!chains) pending.set(db, (chains = new Map()));
  const before = chains.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  chains.set(key, mine);
  try {
    await mine;
  } finally {
    if (chains.get(key) === mine) chains.delete(key);
  }
}
