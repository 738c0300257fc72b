import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, postAs, type Registered } from './members.js';
import { galleryUpload, testJpeg } from './uploads.js';

/** Uploads a photo and a horoscope image for the member, through the API. */
export async function uploadPhotoAndHoroscope(app: FastifyInstance, member: Registered, colour = '#7b1e3a'): Promise<void> {
  for (const [url, name] of [
    ['/api/uploadPhotos', 'family photo.jpg'],
    ['/api/uploadHoroscope', 'jathagam.jpg'],
  ] as const) {
    const { payload, headers } = galleryUpload(member.userId, [{ name, data: await testJpeg({ colour }) }]);
    const response = await app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(member.token) } });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/**
 * Gives `member` records of every kind with `other` (for the data download and erasure): an
 * interest sent to `other`, and one received from `admirer` and declined (two members hold at most
 * one interest between them), a shortlist entry both ways, a block, a conversation with a message
 * from each, a profile view both ways, a payment with its plan and a report each way.
 */
export async function recordsBetween(
  app: FastifyInstance,
  member: Registered,
  other: Registered,
  texts: { mine: string; theirs: string },
  admirer: Registered,
): Promise<{ orderId: string }> {
  const db = app.ctx.db;
  const now = new Date();
  const iso = now.toISOString();
  await db
    .insertInto('interests')
    .values([
      { user_id: member.userId, partner_id: other.userId, status: 'Requested', requested_on: iso, updated_on: iso },
      { user_id: admirer.userId, partner_id: member.userId, status: 'Rejected', requested_on: iso, updated_on: iso },
    ])
    .execute();
  await db
    .insertInto('shortlists')
    .values([
      { user_id: member.userId, profile_id: other.userId, created_at: iso },
      { user_id: other.userId, profile_id: member.userId, created_at: iso },
    ])
    .execute();
  const [a, b] = member.userId < other.userId ? [member.userId, other.userId] : [other.userId, member.userId];
  const conversation = await db
    .insertInto('conversations')
    .values({ member_a: a, member_b: b, created_at: iso, last_message_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values([
      {
        conversation_id: conversation.id,
        sender_id: member.userId,
        text: texts.mine,
        warnings: '[]',
        client_id: null,
        sent_at: iso,
      },
      {
        conversation_id: conversation.id,
        sender_id: other.userId,
        text: texts.theirs,
        warnings: '[]',
        client_id: null,
        sent_at: iso,
      },
    ])
    .execute();
  const month = iso.slice(0, 7);
  await db
    .insertInto('profile_views')
    .values([
      { viewer_id: member.userId, month, viewed_id: other.userId, viewed_at: iso },
      { viewer_id: other.userId, month, viewed_id: member.userId, viewed_at: iso },
    ])
    .execute();
  const orderId = `TEST${Date.now()}${member.userId}`;
  const order = await db
    .insertInto('payment_orders')
    .values({
      order_id: orderId,
      reference: `REF${member.userId}${Date.now() % 100000}`,
      user_id: member.userId,
      plan_id: 2,
      amount: 499900,
      method: 'gateway',
      provider: 'sandbox',
      status: 'COMPLETED',
      extra_days: 0,
      locale: 'en',
      created_at: iso,
      updated_at: iso,
      completed_at: iso,
      expires_at: iso,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('member_plans')
    .values({
      user_id: member.userId,
      plan_id: 2,
      plan_price: 499900,
      status: 'Approved',
      starts_at: iso,
      expires_at: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      created_at: iso,
      payment_id: order.id,
    })
    .execute();
  await db
    .insertInto('reports')
    .values([
      {
        reference: `R-M${member.userId}X`,
        kind: 'report',
        reporter_id: member.userId,
        reported_id: other.userId,
        reason: 'fake_profile',
        note: 'Photos are of a film actor',
        created_at: iso,
      },
      {
        reference: `R-O${other.userId}X`,
        kind: 'report',
        reporter_id: other.userId,
        reported_id: member.userId,
        reason: 'other',
        note: 'Their own private note',
        created_at: iso,
      },
    ])
    .execute();
  expect((await postAs(app, member.token, '/api/block', { user_id: other.userId })).statusCode).toBe(200);
  return { orderId };
}
