import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  freshAddress,
  postAs,
  searchableInDatabase,
  verifiedMember,
  waitForMails,
  register,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart, testJpeg, type Part } from '../../test/uploads.js';
import { findReportByReference } from './reports.repository.js';

const REFERENCE = /^R-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;
const ta = translatorFor('ta');

describe.each(ENGINES)('reports on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const target = (name = 'Suresh Kumar') => searchableInDatabase(t.app, { name, gender: 'Male', dob: '1994-02-11' });

  const sendForm = (token: string, parts: Part[], headers: Record<string, string> = {}) => {
    const form = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/report',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token), ...headers },
      remoteAddress: freshAddress(),
    });
  };

  /** Rows straight in the table: a member's earlier reports, at a time the test chooses. */
  async function earlierReports(reporterId: number, count: number, minutesAgo: number, status = 'dismissed') {
    const created = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    for (let i = 0; i < count; i++) {
      await t.app.ctx.db
        .insertInto('reports')
        .values({
          reference: `R-T${reporterId}X${minutesAgo}X${i}`.slice(0, 40),
          kind: 'report',
          reporter_id: reporterId,
          reported_id: null,
          reason: 'other',
          status,
          created_at: created,
        })
        .execute();
    }
  }

  it('stores a report sent as JSON, answers 201 with a reference, and mails the reporter that reference', async () => {
    const reporter = await verifiedMember(t.app, { name: 'Kavya Raman' });
    const reportedId = await target();
    const response = await postAs(t.app, reporter.token, '/api/report', {
      user_id: reportedId,
      reason: 'asked_for_money',
      note: '  He asked for ₹50,000 for customs.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference, ...rest } = response.json();
    expect(reference).toMatch(REFERENCE);
    expect(rest).toEqual({ success: true, message: `We have received your report. Reference ${reference}.` });

    const row = await findReportByReference(t.app.ctx.db, reference);
    expect(row).toMatchObject({
      kind: 'report',
      reporter_id: reporter.userId,
      reported_id: reportedId,
      reason: 'asked_for_money',
      note: 'He asked for ₹50,000 for customs.',
      evidence_key: null,
      status: 'open',
      locale: 'en',
      decided_at: null,
    });

    const [mail] = await waitForMails(t.app, reporter.details.email, 2); // the OTP mail, then this one
    expect(mail!.subject).toBe(`We received your report (reference ${reference})`);
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(`Your reference number is ${reference}.`);
      expect(body).toContain('Suresh Kumar');
      expect(body).toContain('within 24 hours');
    }
  });

  it('keeps a screenshot re-encoded, without its metadata, under an evidence key; the mail is in the member’s language', async () => {
    const reporter = await verifiedMember(t.app, { locale: 'ta' });
    const reportedId = await target('Vignesh');
    const shot = await testJpeg({ gps: true, width: 900, height: 1600 });
    const response = await sendForm(reporter.token, [
      { name: 'user_id', value: String(reportedId) },
      { name: 'reason', value: 'fake_profile' },
      { name: 'note', value: 'இவரது புகைப்படங்கள் ஒரு நடிகருடையவை.' },
      { name: 'screenshot', value: shot, fileName: 'chat.jpg', contentType: 'image/jpeg' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { reference, message } = response.json();
    expect(message).toBe(ta('reports.sent', { reference }));
    const row = await findReportByReference(t.app.ctx.db, reference);
    expect(row).toMatchObject({ reason: 'fake_profile', note: 'இவரது புகைப்படங்கள் ஒரு நடிகருடையவை.', locale: 'ta' });
    expect(row!.evidence_key).toMatch(/^evidence\/[0-9a-f]{2}\/[0-9a-f]{32}-full\.webp$/);

    const stored = await t.app.ctx.storage.open(row!.evidence_key!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const [mail] = await waitForMails(t.app, reporter.details.email, 2);
    expect(mail!.subject).toBe(ta('mail.reportAck.subject', { reference }));
    expect(mail!.html).toContain('<html lang="ta">');
  });

  it.each([
    [{ reason: 'rude' }, 'reason', 'Please choose a reason.'],
    [{ reason: undefined }, 'reason', 'Please choose a reason.'],
    [{ note: 'x'.repeat(REPORT_LIMITS.noteMax + 1) }, 'note', 'The note must be at most 1,000 characters.'],
    [{ user_id: 'abc' }, 'user_id', 'Profile not found.'],
  ])('refuses %o with a message for %s and stores nothing', async (change, field, text) => {
    const reporter = await verifiedMember(t.app);
    const reportedId = await target();
    const response = await postAs(t.app, reporter.token, '/api/report', { user_id: reportedId, reason: 'other', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'invalid_input', errors: { [field]: text } });
    expect((await t.app.inject({ url: '/api/reports', headers: bearer(reporter.token) })).json().data).toEqual([]);
  });

  it('refuses a note of more than 1,000 characters in a form too, even in Tamil letters', async () => {
    const reporter = await verifiedMember(t.app);
    const reportedId = await target();
    const fits = await sendForm(reporter.token, [
      { name: 'user_id', value: String(reportedId) },
      { name: 'reason', value: 'abusive' },
      { name: 'note', value: 'க'.repeat(REPORT_LIMITS.noteMax) },
    ]);
    expect(fits.statusCode, fits.body).toBe(201);
    const other = await target();
    const tooLong = await sendForm(reporter.token, [
      { name: 'user_id', value: String(other) },
      { name: 'reason', value: 'abusive' },
      { name: 'note', value: 'க'.repeat(REPORT_LIMITS.noteMax + 1) },
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ note: 'The note must be at most 1,000 characters.' });
  });

  it('refuses a screenshot that is not an image, one of 10 MB or more, and a second file, storing nothing', async () => {
    const reporter = await verifiedMember(t.app);
    const reportedId = await target();
    const fields: Part[] = [
      { name: 'user_id', value: String(reportedId) },
      { name: 'reason', value: 'other' },
    ];
    const before = (await t.app.ctx.storage.list()).filter((k) => k.startsWith('evidence/')).length;

    const text = await sendForm(reporter.token, [...fields, { name: 'screenshot', value: 'hello', fileName: 'note.png' }]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'not_an_image' });
    expect(text.json().message).toContain('note.png');

    const big = await sendForm(reporter.token, [
      ...fields,
      { name: 'screenshot', value: Buffer.alloc(10_000_000, 1), fileName: 'big.jpg' },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'file_too_large' });

    const shot = await testJpeg();
    const two = await sendForm(reporter.token, [
      ...fields,
      { name: 'screenshot', value: shot, fileName: 'a.jpg' },
      { name: 'screenshot', value: shot, fileName: 'b.jpg' },
    ]);
    expect(two.statusCode).toBe(400);

    expect((await t.app.ctx.storage.list()).filter((k) => k.startsWith('evidence/')).length).toBe(before);
    expect((await t.app.inject({ url: '/api/reports', headers: bearer(reporter.token) })).json().data).toEqual([]);
  });

  it('refuses reporting oneself (400) and an unknown member (404)', async () => {
    const reporter = await verifiedMember(t.app);
    const self = await postAs(t.app, reporter.token, '/api/report', { user_id: reporter.userId, reason: 'other' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ success: false, code: 'report_self', message: 'You cannot report your own profile.' });
    for (const id of [987654, 99_999_999_999]) {
      const unknown = await postAs(t.app, reporter.token, '/api/report', { user_id: id, reason: 'other' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'profile_not_found' });
    }
  });

  it('asks for a verified member: 401 without a session, 403 before verification', async () => {
    const reportedId = await target();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/report',
      payload: { user_id: reportedId, reason: 'other' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/reports' })).statusCode).toBe(401);
    const unverified = await register(t.app);
    const refused = await postAs(t.app, unverified.token, '/api/report', { user_id: reportedId, reason: 'other' });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a second report on the same member while the first is open (409 quoting it), and allows one once decided', async () => {
    const reporter = await verifiedMember(t.app);
    const reportedId = await target();
    const first = await postAs(t.app, reporter.token, '/api/report', { user_id: reportedId, reason: 'fake_profile' });
    const reference = first.json().reference as string;
    const again = await postAs(t.app, reporter.token, '/api/report', { user_id: reportedId, reason: 'abusive' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'report_already_open',
      params: { reference },
      message: `You have already reported this member (reference ${reference}). Our team is looking at it; you can follow it under My reports in Settings.`,
    });
    // Another member may still report them.
    const other = await verifiedMember(t.app);
    expect((await postAs(t.app, other.token, '/api/report', { user_id: reportedId, reason: 'abusive' })).statusCode).toBe(201);

    await t.app.ctx.db.updateTable('reports').set({ status: 'dismissed' }).where('reference', '=', reference).execute();
    const later = await postAs(t.app, reporter.token, '/api/report', { user_id: reportedId, reason: 'abusive' });
    expect(later.statusCode).toBe(201);
  });

  it(`allows ${REPORT_LIMITS.perHour} reports an hour, then says when to try again`, async () => {
    const reporter = await verifiedMember(t.app);
    await earlierReports(reporter.userId, REPORT_LIMITS.perHour - 1, 10);
    const last = await postAs(t.app, reporter.token, '/api/report', { user_id: await target(), reason: 'other' });
    expect(last.statusCode).toBe(201);
    const refused = await postAs(t.app, reporter.token, '/api/report', { user_id: await target(), reason: 'other' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'too_many_reports_hour',
      params: { max: REPORT_LIMITS.perHour, minutes: 50 },
      message: `You have sent ${REPORT_LIMITS.perHour} reports in the last hour. Please try again in 50 minutes.`,
    });
  });

  it(`allows ${REPORT_LIMITS.perDay} reports a day, then says in how many hours`, async () => {
    const reporter = await verifiedMember(t.app, { locale: 'ta' });
    await earlierReports(reporter.userId, REPORT_LIMITS.perDay, 3 * 60);
    const refused = await postAs(t.app, reporter.token, '/api/report', { user_id: await target(), reason: 'other' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'too_many_reports_day',
      params: { max: REPORT_LIMITS.perDay, hours: 21 },
      message: ta('reports.tooManyDay', { max: REPORT_LIMITS.perDay, hours: 21 }),
    });
    // Reports older than a day no longer count.
    const fresh = await verifiedMember(t.app);
    await earlierReports(fresh.userId, REPORT_LIMITS.perDay, 25 * 60);
    expect((await postAs(t.app, fresh.token, '/api/report', { user_id: await target(), reason: 'other' })).statusCode).toBe(201);
  });

  it('keeps the report when its acknowledgement mail fails', async () => {
    const reporter = await verifiedMember(t.app);
    const real = t.app.ctx.mailer;
    t.app.ctx.mailer = {
      send: async (message) =>
        message.to === reporter.details.email ? Promise.reject(new Error('mailbox full')) : real.send(message),
      close: () => real.close(),
    };
    try {
      const response = await postAs(t.app, reporter.token, '/api/report', { user_id: await target(), reason: 'other' });
      expect(response.statusCode).toBe(201);
      expect(await findReportByReference(t.app.ctx.db, response.json().reference)).toBeDefined();
    } finally {
      t.app.ctx.mailer = real;
    }
  });

  it("lists only the member's own reports and grievances, newest first, with the reported member's name and the outcome", async () => {
    const reporter = await verifiedMember(t.app);
    const stranger = await verifiedMember(t.app);
    const first = await target('Arun Prakash');
    const second = await target('Bala Murugan');
    const a = (await postAs(t.app, reporter.token, '/api/report', { user_id: first, reason: 'fake_profile' })).json().reference;
    await postAs(t.app, stranger.token, '/api/report', { user_id: first, reason: 'abusive' });
    await new Promise((r) => setTimeout(r, 5));
    const b = (await postAs(t.app, reporter.token, '/api/report', { user_id: second, reason: 'already_married' })).json()
      .reference;
    const decidedAt = new Date().toISOString();
    await t.app.ctx.db
      .updateTable('reports')
      .set({ status: 'warned', outcome_note: 'We warned the member.', decided_at: decidedAt })
      .where('reference', '=', a)
      .execute();
    // A member who has since been erased keeps no name in the list.
    await t.app.ctx.db.updateTable('users').set({ erased_at: decidedAt }).where('id', '=', second).execute();

    const response = await t.app.inject({ url: '/api/reports', headers: bearer(reporter.token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      reference: b,
      kind: 'report',
      reason: 'already_married',
      reported_name: null,
      status: 'open',
      outcome_note: null,
      created_at: expect.any(String),
      decided_at: null,
    });
    expect(data[1]).toMatchObject({
      reference: a,
      reported_name: 'Arun Prakash',
      status: 'warned',
      outcome_note: 'We warned the member.',
      decided_at: decidedAt,
    });
    expect(JSON.stringify(data)).not.toContain('evidence');
    const theirs = (await t.app.inject({ url: '/api/reports', headers: bearer(stranger.token) })).json().data;
    expect(theirs.map((r: { reference: string }) => r.reference)).not.toContain(a);
    expect(theirs).toHaveLength(1);
  });

  it('never serves a screenshot through the media route', async () => {
    const reporter = await verifiedMember(t.app);
    const response = await sendForm(reporter.token, [
      { name: 'user_id', value: String(await target()) },
      { name: 'reason', value: 'wrong_photos' },
      { name: 'screenshot', value: await testJpeg(), fileName: 'x.jpg' },
    ]);
    const row = await findReportByReference(t.app.ctx.db, response.json().reference);
    const key = row!.evidence_key!;
    const id = row!.id;
    for (const url of [
      `/api/media/evidence/${id}/full?a=o&u=${reporter.userId}&e=9999999999&s=x`,
      `/api/media/photos/${id}/full?a=o&u=${reporter.userId}&e=9999999999&s=x`,
      `/api/media/${key}`,
      `/media/${key}`,
      `/${key}`,
    ]) {
      const answer = await t.app.inject({ url, headers: bearer(reporter.token) });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.headers['content-type'] ?? '').not.toContain('image');
    }
    // No gallery row points at evidence, so no signed link can ever name it.
    const photos = await t.app.ctx.db.selectFrom('user_images').select('storage_key').execute();
    expect(photos.some((p) => key.startsWith(p.storage_key))).toBe(false);
  });
});
