import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OutboxEntry } from '../lib/mail/outbox-mailer.js';
import { setPremium } from '../modules/users/users.repository.js';

let counter = 0;

/** Registration details that no other test uses. */
export function newMemberDetails(overrides: Partial<Record<'name' | 'email' | 'phone' | 'password', string>> = {}) {
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

/** A verified premium member (payments come later: for now premium is a database state). */
export async function premiumMember(app: FastifyInstance): Promise<Registered> {
  const member = await verifiedMember(app);
  await setPremium(app.ctx.db, member.userId, 1);
  return member;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
