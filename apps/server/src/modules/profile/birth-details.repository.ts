import type { Kysely, Selectable } from 'kysely';
import type { BirthDetailsTable, Database } from '../../db/schema.js';

export type BirthDetailsRow = Selectable<BirthDetailsTable>;
/** What "charts agree" needs of the chart (docs/decisions/0079), worked out when the details are saved. */
export type ChartAgreementValues = Pick<BirthDetailsRow, 'chart_chevvai' | 'chart_papa'>;
export type BirthDetailsValues = Omit<BirthDetailsRow, 'user_id' | 'updated_at' | keyof ChartAgreementValues>;

export function findBirthDetails(db: Kysely<Database>, userId: number): Promise<BirthDetailsRow | undefined> {
  return db.selectFrom('birth_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function saveBirthDetails(
  db: Kysely<Database>,
  userId: number,
  values: BirthDetailsValues,
  agreement: ChartAgreementValues,
  now: Date,
): Promise<void> {
  const row = { ...values, ...agreement, updated_at: now.toISOString() };
  await db
    .insertInto('birth_details')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

export async function deleteBirthDetails(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('birth_details').where('user_id', '=', userId).execute();
}

/** The chart's agreement values worked out again (a new date of birth moves the chart). */
export async function saveChartAgreement(db: Kysely<Database>, userId: number, agreement: ChartAgreementValues): Promise<void> {
  await db.updateTable('birth_details').set(agreement).where('user_id', '=', userId).execute();
}

/** Birth details with a time whose agreement values are not worked out yet (saved before they existed), a batch at a time. */
export function birthDetailsWithoutAgreement(db: Kysely<Database>, after: number, limit: number) {
  return db
    .selectFrom('birth_details as b')
    .innerJoin('user_details as d', 'd.user_id', 'b.user_id')
    .select(['b.user_id', 'b.birth_time', 'b.latitude', 'b.longitude', 'b.timezone', 'b.updated_at', 'd.dob'])
    .where('b.birth_time', 'is not', null)
    .where('b.chart_chevvai', 'is', null)
    .where('d.dob', 'is not', null)
    .where('b.user_id', '>', after)
    .orderBy('b.user_id')
    .limit(limit)
    .execute();
}

/**
 * Fills one row's agreement values, unless the details changed since they were read (then the
 * save that changed them wrote its own).
 */
export async function fillChartAgreement(
  db: Kysely<Database>,
  userId: number,
  readAt: string,
  agreement: ChartAgreementValues,
): Promise<void> {
  await db
    .updateTable('birth_details')
    .set(agreement)
    .where('user_id', '=', userId)
    .where('updated_at', '=', readAt)
    .where('chart_chevvai', 'is', null)
    .execute();
}
