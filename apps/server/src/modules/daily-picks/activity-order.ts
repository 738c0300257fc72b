import { todayInIndia, type Gender } from '@inai/shared';
import type { AppContext } from '../../types.js';
import { searchEngineOf } from '../search/search-engine.js';
import { activeMembersBatch, changedMembers } from './daily-picks.repository.js';

/**
 * Today's matches order profiles by match score, then by how recently they were active
 * (docs/decisions/0053). The search index orders by score then age, and knows nothing of
 * activity, so the picks walk the active members in activity order instead, asking the index
 * of each whether it matches and how well. That order is read from the database in batches and
 * kept (4 bytes of id and 8 of time per active member), shared by every member's choice, and read
 * again in the background after `keepMs` or on a new India day. Each choice adds what changed since the read (the
 * members active since, and those whose searched profile changed: the search change log, kept an
 * hour), so the order it walks is the database's of that moment.
 */
export const ACTIVITY_ORDER = { keepMs: 15 * 60 * 1000, batch: 10_000, inactiveAfterDays: 180 };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The change log is stamped by the database's clock: looked at a little further back than the read. */
const CLOCK_MARGIN_MS = 5000;

/** One gender's active members, most recently active first (then the most recently joined). */
export interface ActiveList {
  ids: Int32Array;
  /** When each was last active (ms), in the same order. */
  at: Float64Array;
}

interface Kept {
  day: string;
  readAt: number;
  lists: Promise<Record<Gender, ActiveList>>;
  /** A new read has begun; this one serves until it is done. */
  refreshing?: boolean;
}

/** One per search engine: each app (and each test's app) keeps its own. */
const kept = new WeakMap<object, Kept>();

/** When a member last active before this counts as gone for 180 days, at `now`. */
export function activeSince(now: Date): Date {
  return new Date(now.getTime() - ACTIVITY_ORDER.inactiveAfterDays * DAY_MS);
}

/**
 * The kept order. Only the first read waits (seconds at a million members: bench:picks); a stale
 * one (older than `keepMs`, or of another India day) is still used, with what changed since its
 * read, while a new read runs in the background and replaces it when done.
 */
function keptOrder(ctx: AppContext, now: Date): Kept {
  const day = todayInIndia(now);
  const hit = kept.get(ctx.search);
  if (hit) {
    if ((hit.day !== day || Date.now() - hit.readAt >= ACTIVITY_ORDER.keepMs) && !hit.refreshing) {
      hit.refreshing = true;
      const next: Kept = { day, readAt: Date.now(), lists: readActivityOrder(ctx, now) };
      next.lists.then(
        () => kept.get(ctx.search) === hit && kept.set(ctx.search, next),
        () => (hit.refreshing = false),
      );
    }
    return hit;
  }
  const read: Kept = { day, readAt: Date.now(), lists: readActivityOrder(ctx, now) };
  kept.set(ctx.search, read);
  // A failed read is not kept: the next choice reads again.
  read.lists.catch(() => kept.get(ctx.search) === read && kept.delete(ctx.search));
  return read;
}

