import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { loadConfig } from '../../config.js';
import { renderIndexHtml } from '../../plugins/web-app.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, verifiedMember, waitForMails } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findReportByReference } from './reports.repository.js';
import { GRIEVANCE_LIMIT } from './reports.routes.js';

const REFERENCE = /^G-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;
const ta = translatorFor('ta');
const OFFICER = { GRIEVANCE_OFFICER_NAME: 'Meenakshi Sundaram', GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in' };
let counter = 0;
const valid = () => ({
  name: 'Lakshmi Narayanan',
  email: `lakshmi.${++counter}.${Date.now()}@example.com`,
  subject: 'privacy',
  description: 'My photos are still visible after I locked them.',
});

describe.each(ENGINES)('POST /api/grievance on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: OFFICER });
  });
  afterAll(async () => t.close());

  const post = (payload: object, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/grievance', payload, headers, remoteAddress });

  it("files a visitor's grievance with a G- reference and acknowledges it, naming the officer, without repeating what was typed", async () => {
    const input = valid();
    const response = await post(input);
    expect(response.statusCode, response.body).toBe(201);
    const { reference, ...rest } = response.json();
    expect(reference).toMatch(REFERENCE);
    expect(rest).toEqual({ success: true, message: `We have received your grievance. Reference ${reference}.` });
    expect(await findReportByReference(t.app.ctx.db, reference)).toMatchObject({
      kind: 'grievance',
      reporter_id: null,
      reported_id: null,
      reason: 'privacy',
      note: input.description,
      contact_name: input.name,
      contact_email: input.email,
      status: 'open',
      locale: 'en',
    });
    const [mail, ...more] = await waitForMails(t.app, input.email, 1);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      replyTo: OFFICER.GRIEVANCE_OFFICER_EMAIL,
      subject: `We received your grievance (reference ${reference})`,
    });
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(`Your reference number is ${reference}.`);
      expect(body).toContain('Meenakshi Sundaram');
      expect(body).toContain('within 24 hours and resolve it within 15 days');
      expect(body).not.toContain(input.description);
      expect(body).not.toContain(input.name);
    }
  });

  it("links a signed-in member's grievance to them: it shows in their reports, in their language", async () => {
    const member = await verifiedMember(t.app, { locale: 'ta' });
    const input = { ...valid(), email: member.details.email, subject: 'payment' };
    const response = await post(input, bearer(member.token));
    expect(response.statusCode).toBe(201);
    const { reference, message } = response.json();
    expect(message).toBe(ta('grievance.sent', { reference }));
    expect(await findReportByReference(t.app.ctx.db, reference)).toMatchObject({ reporter_id: member.userId, locale: 'ta' });
    const mine = (await t.app.inject({ url: '/api/reports', headers: bearer(member.token) })).json();
    expect(mine.data).toEqual([
      {
        reference,
        kind: 'grievance',
        reason: 'payment',
        reported_name: null,
        status: 'open',
        outcome_note: null,
        created_at: expect.any(String),
        decided_at: null,
      },
    ]);
    const [mail] = await waitForMails(t.app, member.details.email, 2);
    expect(mail!.subject).toBe(ta('mail.grievanceAck.subject', { reference }));
  });

  it('treats an invalid session as a visitor rather than refusing the grievance', async () => {
    const response = await post(valid(), bearer('not-a-session'));
    expect(response.statusCode).toBe(201);
    expect(await findReportByReference(t.app.ctx.db, response.json().reference)).toMatchObject({ reporter_id: null });
  });

  it('refuses empty input with a message per field, in the language asked for', async () => {
    const response = await post({}, { 'accept-language': 'ta' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      errors: {
        name: ta('enquiry.nameRequired'),
        email: ta('enquiry.emailRequired'),
        subject: ta('grievance.subjectRequired'),
        description: ta('grievance.descriptionRequired'),
      },
    });
  });

  it.each([
    [{ subject: 'refund_now' }, 'subject', 'Please choose a subject.'],
    [{ email: 'lakshmi@example' }, 'email', 'Invalid email format'],
    [{ description: '   ' }, 'description', 'Please describe your grievance.'],
    [{ description: 'x'.repeat(2001) }, 'description', 'The description must be at most 2,000 characters.'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
  ])('refuses %o with the %s message', async (change, field, text) => {
    const response = await post({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: text });
  });

  it(`allows ${GRIEVANCE_LIMIT.max} grievances per address in the window, then answers 429 with a message`, async () => {
    const address = freshAddress();
    for (let i = 0; i < GRIEVANCE_LIMIT.max; i++) expect((await post(valid(), {}, address)).statusCode).toBe(201);
    const refused = await post(valid(), {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'too_many_grievances',
      message:
        'You have filed several grievances already. Please wait a while before filing another, or write to the grievance officer by e-mail.',
    });
    expect((await post(valid(), {}, freshAddress())).statusCode).toBe(201);
  });
});

describe('the grievance officer on the page', () => {
  it('fills the officer’s settings into the page’s meta tags, escaped', () => {
    const template =
      '<html lang="en"><head><meta name="app:grievance-officer-name" content="__GRIEVANCE_OFFICER_NAME__" />' +
      '<meta name="app:grievance-officer-email" content="__GRIEVANCE_OFFICER_EMAIL__" />' +
      '<meta name="app:grievance-officer-address" content="__GRIEVANCE_OFFICER_ADDRESS__" /></head></html>';
    const html = renderIndexHtml(template, {
      supportEmail: 'help@example.in',
      publicUrl: 'https://www.example.in',
      grievanceOfficer: { name: 'R. "Priya" Devi', email: 'officer@example.in', address: '12 Temple St, Madurai <625001>' },
    });
    expect(html).toContain('content="R. &quot;Priya&quot; Devi"');
    expect(html).toContain('content="officer@example.in"');
    expect(html).toContain('content="12 Temple St, Madurai &lt;625001>"');
    expect(html).not.toContain('__GRIEVANCE_OFFICER');
  });

  it('has development defaults, and refuses an officer e-mail that is not an address', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).grievanceOfficer).toEqual({
      name: 'Grievance Officer',
      email: 'grievance@inaimatrimony.in',
      address: '3rd Floor, 1090 Avinashi Road, Peelamedu, Coimbatore 641004, Tamilnadu, India',
    });
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: 'officer' })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL: must be an e-mail address/,
    );
  });
});
