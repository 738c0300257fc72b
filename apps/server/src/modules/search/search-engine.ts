import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';
import type { WriteWatch } from '../../db/write-watch.js';
import type { SearchEngine } from '../../lib/search-engine.js';
import { CardStore } from './card-store.js';
import { SearchIndex } from './index/search-index.js';
import { SearcherMemo } from './searchers.js';
import {
  changesSince,
  latestChangeTime,
  pruneSearchChanges,
  searchableBatches,
  searchableByIds,
  searchChangeColumns,
  searchChangeTables,
} from './search.repository.js';

/** How often an instance looks for changes other instances made, and how far back it looks. */
export const SYNC = { pollMs: 1000, overlapMs: 5000, keepChangesMs: 60 * 60 * 1000 };

/**
 * What Matches read of a member (their own star and their partner preferences), kept per member
 * and forgotten whenever they change (the same change feed as the index), so opening Matches
 * again costs no query for it.
 */
export class MemberMemo<T> {
  private readonly kept = new Map<number, { value: T; derived: Map<string, unknown> }>();
  /** Moves on with every forgetting: a value read while a change arrived is not kept. */
  private epoch = 0;
  constructor(private readonly limit = 200_000) {}

  async get(userId: number, load: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(userId);
    if (hit) return hit.value;
    const epoch = this.epoch;
    const value = await load();
    if (epoch === this.epoch) {
      if (this.kept.size >= this.limit) this.kept.clear();
      this.kept.set(userId, { value, derived: new Map() });
    }
    return value;
  }

  /**
   * Something worked out from a member's kept value (Matches' prepared criteria), kept with it
   * under `tag` and forgotten with it. Made afresh, and not kept, when the value is not kept.
   */
  derived<D>(userId: number, tag: string, make: () => D): D {
    const entry = this.kept.get(userId);
    if (!entry) return make();
    let value = entry.derived.get(tag) as D | undefined;
    if (value === undefined) {
      // A few tags per member at most (today, the switch, the widenings); a new day starts afresh.
      if (entry.derived.size >= 16) entry.derived.clear();
      entry.derived.set(tag, (value = make()));
    }
    return value;
  }

  forget(userIds: readonly number[]): void {
    this.epoch += 1;
    for (const id of userIds) this.kept.delete(id);
  }
}

/**
 * The engine this module builds: what the rest of the server sees of it (lib/search-engine.ts),
 * and the parts only search itself uses.
 */
export interface LocalSearchEngine extends SearchEngine {
  index: SearchIndex;
  /** Matches' inputs per member (search.service.ts), forgotten when the member changes. */
  matchInputs: MemberMemo<unknown>;
  /** Signed-in searchers by session (searchers.ts), forgotten when the member changes. */
  searchers: SearcherMemo;
  /** The result cards of every searchable member, kept current with the index. */
  cards: CardStore;
  /**
   * Counts the index's refreshes: what is worked out from the change log (today's matches' view
   * of who changed, activity-order.ts) holds until it moves.
   */
  readonly version: number;
}

/** The engines startSearchEngine made: only those carry the parts above. */
const engines = new WeakSet<SearchEngine>();

function isLocal(engine: SearchEngine): engine is LocalSearchEngine {
  return engines.has(engine);
}

/** The app's search engine with the parts only this module uses (the app starts it with startSearchEngine). */
export function searchEngineOf(ctx: { search: SearchEngine }): LocalSearchEngine {
  if (!isLocal(ctx.search)) throw new Error('the search module works on the engine startSearchEngine made');
  return ctx.search;
}

/**
 * Builds the search index from the database and keeps it current from the change log, which
 * triggers fill on every write that matters to search (docs/decisions/0008, 0039): the log is read
 * right after each such write made through this instance (so the instance that made a change is
 * never behind), and every second for the changes other instances and tools made.
 */
