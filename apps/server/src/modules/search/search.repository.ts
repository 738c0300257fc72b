import { sql, type Kysely } from 'kysely';
import {
  HOME_COUNTRY,
  indiaDayOf,
  livesAbroad,
  monthlyRupees,
  profileHeightInches,
  profileWeightKg,
  RESIDENCE_ABROAD,
} from '@inai/shared';
import type { Engine } from '../../db/engine.js';
import { chartSearchable } from '../entitlements/entitlements.policy.js';
import type { Database } from '../../db/schema.js';
import type { CardFields } from './card-store.js';
import type { Gender, IndexedProfile } from './index/search-index.js';

/**
 * A member is searchable once verified and once their basic section (which brings gender and
 * date of birth, with state, city and the rest) is saved, and while no operator has suspended
 * them (a suspended member is out of search, Matches and their details page until reinstated:
 * docs/decisions/0021). Each row carries what the index filters on and what the result card
 * shows. A member who asked to delete their account leaves search at once, and for good once
 * erased (docs/decisions/0022). When they were last active decides whether the index lists them
 * (away 180 India days: not) and the band their card shows (docs/decisions/0052).
 */
function searchable(db: Kysely<Database>) {
  return (
    db
      .selectFrom('users as u')
      .innerJoin('user_details as d', 'd.user_id', 'u.id')
      .leftJoin('user_images as i', (join) => join.onRef('i.user_id', '=', 'u.id').on('i.is_profile_picture', '=', 1))
      // Only what "charts agree" keeps of the chart (docs/decisions/0079), never the birth time or place.
      .leftJoin('birth_details as b', 'b.user_id', 'u.id')
      .select([
        'u.id as userId',
        'u.name',
        'u.photos_visibility',
        'u.id_verified_at',
        'u.phone_verified_at',
        'u.last_active_at',
        'u.hide_last_active',
        'u.horoscope_visibility',
        'd.gender',
        'd.dob',
        'd.religion',
        'd.caste',
        'd.state',
        'd.city',
        'd.degree',
        'd.job_type',
        'd.height',
        'd.weight',
        'd.marital_status',
        'd.mother_tongue',
        'd.star',
        'd.raasi',
        'd.dosam',
        'd.diet',
        'd.physical_status',
        'd.residence_country',
        'd.education_level',
        'd.smoking',
        'd.drinking',
        'd.family_values',
        'd.salary',
        'i.id as avatarId',
        'b.chart_chevvai',
        'b.chart_papa',
      ])
      // "Managed with family" (docs/decisions/0074): family_managers' trigger reports a change.
      .select((eb) =>
        eb.exists(eb.selectFrom('family_managers as fm').select('fm.id').whereRef('fm.profile_id', '=', 'u.id')).as('managed'),
      )
      .where('u.is_verified', '=', 1)
      .where('u.deletion_requested_at', 'is', null)
      .where('u.erased_at', 'is', null)
      .where('u.suspended_at', 'is', null)
      // 'Hide my profile' (docs/decisions/0065): out of search, Matches and today's matches.
      .where('u.profile_hidden_at', 'is', null)
      .where('d.gender', 'in', ['Male', 'Female'])
      .where('d.dob', 'is not', null)
  );
}

/** A searchable member: what the index filters on, and what their result card shows. */
export interface SearchableMember {
  profile: IndexedProfile;
  card: CardFields;
}

type Row = {
  userId: number;
  name: string;
  photos_visibility: number;
  id_verified_at: string | null;
  phone_verified_at: string | null;
  last_active_at: string | null;
  hide_last_active: number;
  horoscope_visibility: number;
  gender: string | null;
  dob: string | null;
  religion: string | null;
  caste: string | null;
  state: string | null;
  city: string | null;
  degree: string | null;
  job_type: string | null;
  height: string | null;
  weight: string | null;
  marital_status: string | null;
  mother_tongue: string | null;
  star: string | null;
  raasi: string | null;
  dosam: string | null;
  diet: string | null;
  physical_status: string | null;
  residence_country: string | null;
  education_level: string | null;
  smoking: string | null;
  drinking: string | null;
  family_values: string | null;
  salary: string | null;
  avatarId: number | null;
  chart_chevvai: number | null;
  chart_papa: number | null;
  /** PostgreSQL answers EXISTS with a boolean, SQLite with 0 or 1. */
  managed: boolean | number;
};

