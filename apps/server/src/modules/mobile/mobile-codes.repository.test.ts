import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { newMemberDetails, verifiedMember } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { consumeAndVerifyPhone } from './mobile-codes.repository.js';

describe.each(ENGINES)('verifications of one number at the same moment on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  // Each takes the number from the other's account while the database checks that only one has it
  // verified: without the number's lock, PostgreSQL found a deadlock in most of these rounds.
  it('lets exactly one win, round after round, and never fails the other', async () => {
    for (let round = 0; round < 8; round++) {
      const phone = newMemberDetails().phone;
      const members = [await verifiedMember(t.app, { phone }), await verifiedMember(t.app, { phone })];
      const now = new Date();
      const codes = await Promise.all(
        members.map((m) =>
          t.app.ctx.db
            .insertInto('mobile_codes')
            .values({
              user_id: m.userId,
              phone,
              purpose: 'verify',
              code_hash: 'h',
              salt: 's',
              created_at: now.toISOString(),
              expires_at: new Date(now.getTime() + 60_000).toISOString(),
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      );
      const outcomes = await Promise.all(codes.map((code) => consumeAndVerifyPhone(t.app.ctx.db, engine, code, new Date())));
      const winners = outcomes.filter((o) => o !== undefined);
      expect(winners, `round ${round}`).toHaveLength(1);
      // The winner took the number from the other account, which only had it typed.
      const loser = members[outcomes.indexOf(undefined)]!;
      expect(winners[0]!.movedFrom.map((m) => m.id)).toEqual([loser.userId]);
      const rows = await t.app.ctx.db
        .selectFrom('users')
        .select(['phone', 'phone_verified_at'])
        .where(
          'id',
          'in',
          members.map((m) => m.userId),
        )
        .execute();
      expect(rows.filter((r) => r.phone === phone && r.phone_verified_at !== null)).toHaveLength(1);
      expect(rows.filter((r) => r.phone === null)).toHaveLength(1);
    }
  });
});
