import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import Database from 'better-sqlite3';
import { createMember, expect } from './fixtures';
import { BASIC, memberCall, photoFile } from './member-helpers';

const openDatabase = () => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
};

/**
 * Makes a member an operator as `npm run admin -- create` does (the role and its audit record,
 * actor: the command line), written straight into the server's SQLite file like grantPlan.
 * The server reads the role with the session on every request.
 */
export function makeOperator(memberId: number) {
  const db = openDatabase();
  try {
    const now = new Date().toISOString();
    db.prepare(`update users set role = 'operator', updated_at = ? where id = ?`).run(now, memberId);
    db.prepare(
      `insert into audit_log (actor_id, action, target_user_id, target_ref, reason, details, created_at)
       values (null, 'operator_created', ?, null, 'Made an operator from the command line', null, ?)`,
    ).run(memberId, now);
  } finally {
    db.close();
  }
}

/** A report row as the member's Report button stores it (test factory); its reference. */
export function insertReport(
  reporterId: number,
  reportedId: number,
  reason = 'asked_for_money',
  note = 'Asked me to send money',
): string {
  const db = openDatabase();
  try {
    const reference = `R-${randomBytes(4).toString('hex').toUpperCase()}`;
    db.prepare(
      `insert into reports (reference, kind, reporter_id, reported_id, reason, note, evidence_key, locale, status, created_at)
       values (?, 'report', ?, ?, ?, ?, null, 'en', 'open', ?)`,
    ).run(reference, reporterId, reportedId, reason, note, new Date().toISOString());
    return reference;
  } finally {
    db.close();
  }
}

/** A verified, searchable woman in a Ladakh city of the test's own. */
export async function searchableWoman(request: APIRequestContext, name: string, city: string) {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Female', state: 'Ladakh', city });
  return member;
}

/** How many women a visitor's search finds in that Ladakh city (the index follows within a second or two). */
export async function expectSearchTotal(request: APIRequestContext, city: string, total: number) {
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/search', {
          data: { gender: 'Female', age: '18 to 30', religion: 'Any', state: 'Ladakh', city },
        });
        return ((await response.json()) as { total: number }).total;
      },
      { timeout: 10_000 },
    )
    .toBe(total);
}

/** A photo sent from the member's gallery, as the Photos page sends it. */
export async function sendPhoto(request: APIRequestContext, member: { id: number; token: string }, colour: string) {
  const response = await request.post('/api/uploadPhotos', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { user_id: String(member.id), files: await photoFile('portrait.jpg', colour) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A UPI QR order for Silver, made as the purchase panel makes it; its reference. */
export async function upiOrder(request: APIRequestContext, token: string) {
  const response = await request.post('/api/payment/initiate', {
    data: { amount: 149_900, method: 'upi' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/**
 * An item that is the operator's own case: each of its decision buttons is disabled and described
 * by the reason shown beside them.
 */
export async function expectOwnCase(item: Locator, buttons: string[], reason: string) {
  await expect(item.getByTestId('own-case')).toHaveText(reason);
  for (const name of buttons) {
    const button = item.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
}