async function readActivityOrder(ctx: AppContext, now: Date): Promise<Record<Gender, ActiveList>> {
  const found: Record<Gender, { ids: number[]; at: number[] }> = { Male: { ids: [], at: [] }, Female: { ids: [], at: [] } };
  const since = activeSince(now).toISOString();
  let after: { at: string; id: number } | undefined;
  // In batches on the last-active index, each its own short statement: requests go on between them.
  for (;;) {
    const rows = await activeMembersBatch(ctx.db, since, after, ACTIVITY_ORDER.batch);
    for (const row of rows) {
      const list = found[row.gender as Gender];
      list.ids.push(row.id);
      list.at.push(Date.parse(row.last_active_at));
    }
    if (rows.length < ACTIVITY_ORDER.batch) break;
    const last = rows[rows.length - 1]!;
    after = { at: last.last_active_at, id: last.id };
    // SQLite answers without the event loop turning: let requests in between batches.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const typed = (list: { ids: number[]; at: number[] }) => ({ ids: Int32Array.from(list.ids), at: Float64Array.from(list.at) });
  return { Male: typed(found.Male), Female: typed(found.Female) };
}

/** One member in the walk: who, and when last active (ms). */
export interface Active {
  id: number;
  at: number;
}

/** Whether `a` comes before `b`: more recently active, then more recently joined (the higher id). */
const before = (a: Active, b: Active) => a.at > b.at || (a.at === b.at && a.id > b.id);

/**
 * The members of `gender` active in the last 180 days before `now`, most recently active first,
 * as the database has them now: the kept order merged with what changed since it was read.
 */
export async function activeInOrder(ctx: AppContext, gender: Gender, now: Date): Promise<Iterable<Active>> {
  const order = keptOrder(ctx, now);
  const lists = await order.lists;
  return merged(lists[gender], await changedSinceRead(ctx, order, gender, now));
}

/**
 * When a member of `gender` was last active (ms), as activeInOrder would list them at `now`;
 * undefined for one it does not list. For a choice among a few candidates, which looks each up
 * instead of walking the whole order (docs/decisions/0082-mornings-at-a-million.md).
 */
export async function activityOf(ctx: AppContext, gender: Gender, now: Date): Promise<(userId: number) => number | undefined> {
  const order = keptOrder(ctx, now);
  const [byId, changed] = await Promise.all([order.lists.then(lookupOf), changedSinceRead(ctx, order, gender, now).then(mapOf)]);
  const code = GENDER_CODE[gender];
  return (userId) => {
    const moved = changed.get(userId);
    if (moved !== undefined) return moved;
    return byId.gender[userId] === code ? byId.at[userId] : undefined;
  };
}

const GENDER_CODE: Record<Gender, number> = { Male: 1, Female: 2 };

/** A kept read's order by member id: 9 bytes a member id (8 MB and 1 MB at a million), built once per read. */
interface Lookup {
  at: Float64Array;
  gender: Uint8Array;
}

const lookups = new WeakMap<Record<Gender, ActiveList>, Lookup>();

function lookupOf(lists: Record<Gender, ActiveList>): Lookup {
  const hit = lookups.get(lists);
  if (hit) return hit;
  let top = 0;
  for (const list of Object.values(lists)) for (const id of list.ids) if (id > top) top = id;
  const lookup: Lookup = { at: new Float64Array(top + 1), gender: new Uint8Array(top + 1) };
  for (const [gender, list] of Object.entries(lists) as [Gender, ActiveList][]) {
    for (let i = 0; i < list.ids.length; i++) {
      lookup.at[list.ids[i]!] = list.at[i]!;
      lookup.gender[list.ids[i]!] = GENDER_CODE[gender];
    }
  }
  lookups.set(lists, lookup);
  return lookup;
}

const changedMaps = new WeakMap<Active[], Map<number, number>>();

function mapOf(changed: Active[]): Map<number, number> {
  let map = changedMaps.get(changed);
  if (!map) changedMaps.set(changed, (map = new Map(changed.map((m) => [m.id, m.at]))));
  return map;
}

/** What changed since a read, for one gender: worked out once while the search index takes in no change. */
interface ChangedMemo {
  readAt: number;
  version: number;
  changed: Promise<Active[]>;
}

const changedKept = new WeakMap<object, Map<Gender, ChangedMemo>>();

/**
 * The members of `gender` who moved since the kept order's read, most recently active first.
 * Every such move (an activity, a profile saved) is a row of the search change log, which the
 * search index takes in (at once for this process's writes, within a second for another's):
 * until the index moves, the answer stands, and the choices of a morning's worker (dozens a
 * second) share one pair of queries instead of making their own (docs/decisions/0082). A member
 * who fell past the 180 days since is still listed; the walk stops at them.
 */
function changedSinceRead(ctx: AppContext, order: Kept, gender: Gender, now: Date): Promise<Active[]> {
  const version = searchEngineOf(ctx).version;
  let memos = changedKept.get(ctx.search);
  if (!memos) changedKept.set(ctx.search, (memos = new Map()));
  const hit = memos.get(gender);
  if (hit && hit.readAt === order.readAt && hit.version === version) return hit.changed;
  const memo: ChangedMemo = {
    readAt: order.readAt,
    version,
    changed: changedMembers(
      ctx.db,
      gender,
      new Date(order.readAt - CLOCK_MARGIN_MS).toISOString(),
      activeSince(now).toISOString(),
    ).then((found) => found.map((m) => ({ id: m.id, at: Date.parse(m.last_active_at) })).sort((a, b) => (before(a, b) ? -1 : 1))),
  };
  memos.set(gender, memo);
  // A failed read is not kept: the next choice reads again.
  memo.changed.catch(() => memos.get(gender) === memo && memos.delete(gender));
  return memo.changed;
}

function* merged(list: ActiveList, changed: Active[]): Generator<Active> {
  // A changed member's place in the kept order is out of date: theirs comes from `changed`.
  const moved = new Set(changed.map((m) => m.id));
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < list.ids.length && moved.has(list.ids[i]!)) i++;
    const kept = i < list.ids.length ? { id: list.ids[i]!, at: list.at[i]! } : undefined;
    const fresh = changed[j];
    if (!kept && !fresh) return;
    if (kept && (!fresh || before(kept, fresh))) {
      i++;
      yield kept;
    } else {
      j++;
      yield fresh!;
    }
  }
}
