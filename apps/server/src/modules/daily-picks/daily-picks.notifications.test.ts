import { addDays, optionLabel, profileDetailsPath } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import type { OutboxEntry } from '../../lib/mail/outbox-mailer.js';
import { ENGINES } from '../../test/databases.js';
import { freshAddress, postAs, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { picksPeople } from '../../test/picks-people.js';
import { twoInstances } from '../../test/two-instances.js';
import { sendDailyPicksMails } from './daily-picks.notifications.js';

// The 7:00 mail of today's matches (docs/decisions/0053), with a fixed clock. Each test has days
// and a religion of its own, so its members are picked for nobody else. 01:30 UTC is 7:00 in India.
const PUBLIC_URL = 'https://inai.example.in';
const ta = translatorFor('ta');
const sevenAm = (day: string) => new Date(`${day}T01:30:00Z`);
const justBefore = (day: string) => new Date(`${day}T01:29:59Z`);

describe.each(ENGINES)("the today's matches mail on %s", (engine) => {
  let t: TestApp;
  const log = { info: () => undefined, error: () => undefined };
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const { save, woman, seeker, picksMails } = picksPeople(() => t.app);
  const run = async (now: Date) => {
    const sent = await sendDailyPicksMails(t.app.ctx, log, now);
    await backgroundSettled();
    return sent;
  };
  const stopLinkOf = (mail: OutboxEntry) => /https:\/\/inai\.example\.in\/mail-stop\?t=[^\s"<]+/.exec(mail.text)?.[0];

  it('mails the day’s picks at 7:00 India time, not a second earlier, once a day, and nothing on a day without new ones', async () => {
    const day = '2027-03-15';
    const meena = await woman('Meena', day, 'Buddhist', 'Rohini');
    const priya = await woman('Priya', day, 'Buddhist');
    const him = await seeker('Arun', day, 'Buddhist');

    expect(await run(justBefore(day))).toBe(0);
    expect(await picksMails(him)).toEqual([]);
    expect(await run(sevenAm(day))).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await picksMails(him);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Today’s matches for you – Inai Matrimony');
    expect(mail!.html).toContain('<html lang="en">');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Vanakkam Arun, these new profiles fit your partner preferences today:');
      expect(body).toContain('28 years · Salem, Tamil Nadu · Star: Rohini');
      expect(body).toContain('28 years · Salem, Tamil Nadu');
      expect(body).toContain(`${PUBLIC_URL}${profileDetailsPath(meena.userId)}`);
      expect(body).toContain(`${PUBLIC_URL}${profileDetailsPath(priya.userId)}`);
      expect(body).toContain(`${PUBLIC_URL}/matches`);
      expect(body).toContain('Stop these e-mails with one click');
      // No photo of anyone, and nothing of theirs a card does not show.
      expect(body).not.toContain('/api/media/');
      expect(body).not.toContain(meena.details.phone);
    }
    const stop = stopLinkOf(mail!);
    expect(stop).toBeDefined();
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${stop!.replace('/mail-stop?', '/api/mail-stop?')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Later the same day: nothing more. The next day has no new profile for him: no mail.
    await run(new Date(`${day}T10:00:00Z`));
    await run(sevenAm(addDays(day, 1)));
    expect(await picksMails(him)).toHaveLength(1);
    // A new profile the day after: a mail with her alone.
    const lakshmi = await woman('Lakshmi', day, 'Buddhist');
    await run(sevenAm(addDays(day, 2)));
    const [latest] = await picksMails(him);
    expect(await picksMails(him)).toHaveLength(2);
    expect(latest!.text).toContain(`${PUBLIC_URL}${profileDetailsPath(lakshmi.userId)}`);
    expect(latest!.text).not.toContain(`${PUBLIC_URL}${profileDetailsPath(meena.userId)}`);
  });

  it('writes in the member’s language, Tamil labels and all', async () => {
    const day = '2027-04-20';
    await woman('Kavya', day, 'Parsi', 'Hastham');
    const him = await seeker('Murugan', day, 'Parsi', 'ta');
    await run(sevenAm(day));
    const [mail] = await picksMails(him);
    expect(mail!.subject).toBe(ta('mail.dailyPicks.subject', { brand: 'Inai Matrimony' }));
    expect(mail!.html).toContain('<html lang="ta">');
    expect(mail!.text).toContain(ta('mail.dailyPicks.greeting', { name: 'Murugan' }));
    expect(mail!.text).toContain(
      `${ta('mail.interest.age', { age: 28 })} · சேலம், தமிழ்நாடு · ${ta('mail.dailyPicks.star', { star: optionLabel(ta, 'star', 'Hastham') })}`,
    );
    for (const english of ['Salem', 'Tamil Nadu']) expect(mail!.text).not.toContain(english);
    expect(mail!.text).toContain(ta('mail.dailyPicks.stop'));
  });

  it('mails nobody who switched it off, is suspended or leaving; two runs at once send one mail', async () => {
    const day = '2027-05-25';
    await woman('Revathi', day, 'Jewish');
    const off = await seeker('Off', day, 'Jewish');
    const suspended = await seeker('Suspended', day, 'Jewish');
    const leaving = await seeker('Leaving', day, 'Jewish');
    const twice = await seeker('Twice', day, 'Jewish');
    await save(off, '/api/updateUser', { notify_daily_picks: 0 });
    const now = sevenAm(day);
    await t.app.ctx.db.updateTable('users').set({ suspended_at: now.toISOString() }).where('id', '=', suspended.userId).execute();
    await t.app.ctx.db
      .updateTable('users')
      .set({ deletion_requested_at: now.toISOString() })
      .where('id', '=', leaving.userId)
      .execute();

    await Promise.all([run(now), run(now), run(now)]);
    expect(await picksMails(off)).toEqual([]);
    expect(await picksMails(suspended)).toEqual([]);
    expect(await picksMails(leaving)).toEqual([]);
    expect(await picksMails(twice)).toHaveLength(1);
    // The settings answer carries the switch.
    const me = await postAs(t.app, off.token, '/api/getLoggedInUserProfile');
    expect(me.json()).toMatchObject({ notify_daily_picks: 0, daily_picks_compatible: 0 });
  });

  it('mails the others when choosing one member’s picks fails, and logs that member', async () => {
    const day = '2027-07-12';
    await woman('Gurpreet', day, 'Sikh');
    await woman('Harleen', day, 'Sikh');
    const seekers: Registered[] = [];
    for (let i = 1; i <= 6; i++) seekers.push(await seeker(`Seeker ${i}`, day, 'Sikh'));
    const failing = seekers[2]!;
    // Preferences the choice cannot read (a gender it knows nothing of): choosing their picks throws.
    await t.app.ctx.db
      .updateTable('partner_preferences')
      .set({ gender: 'Unknown' })
      .where('user_id', '=', failing.userId)
      .execute();
    const errors: { memberId?: number; err?: unknown }[] = [];
    const logged = { info: () => undefined, error: (fields: object) => void errors.push(fields) };

    await sendDailyPicksMails(t.app.ctx, logged, sevenAm(day));
    await backgroundSettled();
    for (const other of seekers.filter((s) => s !== failing)) expect(await picksMails(other), other.details.name).toHaveLength(1);
    expect(await picksMails(failing)).toEqual([]);
    expect(errors).toEqual([{ memberId: failing.userId, err: expect.objectContaining({ code: 'gender_first' }) }]);

    // Their day is spent: a later run that day does not try again (a failure that would come again
    // is not retried every minute). Mended, they are mailed the next day.
    await sendDailyPicksMails(t.app.ctx, logged, new Date(`${day}T06:00:00Z`));
    expect(errors).toHaveLength(1);
    await t.app.ctx.db
      .updateTable('partner_preferences')
      .set({ gender: 'Female' })
      .where('user_id', '=', failing.userId)
      .execute();
    await woman('Jasleen', day, 'Sikh');
    await run(sevenAm(addDays(day, 1)));
    expect(await picksMails(failing)).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('claims one member at a time: a run stopped after two leaves only those two claimed, the rest to the next run', async () => {
    const day = '2027-08-16';
    const jinal = await woman('Jinal', day, 'Jain');
    const seekers: Registered[] = [];
    for (let i = 1; i <= 5; i++) seekers.push(await seeker(`Jain seeker ${i}`, day, 'Jain'));
    const mine = [jinal, ...seekers].map((m) => m.userId);
    // Only this test's members are due that day (the other tests' members have had it).
    await t.app.ctx.db.updateTable('users').set({ daily_picks_mailed_on: day }).where('id', 'not in', mine).execute();
    const claimed = async () =>
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select('id')
          .where(
            'id',
            'in',
            seekers.map((m) => m.userId),
          )
          .where('daily_picks_mailed_on', '=', day)
          .execute()
      ).length;
    // One after another: each look delivers what is queued first, and two deliveries at once would race.
    const mailed = async () => {
      let n = 0;
      for (const member of seekers) if ((await picksMails(member)).length > 0) n++;
      return n;
    };

    // The app begins to close (or the process dies) while the second member is in hand: the run
    // ends after them, and no one else was claimed and left unsent.
    // Each mail is made (its one-click stop signed) in its member's claim, just before it is queued.
    let queued = 0;
    const stopLinks = t.app.ctx.stopLinks;
    const counting = {
      ...t.app.ctx,
      stopLinks: { ...stopLinks, links: (...a: Parameters<typeof stopLinks.links>) => ((queued += 1), stopLinks.links(...a)) },
    };
    await sendDailyPicksMails(counting, log, sevenAm(day), {
      get stopping() {
        return queued >= 2;
      },
    });
    await backgroundSettled();
    expect(await claimed()).toBe(2);
    expect(await mailed()).toBe(2);
    // Jinal, who cannot have the mail (no partner preferences), had her day spent with the look.
    const her = await t.app.ctx.db
      .selectFrom('users')
      .select('daily_picks_mailed_on')
      .where('id', '=', jinal.userId)
      .executeTakeFirstOrThrow();
    expect(her.daily_picks_mailed_on).toBe(day);

    await run(sevenAm(day));
    expect(await claimed()).toBe(5);
    for (const member of seekers) expect(await picksMails(member), member.details.name).toHaveLength(1);
  });

  it('stops the mail with one click, from the page or the mail program, without a sign-in', async () => {
    const day = '2027-06-30';
    await woman('Shanthi', day, 'Other');
    const him = await seeker('Bala', day, 'Other', 'ta');
    await run(sevenAm(day));
    const [mail] = await picksMails(him);
    const link = new URL(stopLinkOf(mail!)!);
    const token = link.searchParams.get('t')!;
    const stop = (url: string, init: { payload?: string; headers?: Record<string, string> } = {}) =>
      t.app.inject({ method: 'POST', url, remoteAddress: freshAddress(), ...init });
    const oneClick = { payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

    // As a mail program does (RFC 8058): a form post to the header's URL.
    const posted = await stop(`/api/mail-stop?t=${token}`, oneClick);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ success: true, message: ta('mailStop.stopped'), list: 'daily_picks', locale: 'ta' });
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('notify_daily_picks')
      .where('id', '=', him.userId)
      .executeTakeFirstOrThrow();
    expect(row.notify_daily_picks).toBe(0);
    // As the page does, again: stopping twice is fine.
    const again = await stop(`/api/mail-stop?t=${token}`, { payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(again.statusCode, again.body).toBe(200);
    // Stopped: the next day's picks are not mailed.
    await woman('Malar', day, 'Other');
    await run(sevenAm(addDays(day, 1)));
    expect(await picksMails(him)).toHaveLength(1);

    // Forged: another member's id with this signature, a changed signature, a list we never signed.
    const [list, id, expires, signature] = token.split('.');
    for (const forged of [
      `${list}.${Number(id) + 1}.${expires}.${signature}`,
      `${list}.${id}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      `${list}.${id}.${Number(expires) + 86_400}.${signature}`,
      `interests.${id}.${expires}.${signature}`,
      'nonsense',
    ]) {
      const refused = await stop(`/api/mail-stop?t=${encodeURIComponent(forged)}`, oneClick);
      expect(refused.statusCode, forged).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'mail_stop_invalid' });
    }
    expect((await stop('/api/mail-stop', oneClick)).statusCode).toBe(400);

    // Expired: a link made 61 days ago.
    const old = t.app.ctx.stopLinks.links('daily_picks', him.userId, new Date(Date.now() - 61 * 86_400_000));
    const expired = await stop(old.post.replace(PUBLIC_URL, ''), oneClick);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ success: false, code: 'mail_stop_expired' });
  });
});

describe("the today's matches mail on two instances of one PostgreSQL database", () => {
  const site = twoInstances({ PUBLIC_URL });
  const { woman, seeker, picksMails } = picksPeople(() => site.first().app);

  // Twelve members registered one by one, each password hashed: slow on a busy machine.
  it('mails each member once, whichever instance claims them', async () => {
    const day = '2027-09-20';
    await woman('Anbu', day, 'Hindu');
    await woman('Bhuvana', day, 'Hindu');
    const seekers: Registered[] = [];
    for (let i = 1; i <= 12; i++) seekers.push(await seeker(`Seeker ${i}`, day, 'Hindu'));
    const [a, b] = [site.first(), await site.second()];
    const log = { info: () => undefined, error: () => undefined };
    const sent = await Promise.all([a, b, a, b].map((instance) => sendDailyPicksMails(instance.app.ctx, log, sevenAm(day))));
    await backgroundSettled();
    for (const member of seekers) expect(await picksMails(member), member.details.name).toHaveLength(1);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(seekers.length);
  }, 90_000);
});
