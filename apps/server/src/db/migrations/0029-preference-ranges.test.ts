import { PREFERENCE_AGES, PREFERENCE_MONTHLY_INCOMES } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { presentPreferences } from '../../modules/profile/profile.presenter.js';
import { ENGINES } from '../../test/databases.js';
import { createTestDatabase } from '../../test/test-app.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

/** The range and the floor each older band must become (docs/decisions/0066). */
const RANGES: Record<string, [number | null, number | null]> = {
  no_preference: [null, null],
  '18 to 25': [18, 25],
  '25 to 30': [25, 30],
  '30 to 35': [30, 35],
  '35 to 40': [35, 40],
  '40 to 45': [40, 45],
  '45 to 50': [45, 50],
  '50 to 55': [50, 55],
};
const FLOORS: Record<string, number | null> = {
  no_preference: null,
  'Less than 20,000': null,
  '20,000-30,000': 20000,
  '30,000-40,000': 30000,
  '40,000-50,000': 40000,
  '50,000-75,000': 50000,
  '75,000-1,00,000': 75000,
  '1,00,000-1,50,000': 100000,
  '1,50,000-2,00,000': 150000,
  'More than 2,00,000': 200000,
};

describe.each(ENGINES)('migration 0029, preference ranges, on %s', (engine) => {
  it('turns every stored age band and income band into a range and a floor, and keeps the rest', async () => {
    const older = await createTestDatabase(engine);
    try {
      await migrateTo(older.db, engine, '0028-invoices-and-leaving');
      const at = '2025-03-01T10:00:00.000Z';
      // One member per age band, each with an income band in turn (and none for the last).
      const rows: { id: number; age: string; income: string | null; caste: string }[] = [];
      const bands = [...PREFERENCE_AGES, ...PREFERENCE_AGES];
      for (const [n, age] of bands.entries()) {
        const user = await older.db
          .insertInto('users')
          .values({
            name: `M${n}`,
            email: `m${n}@example.com`,
            phone: `98765${String(n).padStart(5, '0')}`,
            password_hash: '!',
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const income = PREFERENCE_MONTHLY_INCOMES[n] ?? null;
        const caste = n % 2 ? 'Pillai' : 'no_preference';
        await older.db
          .insertInto('partner_preferences')
          .values({
            user_id: user.id,
            gender: 'Female',
            age,
            religion: 'Hindu',
            caste,
            monthly_income: income,
            sub_caste: 'Saiva',
            updated_at: at,
          })
          .execute();
        rows.push({ id: user.id, age, income, caste });
      }
      expect(Object.keys(RANGES).sort()).toEqual([...PREFERENCE_AGES].sort());
      expect(Object.keys(FLOORS).sort()).toEqual([...PREFERENCE_MONTHLY_INCOMES].sort());

      await migrateToLatest(older.db, engine);

      for (const { id, age, income, caste } of rows) {
        const row = await older.db
          .selectFrom('partner_preferences')
          .selectAll()
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow();
        const [min, max] = RANGES[age]!;
        expect(row, `${age} / ${income}`).toMatchObject({
          age_min: min,
          age_max: max,
          age: null,
          income_floor: income === null ? null : FLOORS[income],
          monthly_income: null,
          stars: null,
          // Untouched.
          gender: 'Female',
          religion: 'Hindu',
          sub_caste: 'Saiva',
        });
        // The migrated row reads as the member chose it.
        const answered = presentPreferences(row)!;
        expect(answered.age_min).toBe(min);
        expect(answered.castes).toEqual(caste === 'Pillai' ? ['Pillai'] : 'no_preference');
      }
    } finally {
      await older.close();
    }
  });
});
