import { addDays, latestBirthDate, PRIVACY_RIGHTS, todayInIndia, type AccountDeletionAnswer } from '@inai/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { recordsBetween, uploadPhotoAndHoroscope } from '../../test/member-records.js';
import { bearer, freshAddress, mailsTo, memberWithProfile, postAs, waitForMails, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eraseDueAccounts } from './account-erasure.js';

const dob = addDays(latestBirthDate(todayInIndia(), 29), -5);
const DAY_MS = 86_400_000;

describe.each(ENGINES)('deleting an account (DPDP Act 2023) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const login = async (member: Registered, password = member.details.password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.details.email, password },
      remoteAddress: freshAddress(),
    });
  const deletion = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/account/deletion', headers: bearer(token) })).json<AccountDeletionAnswer>();
  const signedIn = async (token: string) => (await postAs(t.app, token, '/api/getLoggedInUserProfile')).statusCode === 200;

  it('asks for the password again: a wrong or missing one is a 400 with the field message, and nothing changes', async () => {
    const member = await memberWithProfile(t.app, { gender: 'Female', dob });
    const wrong = await postAs(t.app, member.token, '/api/account/delete', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'delete_password_wrong',
      errors: { password: expect.stringMatching(/password/i) },
    });
    const missing = await postAs(t.app, member.token, '/api/account/delete', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.password).toMatch(/password/i);
    expect(await deletion(member.token)).toMatchObject({ requested_at: null, erase_at: null });
    expect(t.app.ctx.search.index.has(member.userId)).toBe(true);
  });

  it('refuses deletion for a while after five wrong passwords', async () => {
    const member = await memberWithProfile(t.app, { gender: 'Male', dob });
    for (let i = 0; i < 5; i++) {
      expect((await postAs(t.app, member.token, '/api/account/delete', { password: `wrong-${i}` })).statusCode).toBe(400);
    }
    const refused = await postAs(t.app, member.token, '/api/account/delete', { password: member.details.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_deletions');
  });

  it('takes the member out of search, ends their other sessions and mails the date; logging in again keeps the account', async () => {
    const member = await memberWithProfile(t.app, { gender: 'Female', dob });
    const other = (await login(member)).json().token as string;
    expect(await signedIn(other)).toBe(true);

    const asked = await postAs(t.app, member.token, '/api/account/delete', { password: member.details.password });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = asked.json<AccountDeletionAnswer>();
    expect(Date.parse(answer.erase_at!) - Date.parse(answer.requested_at!)).toBe(PRIVACY_RIGHTS.deletionGraceDays * DAY_MS);
    expect(answer.message).toMatch(/will be erased on/);
    expect(t.app.ctx.search.index.has(member.userId)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(member.token)).toBe(true);
    expect(await deletion(member.token)).toMatchObject({ requested_at: answer.requested_at, erase_at: answer.erase_at });
    const [scheduled] = await waitForMails(t.app, member.details.email, 2);
    expect(scheduled!.subject).toMatch(/will be erased on/);
    expect(scheduled!.text).toMatch(/Log in before/);

    const back = await login(member);
    expect(back.statusCode).toBe(200);
    expect(back.json().deletion_cancelled).toBe(true);
    expect(await deletion(member.token)).toMatchObject({ requested_at: null, erase_at: null });
    expect(t.app.ctx.search.index.has(member.userId)).toBe(true);
    const mails = await waitForMails(t.app, member.details.email, 3);
    expect(mails.map((m) => m.subject)).toContain('Your Inai Matrimony account will not be deleted');
    // An ordinary login afterwards says nothing of deletion.
    expect((await login(member)).json().deletion_cancelled).toBeUndefined();
  });

  it('offers hiding the profile instead: out of search and back again, with the plan kept', async () => {
    const member = await memberWithProfile(t.app, { gender: 'Female', dob });
    expect(await deletion(member.token)).toMatchObject({ profile_hidden: false, reason: null });
    const hidden = await postAs(t.app, member.token, '/api/account/hide', { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      profile_hidden: true,
      requested_at: null,
      message: "Your profile is hidden. Nobody finds it in search, Matches or Today's matches.",
    });
    expect(t.app.ctx.search.index.has(member.userId)).toBe(false);
    expect(await signedIn(member.token)).toBe(true);
    const shown = await postAs(t.app, member.token, '/api/account/hide', { hidden: false }, { 'accept-language': 'ta' });
    expect(shown.json()).toMatchObject({ profile_hidden: false });
    expect(t.app.ctx.search.index.has(member.userId)).toBe(true);
    expect((await postAs(t.app, member.token, '/api/account/hide', { hidden: 'yes' })).statusCode).toBe(400);
  });

  it("'We found a match' closes the account with that reason and congratulations; keeping it clears the reason", async () => {
    const member = await memberWithProfile(t.app, { gender: 'Male', dob });
    const closed = await postAs(t.app, member.token, '/api/account/delete', {
      password: member.details.password,
      reason: 'found_match',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      reason: 'found_match',
      message: expect.stringMatching(
        /^Congratulations to you and your families! Your profile is hidden from everyone, and your account will be erased on /,
      ),
    });
    expect(t.app.ctx.search.index.has(member.userId)).toBe(false);
    const [mail] = await waitForMails(t.app, member.details.email, 2);
    expect(mail!.text).toContain('Congratulations on finding your partner!');
    const stored = await t.app.ctx.db
      .selectFrom('users')
      .select('deletion_reason')
      .where('id', '=', member.userId)
      .executeTakeFirst();
    expect(stored).toEqual({ deletion_reason: 'found_match' });
    expect((await postAs(t.app, member.token, '/api/account/keep')).json()).toMatchObject({ reason: null, requested_at: null });
    expect(
      await t.app.ctx.db.selectFrom('users').select('deletion_reason').where('id', '=', member.userId).executeTakeFirst(),
    ).toEqual({ deletion_reason: null });
    const other = await postAs(t.app, member.token, '/api/account/delete', {
      password: member.details.password,
      reason: 'bored',
    });
    expect(other.statusCode).toBe(400);
  });

  it("'Keep my account' cancels a pending deletion", async () => {
    const member = await memberWithProfile(t.app, { gender: 'Male', dob });
    expect((await postAs(t.app, member.token, '/api/account/delete', { password: member.details.password })).statusCode).toBe(
      200,
    );
    const kept = await postAs(t.app, member.token, '/api/account/keep');
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ requested_at: null, erase_at: null, message: expect.stringMatching(/not be deleted/) });
    expect(t.app.ctx.search.index.has(member.userId)).toBe(true);
  });

  it('erases the member after the grace period: rows and files gone, payments and reports kept without the person, the address free again', async () => {
    const member = await memberWithProfile(t.app, { name: 'Ravi', gender: 'Male', dob });
    const other = await memberWithProfile(t.app, { name: 'Lakshmi', gender: 'Female', dob });
    await uploadPhotoAndHoroscope(t.app, member);
    await uploadPhotoAndHoroscope(t.app, other, '#1e7b3a');
    const admirer = await memberWithProfile(t.app, { name: 'Meena', gender: 'Female', dob });
    const { orderId } = await recordsBetween(t.app, member, other, { mine: 'from Ravi', theirs: 'from Lakshmi' }, admirer);
    const db = t.app.ctx.db;
    const paid = await db
      .selectFrom('payment_orders')
      .select(['id', 'amount'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tax_invoices')
      .values({
        payment_id: paid.id,
        financial_year: '2026-27',
        serial: 900_001,
        number: 'IM/26-27/900001',
        issued_at: new Date().toISOString(),
        supplier_gstin: null,
        supplier_state_code: '33',
        buyer_name: 'Ravi',
        buyer_state: 'Tamil Nadu',
        place_of_supply_code: '33',
        sac: '999799',
        rate_percent: 18,
        taxable: paid.amount,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: paid.amount,
      })
      .execute();
    // A code texted to the member's number: its row names the number.
    expect((await postAs(t.app, member.token, '/api/mobile/send-code', {})).statusCode).toBe(200);
    expect(
      await db.selectFrom('mobile_codes').select('id').where('user_id', '=', member.userId).executeTakeFirst(),
    ).toBeDefined();
    // A sign-in alert and an e-mail step of a sign-in by text: they name the account and its number.
    const at = new Date().toISOString();
    await db
      .insertInto('sign_in_alerts')
      .values({ user_id: member.userId, kind: 'sign_in', created_at: at, expires_at: at })
      .execute();
    await db
      .insertInto('email_step_codes')
      .values({
        user_id: member.userId,
        purpose: 'sign_in',
        phone: member.details.phone,
        token_hash: `step-${member.userId}`,
        code_hash: 'h',
        salt: 's',
        created_at: at,
        expires_at: at,
      })
      .execute();
    const keys = (await db.selectFrom('user_images').select('storage_key').where('user_id', '=', member.userId).execute())
      .concat(await db.selectFrom('user_horoscopes').select('storage_key').where('user_id', '=', member.userId).execute())
      .map((r) => r.storage_key);
    const otherKeys = (
      await db.selectFrom('user_images').select('storage_key').where('user_id', '=', other.userId).execute()
    ).map((r) => r.storage_key);
    expect((await postAs(t.app, member.token, '/api/account/delete', { password: member.details.password })).statusCode).toBe(
      200,
    );

    // Within the grace period nothing is erased.
    expect(await eraseDueAccounts(t.app.ctx, t.app.log, new Date(Date.now() + 6 * DAY_MS))).toBe(0);
    expect(
      await db.selectFrom('user_details').select('user_id').where('user_id', '=', member.userId).executeTakeFirst(),
    ).toBeDefined();

    expect(await eraseDueAccounts(t.app.ctx, t.app.log, new Date(Date.now() + 7 * DAY_MS + 60_000))).toBe(1);
    // Another run (another instance) finds nothing more to do.
    expect(await eraseDueAccounts(t.app.ctx, t.app.log, new Date(Date.now() + 7 * DAY_MS + 60_000))).toBe(0);

    const id = member.userId;
    const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
    const rows = (
      table:
        | 'user_details'
        | 'partner_preferences'
        | 'user_images'
        | 'user_horoscopes'
        | 'sessions'
        | 'otp_codes'
        | 'mobile_codes'
        | 'email_step_codes'
        | 'sign_in_alerts'
        | 'password_resets',
    ) =>
      count(
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow(),
      );
    for (const table of [
      'user_details',
      'partner_preferences',
      'user_images',
      'user_horoscopes',
      'sessions',
      'otp_codes',
      'mobile_codes',
      'email_step_codes',
      'sign_in_alerts',
      'password_resets',
    ] as const) {
      expect(await rows(table), table).toBe(0);
    }
    const either = async (
      table: 'interests' | 'shortlists' | 'blocks' | 'conversations' | 'profile_views',
      a: string,
      b: string,
    ) =>
      count(
        sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(a)} = ${id} or ${sql.ref(b)} = ${id}`
          .execute(db)
          .then((r) => r.rows[0]!),
      );
    expect(await either('interests', 'user_id', 'partner_id')).toBe(0);
    expect(await either('shortlists', 'user_id', 'profile_id')).toBe(0);
    expect(await either('blocks', 'blocker_id', 'blocked_id')).toBe(0);
    expect(await either('conversations', 'member_a', 'member_b')).toBe(0);
    expect(await either('profile_views', 'viewer_id', 'viewed_id')).toBe(0);
    expect(
      await count(
        db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sender_id', '=', id)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(0);

    // Files gone from disk; the other member's stay.
    const stored = await t.app.ctx.storage.list();
    for (const key of keys) expect(stored.filter((s) => s.startsWith(key))).toEqual([]);
    for (const key of otherKeys) expect(stored.filter((s) => s.startsWith(key)).length).toBe(3);

    // What law keeps stays, pointing at the anonymised row.
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Deleted member', signup_ip: null, locale: null, is_verified: 0 });
    expect(user.email).not.toBe(member.details.email);
    expect(user.email).toMatch(/\.invalid$/);
    expect(user.phone).not.toBe(member.details.phone);
    expect(user.erased_at).not.toBeNull();
    expect(await db.selectFrom('payment_orders').select('user_id').where('order_id', '=', orderId).executeTakeFirst()).toEqual({
      user_id: id,
    });
    // The tax invoice stays, as issued, but no longer names the member.
    const invoice = await db
      .selectFrom('tax_invoices as i')
      .innerJoin('payment_orders as o', 'o.id', 'i.payment_id')
      .select(['i.buyer_name', 'i.number'])
      .where('o.order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ buyer_name: 'Deleted member', number: 'IM/26-27/900001' });
    expect((await db.selectFrom('member_plans').select('id').where('user_id', '=', id).execute()).length).toBe(1);
    expect(
      (
        await db
          .selectFrom('reports')
          .select('id')
          .where((eb) => eb.or([eb('reporter_id', '=', id), eb('reported_id', '=', id)]))
          .execute()
      ).length,
    ).toBe(2);
    const audit = await db.selectFrom('audit_log').selectAll().where('target_user_id', '=', id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'account_erased', actor_id: null });
    const details = JSON.parse(audit.details!);
    expect(details.kept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ what: 'payment_orders', count: 1, why: expect.stringMatching(/Income-tax Act 1961 s\.44AA/) }),
      ]),
    );
    // The other member's records are untouched, apart from what they shared with Ravi.
    expect(
      await db.selectFrom('user_details').select('user_id').where('user_id', '=', other.userId).executeTakeFirst(),
    ).toBeDefined();
    expect(t.app.ctx.search.index.has(id)).toBe(false);

    // The erased account cannot log in, and the same person may register again.
    expect((await login(member)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: member.details,
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().user.id).not.toBe(id);
    expect((await mailsTo(t.app, member.details.email)).length).toBeGreaterThan(0);
  });

  it('does not erase a member who logged in during the grace period', async () => {
    const member = await memberWithProfile(t.app, { gender: 'Female', dob });
    expect((await postAs(t.app, member.token, '/api/account/delete', { password: member.details.password })).statusCode).toBe(
      200,
    );
    expect((await login(member)).statusCode).toBe(200);
    expect(await eraseDueAccounts(t.app.ctx, t.app.log, new Date(Date.now() + 8 * DAY_MS))).toBe(0);
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select(['email', 'erased_at'])
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: member.details.email, erased_at: null });
  });
});
