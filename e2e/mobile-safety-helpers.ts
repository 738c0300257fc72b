import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { createMember, expect, otpIn, waitForMail, type OutboxMail } from './fixtures';
import { memberCall } from './member-helpers';
import { textsIn } from './mobile-sign-in-helpers';

/**
 * The members of these specs have no profile (nothing of theirs shows in search), so any state
 * serves; what they test is the number's ownership (docs/decisions/0055).
 */

/** Writes to the server's database file, as the other specs do for what the clock or an operator would do. */
function inDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/** As if the number's last texted code had been entered `days` ago, and its last text sent a minute ago. */
export function numberLastProven(phone: string, days: number): void {
  inDatabase((db) => {
    db.prepare('update users set phone_proven_at = ? where phone = ?').run(
      new Date(Date.now() - days * 86_400_000).toISOString(),
      phone,
    );
  });
}

/** As a number verified before the rule that only a verified address may verify one: on an unverified account. */
export function verifiedOnUnverifiedAccount(memberId: number): void {
  inDatabase((db) => {
    const at = new Date().toISOString();
    db.prepare('update users set phone_verified_at = ?, phone_proven_at = ? where id = ?').run(at, at, memberId);
  });
}

/** The newest mail to `to` whose text holds `text`. */
export function mailSaying(request: APIRequestContext, to: string, text: string): Promise<OutboxMail> {
  return waitForMail(request, to, new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** The code of the e-mail step mailed to the member, in their language. */
export async function emailStepCode(request: APIRequestContext, email: string, locale: 'en' | 'ta') {
  return otpIn(await mailSaying(request, email, textsIn(locale)('mail.emailStep.warning')));
}

/** The "Not you?" link of the newest sign-in alert to `email`, as a path on this server. */
export async function notMeLink(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(request, email, /\/not-me\?t=/);
  const url = new URL(/https?:\/\/\S+\/not-me\?t=[^\s"<]+/.exec(mail.text)![0]);
  return url.pathname + url.search;
}

/** Two accounts typed one number; the second verifies it, and the first is left without any. */
export async function memberWhoseNumberMoved(request: APIRequestContext, readCode: (phone: string) => Promise<string>) {
  const typist = await createMember(request, { name: 'Malar Sekar' });
  const owner = await createMember(request, { name: 'Number Owner', phone: typist.phone });
  await memberCall(request, owner.token, 'mobile/send-code', {});
  await memberCall(request, owner.token, 'mobile/verify', { code: await readCode(owner.phone) });
  return typist;
}

/** A reset link requested through the API for `email`, as a path on this server. */
export async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/forgot-password', { data: { email } })).status()).toBe(200);
  const mail = await waitForMail(request, email, /\/reset-password\?token=/);
  const url = new URL(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  return url.pathname + url.search;
}