function toMember(r: Row): SearchableMember {
  const gender = r.gender as Gender;
  const dob = r.dob!;
  // An unsaid country is India, for search and Matches alike (docs/decisions/0041).
  const country = r.residence_country ?? HOME_COUNTRY;
  const activeDay = r.last_active_at === null ? null : indiaDayOf(r.last_active_at);
  // A member who hides their horoscope takes no part in "charts agree": as if without a chart.
  const chart = chartSearchable(r) && r.chart_chevvai !== null && r.chart_papa !== null;
  return {
    profile: {
      userId: r.userId,
      gender,
      dob,
      religion: r.religion,
      caste: r.caste,
      state: r.state,
      city: r.city,
      marital_status: r.marital_status,
      mother_tongue: r.mother_tongue,
      star: r.star,
      raasi: r.raasi,
      dosam: r.dosam,
      job_type: r.job_type,
      id_verified: r.id_verified_at ? 'yes' : null,
      diet: r.diet,
      physical_status: r.physical_status,
      residence_country: country,
      residence: livesAbroad(country) ? RESIDENCE_ABROAD : HOME_COUNTRY,
      education_level: r.education_level,
      smoking: r.smoking,
      drinking: r.drinking,
      family_values: r.family_values,
      chevvai: chart ? (r.chart_chevvai === 1 ? 'yes' : 'no') : null,
      papa: chart ? r.chart_papa : null,
      // Heights and weights as comparable numbers (inches, kg); the stored option values do not change.
      height: profileHeightInches(r.height),
      weight: profileWeightKg(r.weight),
      // A salary is free text: read as rupees a month where it can be, else unknown (passes a floor).
      income: monthlyRupees(r.salary),
      lastActiveDay: activeDay,
    },
    card: {
      userId: r.userId,
      name: r.name,
      gender,
      dob,
      degree: r.degree,
      jobType: r.job_type,
      height: r.height,
      city: r.city,
      state: r.state,
      photosLocked: r.photos_visibility === 1,
      idVerified: r.id_verified_at !== null,
      phoneVerified: r.phone_verified_at !== null,
      avatarId: r.avatarId,
      diet: r.diet,
      residenceCountry: country,
      star: r.star,
      raasi: r.raasi,
      caste: r.caste,
      // A member who hides it shows no band to anyone.
      lastActiveDay: r.hide_last_active === 1 ? null : activeDay,
      managedWithFamily: Boolean(r.managed),
    },
  };
}

/** One batch of the index loader (exported so the benchmark can show its plan). */
export function searchableBatchQuery(db: Kysely<Database>, after: number, batchSize: number) {
  return searchable(db).where('u.id', '>', after).orderBy('u.id').limit(batchSize);
}

