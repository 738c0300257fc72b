import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OutboxEntry } from '../lib/mail/outbox-mailer.js';
import { planById, type PaymentStatusAnswer } from '@inai/shared';
import { insertMemberPlan } from '../modules/plans/plans.repository.js';

let counter = 0;

/** Registration details that no other test uses; `locale` is sent only when given. */
export function newMemberDetails(
  overrides: Partial<Record<'name' | 'email' | 'phone' | 'password', string>> & { locale?: string } = {},
) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  return {
    name: 'Kavya Raman',
    email: `kavya.${unique}@example.com`,
    phone: `9${String(Date.now() * 100 + counter).slice(-9)}`,
    password: 'Jasmine-garland-42',
    ...overrides,
  };
}

/**
 * A basic profile section that passes updateProfile's checks (Madurai, 5.4, never married); the
 * caller gives the member and what its test reads back.
 */
export function basicProfile(
  section: { user_id?: number; gender: string; dob: string; address?: string } & Record<string, unknown>,
) {
  return {
    state: 'Tamil Nadu',
    city: 'Madurai',
    height: '5.4',
    weight: '55-60',
    fathers_name: 'Raman',
    mothers_name: 'Lakshmi',
    marital_status: 'Never Married',
    ...section,
  };
}

/** A fresh client address per call, so per-address limits of one test leave the others alone. */
export function freshAddress(): string {
  return `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;
}

/** Mail in the dev outbox to `to`, newest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  return (await app.ctx.outbox!.list()).filter((m) => m.to === to);
}

/** Waits (briefly) until `count` mails to `to` exist; for mail sent after the answer. */
export async function waitForMails(app: FastifyInstance, to: string, count: number): Promise<OutboxEntry[]> {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(app, to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  return mailsTo(app, to);
}

/** The 6-digit code in an OTP mail. */
export function codeIn(mail: OutboxEntry | undefined): string {
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, 'an OTP mail with a 6-digit code').toBeDefined();
  return code!;
}

export interface Registered {
  details: ReturnType<typeof newMemberDetails>;
  token: string;
  otpToken: string;
  userId: number;
  code: string;
}

/** Registers through the API and reads the code from the outbox. */
export async function register(
  app: FastifyInstance,
  overrides: Parameters<typeof newMemberDetails>[0] = {},
): Promise<Registered> {
  const details = newMemberDetails(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: details, remoteAddress: freshAddress() });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  const [mail] = await mailsTo(app, details.email);
  return { details, token: body.token, otpToken: body.otpToken, userId: body.user.id, code: codeIn(mail) };
}

/** A registered member who has verified their e-mail. */
export async function verifiedMember(
  app: FastifyInstance,
  overrides: Parameters<typeof newMemberDetails>[0] = {},
): Promise<Registered> {
  const member = await register(app, overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { otpToken: member.otpToken, otp: member.code },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return member;
}

/**
 * Gives a member a plan straight in the database: a factory for tests about what plans allow.
 * Members get plans only through payments (`buyPlan` walks that path).
 */
export async function givePlan(
  app: FastifyInstance,
  userId: number,
  planId: 1 | 2 | 3,
  options: { expiresInDays?: number; status?: string } = {},
) {
  const plan = planById(planId)!;
  const now = new Date();
  await insertMemberPlan(
    app.ctx.db,
    {
      userId,
      planId,
      planPrice: plan.price,
      status: options.status ?? 'Approved',
      startsAt: now,
      expiresAt: new Date(now.getTime() + (options.expiresInDays ?? 30) * 86_400_000),
    },
    now,
  );
}

/** A verified member with an active plan (Gold unless told otherwise). */
export async function premiumMember(app: FastifyInstance, planId: 1 | 2 | 3 = 2): Promise<Registered> {
  const member = await verifiedMember(app);
  await givePlan(app, member.userId, planId);
  return member;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SearchableProfile {
  name?: string;
  gender: 'Male' | 'Female';
  dob: string;
  religion?: string | null;
  caste?: string | null;
  state?: string;
  city?: string;
  degree?: string | null;
  job_type?: string | null;
  height?: string;
}

/** A verified member with a saved profile, through the API (register, verify, save sections). */
export async function memberWithProfile(app: FastifyInstance, profile: SearchableProfile): Promise<Registered> {
  const member = await verifiedMember(app, profile.name ? { name: profile.name } : {});
  const save = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(member.token),
      payload: { user_id: member.userId, ...payload },
    });
  const basic = await save({
    gender: profile.gender,
    dob: profile.dob,
    state: profile.state ?? 'Tamil Nadu',
    city: profile.city ?? 'Madurai',
    height: profile.height ?? '5.4',
    weight: '55-60',
    fathers_name: 'Father',
    mothers_name: 'Mother',
    address: 'Address',
    marital_status: 'Never Married',
  });
  expect(basic.statusCode, basic.body).toBe(200);
  if (profile.religion)
    expect((await save({ religion: profile.religion, caste: profile.caste ?? 'Other' })).statusCode).toBe(200);
  if (profile.degree || profile.job_type)
    expect((await save({ degree: profile.degree, job_type: profile.job_type })).statusCode).toBe(200);
  return member;
}

let factoryCounter = 0;
/**
 * A searchable member made straight in the database (no password, cannot sign in): for tests
 * that need many profiles to look at, such as the monthly view quota.
 */
export async function searchableInDatabase(app: FastifyInstance, profile: SearchableProfile): Promise<number> {
  factoryCounter += 1;
  const now = new Date().toISOString();
  const unique = `${Date.now().toString(36)}${factoryCounter}${randomBytes(2).toString('hex')}`;
  const user = await app.ctx.db
    .insertInto('users')
    .values({
      name: profile.name ?? `Member ${factoryCounter}`,
      email: `factory.${unique}@example.com`,
      phone: `8${String(Date.now() * 100 + factoryCounter).slice(-9)}`,
      password_hash: '!',
      is_verified: 1,
      created_at: now,
      updated_at: now,
      last_active_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.ctx.db
    .insertInto('user_details')
    .values({
      user_id: user.id,
      gender: profile.gender,
      dob: profile.dob,
      religion: profile.religion ?? null,
      caste: profile.caste ?? null,
      state: profile.state ?? 'Tamil Nadu',
      city: profile.city ?? 'Madurai',
      height: profile.height ?? '5.4',
      degree: profile.degree ?? null,
      job_type: profile.job_type ?? null,
      marital_status: 'Never Married',
      updated_at: now,
    })
    .execute();
  return user.id;
}

/** A JSON POST with the member's session. */
export function postAs(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: object = {},
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload, remoteAddress: freshAddress() });
}

/**
 * Buys a plan as a member does with the sandbox gateway: payment/initiate, the sandbox page's
 * success button, then payment-status. Returns the order id and the status answer.
 */
export async function buyPlan(app: FastifyInstance, member: Registered, planId: 1 | 2 | 3) {
  const initiated = await postAs(app, member.token, '/api/payment/initiate', {
    amount: planById(planId)!.price,
    user_id: member.userId,
  });
  expect(initiated.statusCode, initiated.body).toBe(201);
  const { orderId } = initiated.json() as { orderId: string };
  const paid = await app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=COMPLETED',
  });
  expect(paid.statusCode, paid.body).toBe(303);
  const status = await postAs(app, member.token, '/api/payment-status', { orderId });
  expect(status.statusCode, status.body).toBe(200);
  return { orderId, status: status.json() as PaymentStatusAnswer };
}
