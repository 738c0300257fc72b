import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';

/**
 * Every write that changes what search reads records the member in search_changes by itself,
 * through triggers, in the same statement (docs/decisions/0008, 0018). Before, each service
 * that wrote such a column had to remember to record it, and a write that forgot left every
 * other instance's index stale.
 *
 * What search reads: the searchable query (users, user_details, the profile picture in
 * user_images), Matches' inputs (partner_preferences), and a searcher's session, plan, blocks
 * and accepted partners. An update counts only when one of those columns changed, so saving the
 * unsearched parts of a profile records nothing.
 */
export interface Source {
  table: string;
  /** The columns naming the members concerned (both members of a block or an interest). */
  members: string[];
  /** Which row insertions and deletions count (when `whenRow` holds for the row, if given). */
  rows?: ('insert' | 'delete')[];
  /** An update counts when one of these changed (and `whenUpdate` holds, if given). */
  columns?: string[];
  whenRow?: (row: 'new' | 'old') => string;
  whenUpdate?: string;
}

const ACCEPTED = (row: 'new' | 'old') => `${row}.status = 'Accepted'`;

export const SOURCES: Source[] = [
  {
    table: 'users',
    members: ['id'],
    columns: ['name', 'is_verified', 'photos_visibility', 'id_verified_at', 'suspended_at', 'deletion_requested_at', 'erased_at'],
  },
  {
    table: 'user_details',
    members: ['user_id'],
    rows: ['insert', 'delete'],
    columns: [
      'gender',
      'dob',
      'religion',
      'caste',
      'state',
      'city',
      'degree',
      'job_type',
      'height',
      'weight',
      'marital_status',
      'mother_tongue',
      'star',
      'raasi',
      'dosam',
    ],
  },
  {
    table: 'partner_preferences',
    members: ['user_id'],
    rows: ['insert', 'delete'],
    columns: ['gender', 'age', 'height', 'weight', 'marital_status', 'job_type', 'religion', 'caste', 'dosam'],
  },
  { table: 'user_images', members: ['user_id'], rows: ['insert', 'delete'], columns: ['is_profile_picture'] },
  // A new session changes nothing a search kept (searchers are kept per session); its end does.
  { table: 'sessions', members: ['user_id'], rows: ['delete'], columns: ['revoked_at', 'expires_at'] },
  {
    table: 'member_plans',
    members: ['user_id'],
    rows: ['insert', 'delete'],
    columns: ['status', 'plan_id', 'starts_at', 'expires_at'],
  },
  { table: 'blocks', members: ['blocker_id', 'blocked_id'], rows: ['insert', 'delete'] },
  // Only an accepted interest joins two members for search (a locked photo shows to the partner).
  {
    table: 'interests',
    members: ['user_id', 'partner_id'],
    rows: ['insert', 'delete'],
    whenRow: ACCEPTED,
    columns: ['status'],
    whenUpdate: `(${ACCEPTED('old')} or ${ACCEPTED('new')})`,
  },
];

type Event = { name: string; op: 'insert' | 'delete' | 'update'; row: 'new' | 'old'; when: string | undefined; of?: string[] };

function eventsOf(source: Source, engine: Engine): Event[] {
  const events: Event[] = [];
  if (source.rows?.includes('insert')) events.push({ name: 'insert', op: 'insert', row: 'new', when: source.whenRow?.('new') });
  if (source.rows?.includes('delete')) events.push({ name: 'delete', op: 'delete', row: 'old', when: source.whenRow?.('old') });
  if (source.columns) {
    const differs = engine === 'postgres' ? 'is distinct from' : 'is not';
    const changed = source.columns.map((c) => `old.${c} ${differs} new.${c}`).join(' or ');
    const when = source.whenUpdate ? `(${changed}) and ${source.whenUpdate}` : changed;
    events.push({ name: 'update', op: 'update', row: 'new', when, of: source.columns });
  }
  return events;
}

/** Times as the application writes them: ISO 8601 in UTC with milliseconds, which compare as text. */
const NOW = {
  sqlite: `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  // clock_timestamp, not now(): now() is the transaction's start, which a long transaction would predate.
  postgres: `to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

export function statements(source: Source, engine: Engine): string[] {
  return eventsOf(source, engine).flatMap((event) => {
    const name = `search_change_${source.table}_${event.name}`;
    const inserts = source.members
      .map((m) => `insert into search_changes (user_id, changed_at) values (${event.row}.${m}, ${NOW[engine]});`)
      .join(' ');
    const of = event.of ? ` of ${event.of.join(', ')}` : '';
    if (engine === 'sqlite') {
      const when = event.when ? ` when ${event.when}` : '';
      return [`create trigger ${name} after ${event.op}${of} on ${source.table} for each row${when} begin ${inserts} end`];
    }
    const when = event.when ? ` when (${event.when})` : '';
    return [
      `create function ${name}() returns trigger language plpgsql as $$ begin ${inserts} return null; end $$`,
      `create trigger ${name} after ${event.op}${of} on ${source.table} for each row${when} execute function ${name}()`,
    ];
  });
}

export const searchChangeTriggers: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    for (const source of SOURCES) {
      for (const statement of statements(source, engine)) await sql.raw(statement).execute(db);
    }
  },
};
