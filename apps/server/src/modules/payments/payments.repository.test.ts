import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById, planEnd } from '@inai/shared';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { ENGINES } from '../../test/databases.js';
import { createTestDatabase } from '../../test/test-app.js';
import { activationFor } from '../plans/plan-activation.js';
import { findActivePlan, insertMemberPlan } from '../plans/plans.repository.js';
import {
  claimDueOrders,
  claimReceipt,
  completeAndActivate,
  DuplicateReference,
  finishOrder,
  insertOrder,
  type PaymentOrderRow,
} from './payments.repository.js';

const gold = planById(2)!;
const silver = planById(1)!;
const DAY = 86_400_000;

describe.each(ENGINES)('the payments data layer on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let counter = 0;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await migrateToLatest(database.db, engine);
  });
  afterAll(async () => database.close());

  const member = async () => {
    const now = new Date().toISOString();
    const row = await database.db
      .insertInto('users')
      .values({
        name: 'M',
        email: `m${++counter}.${Date.now()}@example.com`,
        phone: `9${String(Date.now()).slice(-5)}${String(counter).padStart(4, '0')}`,
        password_hash: '!',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const newOrder = async (userId: number, plan = gold, now = new Date()) =>
    insertOrder(
      database.db,
      {
        orderId: `INAIrepo${++counter}${Date.now()}`,
        reference: `Order_${100_000 + counter}`,
        userId,
        planId: plan.id,
        amount: plan.price,
        method: 'gateway',
        provider: 'sandbox',
        extraDays: 0,
        locale: 'en',
        expiresAt: new Date(now.getTime() + 20 * 60_000),
        nextPollAt: new Date(now.getTime() + 20_000),
      },
      now,
    );
  const complete = (order: PaymentOrderRow, now = new Date()) =>
    completeAndActivate(
      database.db,
      engine,
      order,
      { paymentMode: 'UPI', transactionId: 'T', receivedAmount: order.amount },
      (plans) => activationFor(planById(order.plan_id)!, plans, now),
      { gstin: null, stateCode: '33' },
      now,
    );
  const plansOf = (userId: number) =>
    database.db.selectFrom('member_plans').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('keeps the plans of a database from before payments, with no payment', async () => {
    const older = await createTestDatabase(engine);
    try {
      await migrateTo(older.db, engine, '0005-member-locale');
      const now = new Date().toISOString();
      const user = await older.db
        .insertInto('users')
        .values({ name: 'K', email: 'k@example.com', phone: '9876543210', password_hash: '!', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await older.db
        .insertInto('member_plans')
        .values({
          user_id: user.id,
          plan_id: 2,
          plan_price: gold.price,
          status: 'Approved',
          starts_at: now,
          expires_at: new Date(Date.now() + DAY).toISOString(),
          created_at: now,
        })
        .execute();
      await migrateToLatest(older.db, engine);
      expect(await findActivePlan(older.db, user.id, new Date())).toMatchObject({ plan_id: 2, payment_id: null });
    } finally {
      await older.close();
    }
  });

  it('counts a plan only from its start', async () => {
    const userId = await member();
    const now = new Date();
    await insertMemberPlan(
      database.db,
      {
        userId,
        planId: 1,
        planPrice: silver.price,
        status: 'Approved',
        startsAt: new Date(now.getTime() + DAY),
        expiresAt: new Date(now.getTime() + 30 * DAY),
      },
      now,
    );
    expect(await findActivePlan(database.db, userId, now)).toBeUndefined();
    expect(await findActivePlan(database.db, userId, new Date(now.getTime() + 2 * DAY))).toMatchObject({ plan_id: 1 });
  });

  it('refuses a second order with the same reference (a retry draws another)', async () => {
    const userId = await member();
    const first = await newOrder(userId);
    await expect(
      insertOrder(
        database.db,
        {
          ...first,
          orderId: 'INAIother',
          reference: first.reference,
          userId,
          planId: 2,
          method: 'gateway',
          provider: 'sandbox',
          extraDays: 0,
          locale: 'en',
          expiresAt: new Date(),
          nextPollAt: new Date(),
        },
        new Date(),
      ),
    ).rejects.toBeInstanceOf(DuplicateReference);
  });

  it('activates exactly one plan when many complete the same order at once', async () => {
    const userId = await member();
    const order = await newOrder(userId);
    const results = await Promise.all(Array.from({ length: 10 }, () => complete(order)));
    expect(results.filter((r) => r !== undefined)).toHaveLength(1);
    const plans = await plansOf(userId);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ payment_id: order.id, plan_id: 2, status: 'Approved' });
    // A final order moves no further.
    expect(
      await finishOrder(
        database.db,
        order.id,
        'FAILED',
        { paymentMode: null, transactionId: null, receivedAmount: null, failureCode: null, reviewReason: null },
        new Date(),
      ),
    ).toBe(false);
    expect(await complete(order)).toBeUndefined();
  });

  it('serialises two orders of one member completing at once: the second queues behind the first', async () => {
    const userId = await member();
    const [a, b] = [await newOrder(userId), await newOrder(userId)];
    const now = new Date();
    const [first, second] = await Promise.all([complete(a, now), complete(b, now)]);
    const plans = await plansOf(userId);
    expect(plans).toHaveLength(2);
    expect([first, second].every(Boolean)).toBe(true);
    const [earlier, later] = [...plans].sort((x, y) => x.starts_at.localeCompare(y.starts_at));
    expect(earlier!.starts_at).toBe(now.toISOString());
    expect(later!.starts_at).toBe(earlier!.expires_at);
    expect(later!.expires_at).toBe(planEnd(gold, new Date(earlier!.expires_at)).toISOString());
  });

  it('lets each due order be claimed by one caller only', async () => {
    const userId = await member();
    const now = new Date();
    const orders = await Promise.all(Array.from({ length: 4 }, () => newOrder(userId, silver, new Date(now.getTime() - 60_000))));
    const ids = new Set(orders.map((o) => o.id));
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueOrders(database.db, now, 30_000, 10)));
    const claimed = claims.flat().filter((o) => ids.has(o.id));
    expect(claimed).toHaveLength(4);
    expect(new Set(claimed.map((o) => o.id)).size).toBe(4);
    expect(claims.flat().every((o) => o.lease_until === new Date(now.getTime() + 30_000).toISOString())).toBe(true);
  });

  it('lets one caller claim a receipt', async () => {
    const userId = await member();
    const order = await newOrder(userId);
    expect(await claimReceipt(database.db, order.id, new Date())).toBeUndefined(); // not completed yet
    await complete(order);
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimReceipt(database.db, order.id, new Date())));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
