import { addDays, indiaDayOf, indiaDayStart, latestBirthDate, todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { freshAddress, mailsTo, memberWithProfile, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailMembersAway } from './last-active.notifications.js';

const ta = translatorFor('ta');
const HOUR = 3_600_000;
const PUBLIC_URL = 'https://inai.example.in';
const dob = addDays(latestBirthDate(todayInIndia(), 27), -10);
/** An hour in India on an India day (days since 1970-01-01). */
const atHour = (day: number, hour: number) => new Date(Date.parse(indiaDayStart(day)) + hour * HOUR);

/**
 * The one mail of a long absence (docs/decisions/0052): a member away 180 India days is told
 * once, in their language, that their profile is no longer shown and that signing in shows it
 * again; claims keep several instances from mailing twice, and a sign-in makes a later absence
 * mail again.
 */
describe.each(ENGINES)('the absence mail on %s', (engine) => {
  let t: TestApp;
  const log = { info: () => undefined, error: () => undefined };
  const today = indiaDayOf(new Date());
  const noon = atHour(today, 12);

  beforeAll(async () => {
    t = await createTestApp({ engine, env: { PUBLIC_URL } });
  });
  afterAll(async () => t.close());

  const away = (member: Registered, days: number) =>
    t.app.ctx.db
      .updateTable('users')
      .set({ last_active_at: atHour(today - days, 9).toISOString() })
      .where('id', '=', member.userId)
      .execute();
  const told = async (member: Registered) =>
    (await mailsTo(t.app, member.details.email)).filter(
      (m) => m.subject.includes('no longer shown') || m.subject === tamilSubject,
    );
  const tamilSubject = ta('mail.inactive.subject', { brand: 'Inai Matrimony' });
  const woman = (name: string) => memberWithProfile(t.app, { name, gender: 'Female', dob });

  it('mails a member away 180 India days once, in English, saying why and that signing in brings the profile back', async () => {
    const kavya = await woman('Kavya');
    const recent = await woman('Revathi');
    await away(kavya, 180);
    await away(recent, 179);
    expect(await mailMembersAway(t.app.ctx, log, noon)).toBe(1);
    const [mail, ...more] = await told(kavya);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your profile is no longer shown on Inai Matrimony');
    expect(mail!.html).toContain('<html lang="en">');
    for (const body of [mail!.text, mail!.html.replace(/&#39;/g, "'")]) {
      expect(body).toContain(
        "Vanakkam Kavya, you have not signed in to Inai Matrimony for six months, so your profile is no longer shown in search, in other members' matches or in their shortlists.",
      );
      expect(body).toContain('Sign in and your profile is shown again at once. Nothing of it has been deleted.');
      expect(body).toContain(`${PUBLIC_URL}/login`);
    }
    expect(await told(recent)).toHaveLength(0);

    // Told once: later passes, and later days, send nothing more.
    expect(await mailMembersAway(t.app.ctx, log, noon)).toBe(0);
    expect(await mailMembersAway(t.app.ctx, log, atHour(today + 3, 10))).toBe(1); // Revathi, now 182 days away
    expect(await told(kavya)).toHaveLength(1);
    expect(await told(recent)).toHaveLength(1);
  });

  it('writes to a Tamil member in Tamil', async () => {
    const selvi = await woman('Selvi');
    await postAs(t.app, selvi.token, '/api/updateUser', { locale: 'ta' });
    await away(selvi, 200);
    expect(await mailMembersAway(t.app.ctx, log, noon)).toBe(1);
    const [mail] = await told(selvi);
    expect(mail!.subject).toBe(tamilSubject);
    expect(mail!.html).toContain('<html lang="ta">');
    expect(mail!.text).toContain(ta('mail.inactive.greeting', { name: 'Selvi', brand: 'Inai Matrimony' }));
    expect(mail!.text).toContain(ta('mail.inactive.back'));
    expect(mail!.text).toContain(`${ta('mail.inactive.action')}: ${PUBLIC_URL}/login`);
    expect(mail!.text).not.toContain('no longer shown');
  });

  it('lets only one of several instances send it', async () => {
    const priya = await woman('Priya');
    await away(priya, 190);
    const passes = await Promise.all([1, 2, 3].map(() => mailMembersAway(t.app.ctx, log, noon)));
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await told(priya)).toHaveLength(1);
  });

  it('mails again after a later absence, once the member has signed in', async () => {
    const latha = await woman('Latha');
    await away(latha, 181);
    expect(await mailMembersAway(t.app.ctx, log, noon)).toBe(1);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: latha.details.email, password: latha.details.password },
      remoteAddress: freshAddress(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select(['inactive_mail_at'])
      .where('id', '=', latha.userId)
      .executeTakeFirstOrThrow();
    expect(row.inactive_mail_at).toBeNull();
    expect(await mailMembersAway(t.app.ctx, log, noon)).toBe(0);
    await away(latha, 185);
    expect(await mailMembersAway(t.app.ctx, log, noon)).toBe(1);
    expect(await told(latha)).toHaveLength(2);
  });

  it("mails only in India's daytime, and only members whose profile search showed", async () => {
    const night = await woman('Malar');
    const unverified = await verifiedMember(t.app, { name: 'Unverified' });
    const noProfile = await verifiedMember(t.app, { name: 'NoProfile' });
    await t.app.ctx.db.updateTable('users').set({ is_verified: 0 }).where('id', '=', unverified.userId).execute();
    for (const member of [night, unverified, noProfile]) await away(member, 200);
    expect(await mailMembersAway(t.app.ctx, log, atHour(today, 7.5))).toBe(0);
    expect(await mailMembersAway(t.app.ctx, log, atHour(today, 20))).toBe(0);
    expect(await told(night)).toHaveLength(0);
    expect(await mailMembersAway(t.app.ctx, log, atHour(today, 8))).toBe(1);
    expect(await told(night)).toHaveLength(1);
    expect(await told(unverified)).toHaveLength(0);
    expect(await told(noProfile)).toHaveLength(0);
  });
});