export async function startSearchEngine(
  database: { db: Kysely<Database>; engine: Engine; writes: WriteWatch },
  log: FastifyBaseLogger,
): Promise<LocalSearchEngine> {
  const { db } = database;
  const index = new SearchIndex();
  const cards = new CardStore();
  const started = Date.now();
  // Read before the members are: a change written while they load is read again afterwards.
  let newest = await latestChangeTime(db);
  const loader = index.loader();
  for await (const batch of searchableBatches(db)) {
    for (const member of batch) {
      loader.add(member.profile);
      cards.put(member.card);
    }
  }
  loader.finish();
  log.info({ profiles: index.size, ms: Date.now() - started }, 'search index built');

  const matchInputs = new MemberMemo<unknown>();
  const searchers = new SearcherMemo();
  let version = 0;
  const refresh = async (userIds: number[]) => {
    version += 1;
    matchInputs.forget(userIds);
    searchers.forget(userIds);
    for (let i = 0; i < userIds.length; i += 500) {
      const ids = userIds.slice(i, i + 500);
      const current = new Map((await searchableByIds(db, ids)).map((m) => [m.profile.userId, m]));
      for (const id of ids) {
        const member = current.get(id);
        if (member) {
          index.upsert(member.profile);
          cards.put(member.card);
        } else {
          index.remove(id);
          cards.remove(id);
        }
      }
    }
  };

  // The log is read from the newest change seen (the triggers stamp it with the database's
  // clock, so the instances' own clocks do not matter), looking SYNC.overlapMs further back:
  // a transaction can commit after a later one. What was applied already is skipped by its id.
  const applied = new Map<number, string>();
  const readChanges = async () => {
    const since = newest === undefined ? undefined : shifted(newest, -SYNC.overlapMs);
    const fresh = (await changesSince(db, since)).filter((change) => !applied.has(change.id));
    if (fresh.length) await engine.refresh([...new Set(fresh.map((change) => change.user_id))]);
    for (const change of fresh) {
      applied.set(change.id, change.changed_at);
      if (newest === undefined || change.changed_at > newest) newest = change.changed_at;
    }
    // Whatever is older than the next read's window cannot come again.
    const window = newest === undefined ? undefined : shifted(newest, -SYNC.overlapMs);
    if (window !== undefined) for (const [id, at] of applied) if (at <= window) applied.delete(id);
  };

  // One read at a time. A caller waits for a read that starts after its call, so a write made
  // before it is in that read.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const sync = (): Promise<void> => {
    if (!running) {
      running = readChanges().finally(() => (running = undefined));
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let stopWatching = () => {};
  const engine: LocalSearchEngine = {
    index,
    cards,
    matchInputs,
    searchers,
    refresh,
    get version() {
      return version;
    },
    stop() {
      stopped = true;
      stopWatching();
      if (timer) clearTimeout(timer);
    },
  };
  engines.add(engine);

  const syncOrWarn = () =>
    sync().catch((err: unknown) => void (stopped || log.warn({ err }, 'search index sync failed; will retry')));
  stopWatching = database.writes.listen(
    await searchChangeTables(db, database.engine),
    syncOrWarn,
    await searchChangeColumns(db, database.engine),
  );

  let lastPrune = Date.now();
  const poll = async () => {
    await syncOrWarn();
    // A new India day: members away too long leave the lists here rather than in a search.
    index.catchUp();
    const now = Date.now();
    if (!stopped && newest !== undefined && now - lastPrune > 10 * 60 * 1000) {
      lastPrune = now;
      await pruneSearchChanges(db, shifted(newest, -SYNC.keepChangesMs)).catch((err: unknown) =>
        log.warn({ err }, 'search change log prune failed; will retry'),
      );
    }
    if (!stopped) timer = setTimeout(poll, SYNC.pollMs).unref();
  };
  timer = setTimeout(poll, SYNC.pollMs).unref();
  return engine;
}

/** An ISO time moved by `ms`. */
function shifted(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}