/** Every searchable member, in batches by id (the primary key walks them cheaply). */
export async function* searchableBatches(db: Kysely<Database>, batchSize = 20_000): AsyncGenerator<SearchableMember[]> {
  let after = 0;
  for (;;) {
    const rows = await searchableBatchQuery(db, after, batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map(toMember);
    after = rows[rows.length - 1]!.userId;
  }
}

/** These members as search sees them now; a member who is not searchable is simply absent. */
export async function searchableByIds(db: Kysely<Database>, ids: number[]): Promise<SearchableMember[]> {
  if (ids.length === 0) return [];
  return (await searchable(db).where('u.id', 'in', ids).execute()).map(toMember);
}

/** The change log after `since` (ISO time; all of it when undefined), oldest first (exported so the benchmark can show its plan). */
export function changesQuery(db: Kysely<Database>, since: string | undefined) {
  const query = db.selectFrom('search_changes').select(['id', 'user_id', 'changed_at']).orderBy('id');
  return since === undefined ? query : query.where('changed_at', '>', since);
}

/** The changes the triggers recorded after `since` (ISO time; all when undefined). */
export function changesSince(db: Kysely<Database>, since: string | undefined) {
  return changesQuery(db, since).execute();
}

/** When the newest change in the log was recorded; undefined when the log is empty. */
export async function latestChangeTime(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('search_changes')
    .select((eb) => eb.fn.max('changed_at').as('newest'))
    .executeTakeFirst();
  return row?.newest ?? undefined;
}

export async function pruneSearchChanges(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('search_changes').where('changed_at', '<', before).execute();
}

/**
 * The tables whose writes record search changes: those the change log's triggers watch
 * (migration 0014). Read from the database, so the triggers stay the one list.
 */
export async function searchChangeTables(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const query =
    engine === 'postgres'
      ? sql<{ name: string; watched: string }>`select trigger_name as name, event_object_table as watched
          from information_schema.triggers where trigger_schema = current_schema()`
      : sql<{ name: string; watched: string }>`select name, tbl_name as watched from sqlite_master where type = 'trigger'`;
  const triggers = (await query.execute(db)).rows.filter((row) => row.name.startsWith('search_change_'));
  return [...new Set(triggers.map((row) => row.watched.toLowerCase()))];
}

/**
 * For each table whose search trigger on update watches certain columns only (`after update of
 * …`), those columns, read from the triggers' definitions: an update setting none of them
 * records no search change.
 */
export async function searchChangeColumns(db: Kysely<Database>, engine: Engine): Promise<Map<string, Set<string>>> {
  const query =
    engine === 'postgres'
      ? sql<{ name: string; watched: string; def: string }>`select t.tgname as name, c.relname as watched,
          pg_get_triggerdef(t.oid) as def from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where c.relnamespace = current_schema()::regnamespace and t.tgname like 'search_change_%'`
      : sql<{ name: string; watched: string; def: string }>`select name, tbl_name as watched, sql as def
          from sqlite_master where type = 'trigger' and name like 'search_change_%'`;
  const found = new Map<string, Set<string>>();
  const every = new Set<string>();
  for (const row of (await query.execute(db)).rows) {
    const table = row.watched.toLowerCase();
    if (!/\bupdate\b/i.test(row.def)) continue;
    const columns = /update of (.+?) on /i.exec(row.def)?.[1];
    // An update trigger on every column: any update of the table counts.
    if (!columns) every.add(table);
    else
      for (const c of columns.split(','))
        found.set(table, (found.get(table) ?? new Set()).add(c.trim().replace(/"/g, '').toLowerCase()));
  }
  for (const table of every) found.delete(table);
  return found;
}

/**
 * What Matches need of the member, in one query: their own gender, star, raasi and chart's
 * agreement values, and their
 * partner preferences (absent when not saved), the biodata's among them.
 */
export async function findMatchInputs(db: Kysely<Database>, userId: number) {
  return matchInputsQuery(db, userId).executeTakeFirst();
}

/** The query of findMatchInputs (exported so a test can list the columns Matches read). */
export function matchInputsQuery(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user_details as d')
    .leftJoin('partner_preferences as p', 'p.user_id', 'd.user_id')
    .leftJoin('birth_details as b', 'b.user_id', 'd.user_id')
    .select([
      'd.gender as own_gender',
      'd.star as own_star',
      'd.raasi as own_raasi',
      // "Charts agree" (docs/decisions/0079): the member's own chart's values, null without a birth time.
      'b.chart_chevvai as own_chevvai',
      'b.chart_papa as own_papa',
      'p.user_id as preferences_saved',
      'p.gender',
      'p.age',
      'p.age_min',
      'p.age_max',
      'p.stars',
      'p.income_floor',
      'p.monthly_income',
      'p.height',
      'p.weight',
      'p.marital_status',
      'p.job_type',
      'p.religion',
      'p.caste',
      'p.dosam',
      'p.diet',
      'p.smoking',
      'p.drinking',
      'p.physical_status',
      'p.family_values',
      'p.residence',
      'p.education_level',
    ])
    .where('d.user_id', '=', userId);
}
