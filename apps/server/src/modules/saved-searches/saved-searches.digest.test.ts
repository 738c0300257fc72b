import { addDays, latestBirthDate, todayInIndia, type SavedSearch } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { backgroundSettled } from '../../lib/background.js';
import { deliverDueOutbound } from '../../lib/outbound/outbound-delivery.js';
import { ENGINES } from '../../test/databases.js';
import { mailsTo, postAs, searchableInDatabase, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoInstances } from '../../test/two-instances.js';
import { lookAgain } from './saved-searches.finds.js';
import { deliverSavedSearchDigest, digestTime, sendDueSavedSearchDigests } from './saved-searches.notifications.js';
import { findOwnSavedSearch, recordSeen } from './saved-searches.repository.js';
import { criteriaOf } from './saved-searches.service.js';

const ta = translatorFor('ta');
const PUBLIC_URL = 'https://inai.example.in';
const dob = addDays(latestBirthDate(todayInIndia(), 26), -20);
const log = { info: () => undefined, error: () => undefined };

/** 8:00 in the morning, India time, on a day of January 2031: the tests' own fixed clock. */
const morning = (day: number, hour = 8, minute = 0) => new Date(Date.UTC(2031, 0, day, hour - 5, minute - 30));

/** The members of these tests, made on the app `appOf` gives (each test's city keeps it apart). */
function digestPeople(appOf: () => FastifyInstance) {
  /** A searchable woman of `city`. */
  const woman = (name: string, city: string, extra: { religion?: string } = {}) =>
    searchableInDatabase(appOf(), { name, gender: 'Female', dob, religion: extra.religion ?? 'Hindu', state: 'Kerala', city });
  const criteria = (city: string) => ({ gender: 'Female', age: '18 to 30', religion: 'Hindu', state: 'Kerala', city });
  const save = async (who: Registered, name: string, city: string) => {
    const response = await postAs(appOf(), who.token, '/api/saved-searches', { name, criteria: criteria(city) });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: SavedSearch }).data;
  };
  /**
   * The digests of the member, newest first (their OTP mail left out). The job queues each digest
   * with its member's claim (docs/decisions/0080); delivered here first, as a worker's loop would.
   */
  const digests = async (who: Registered) => {
    await deliverDueOutbound(appOf().ctx, { mail: appOf().ctx.outbox! }, appOf().log);
    return (await mailsTo(appOf(), who.details.email)).filter((m) => !m.subject.includes('verification code'));
  };
  const searcher = () => verifiedMember(appOf(), { name: 'Arun' });
  return { woman, save, digests, searcher };
}

describe.each(ENGINES)('the saved-search digest on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const { woman, save, digests, searcher } = digestPeople(() => t.app);
  const runAt = (now: Date) => sendDueSavedSearchDigests(t.app.ctx, log, now);

  it('mails the profiles that newly fit, once; not those that fitted when it was saved; nothing when nothing is new', async () => {
    const arun = await searcher();
    await woman('Old Anitha', 'Kochi');
    await woman('Old Bhavani', 'Kochi');
    await save(arun, 'Kochi brides', 'Kochi');
    await woman('New Chitra', 'Kochi');
    await woman('Elsewhere Devi', 'Kollam');

    expect(await runAt(morning(10))).toBe(1);
    const [mail, ...others] = await digests(arun);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('A new profile for your saved searches on Inai Matrimony');
    expect(mail!.html).toContain('<html lang="en">');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Vanakkam Arun, these profiles newly fit your saved searches since our last e-mail:');
      expect(body).toContain('“Kochi brides”: 1 new profile');
      expect(body).toContain('New Chitra');
      expect(body).toContain('26 years · Kochi, Kerala');
      expect(body).not.toContain('Old Anitha');
      expect(body).not.toContain('Old Bhavani');
      expect(body).not.toContain('Elsewhere Devi');
      expect(body).toContain('You receive this e-mail because you switched on alerts for your saved searches.');
    }
    expect(mail!.text).toContain(
      `See every profile of “Kochi brides”: ${PUBLIC_URL}/allprofiles?gender=Female&age=18+to+30&religion=Hindu&state=Kerala&city=Kochi`,
    );
    expect(mail!.text).toContain(`Switch the alerts off in Settings: ${PUBLIC_URL}/settings#saved-searches`);
    // No picture of anyone: a mail shows no more than a card to anyone would.
    expect(mail!.html).not.toMatch(/<img|\/api\/media/);

    // Once a day: the rest of the morning, the same day on another pass, and the next day with nothing new send nothing.
    expect(await runAt(morning(10, 9))).toBe(0);
    expect(await runAt(morning(11))).toBe(0);
    expect(await digests(arun)).toHaveLength(1);

    // The next new one goes the day after, alone: Chitra was told already.
    await woman('New Eswari', 'Kochi');
    expect(await runAt(morning(12))).toBe(1);
    const [second] = await digests(arun);
    expect(second!.text).toContain('New Eswari');
    expect(second!.text).not.toContain('New Chitra');
  });

  it('sends nothing before 7:30 in the morning, India time, and the day’s digest from then on', async () => {
    expect([digestTime(morning(13, 7, 29)), digestTime(morning(13, 7, 30)), digestTime(morning(13, 23, 59))]).toEqual([
      false,
      true,
      true,
    ]);
    const arun = await searcher();
    await save(arun, 'Thrissur', 'Thrissur');
    await woman('Early Gowri', 'Thrissur');
    expect(await runAt(morning(13, 7, 0))).toBe(0);
    expect(await digests(arun)).toEqual([]);
    expect(await runAt(morning(13, 7, 30))).toBe(1);
    expect((await digests(arun))[0]!.text).toContain('Early Gowri');
  });

  it('tells of a profile that comes to fit later, not of one that only edits other details', async () => {
    const arun = await searcher();
    const mover = await woman('Moving Hema', 'Alappuzha');
    const stayer = await woman('Staying Indu', 'Kannur');
    await save(arun, 'Kannur', 'Kannur');
    await t.app.ctx.db.updateTable('user_details').set({ city: 'Kannur' }).where('user_id', '=', mover).execute();
    await t.app.ctx.db.updateTable('user_details').set({ job_type: 'Employee' }).where('user_id', '=', stayer).execute();
    expect(await runAt(morning(14))).toBe(1);
    const [mail] = await digests(arun);
    expect(mail!.text).toContain('Moving Hema');
    expect(mail!.text).not.toContain('Staying Indu');
  });

  it('sends nothing for a search whose alerts are off; switching them on starts afresh', async () => {
    const arun = await searcher();
    const search = await save(arun, 'Palakkad', 'Palakkad');
    expect((await postAs(t.app, arun.token, `/api/saved-searches/${search.id}`, { alerts: false })).statusCode).toBe(200);
    await woman('Quiet Janaki', 'Palakkad');
    expect(await runAt(morning(15))).toBe(0);
    expect(await digests(arun)).toEqual([]);
    // Switched on again: Janaki came while they were off, so she counts as seen.
    expect((await postAs(t.app, arun.token, `/api/saved-searches/${search.id}`, { alerts: true })).statusCode).toBe(200);
    expect(await runAt(morning(16))).toBe(0);
    await woman('Later Kamala', 'Palakkad');
    expect(await runAt(morning(17))).toBe(1);
    const [mail] = await digests(arun);
    expect(mail!.text).toContain('Later Kamala');
    expect(mail!.text).not.toContain('Quiet Janaki');
  });

  it('leaves out members a block separates and members out of search (suspended, leaving, unverified); nothing when none is left', async () => {
    const arun = await searcher();
    await save(arun, 'Kozhikode', 'Kozhikode');
    const blocker = await verifiedMember(t.app, { name: 'Blocking Latha' });
    await t.app.ctx.db
      .insertInto('user_details')
      .values({
        user_id: blocker.userId,
        gender: 'Female',
        dob,
        religion: 'Hindu',
        state: 'Kerala',
        city: 'Kozhikode',
        height: '5.4',
        marital_status: 'Never Married',
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await postAs(t.app, blocker.token, '/api/block', { user_id: arun.userId })).statusCode).toBe(200);
    const suspended = await woman('Suspended Mala', 'Kozhikode');
    const leaving = await woman('Leaving Nila', 'Kozhikode');
    const unverified = await woman('Unverified Pooja', 'Kozhikode');
    const now = new Date().toISOString();
    await t.app.ctx.db.updateTable('users').set({ suspended_at: now }).where('id', '=', suspended).execute();
    await t.app.ctx.db.updateTable('users').set({ deletion_requested_at: now }).where('id', '=', leaving).execute();
    await t.app.ctx.db.updateTable('users').set({ is_verified: 0 }).where('id', '=', unverified).execute();
    expect(await runAt(morning(18))).toBe(0);
    expect(await digests(arun)).toEqual([]);

    // The one left to tell goes alone; lifting the block later tells nothing of Latha.
    await woman('Open Oviya', 'Kozhikode');
    expect(await runAt(morning(19))).toBe(1);
    const [mail] = await digests(arun);
    expect(mail!.text).toContain('Open Oviya');
    for (const name of ['Blocking Latha', 'Suspended Mala', 'Leaving Nila', 'Unverified Pooja']) {
      expect(mail!.text).not.toContain(name);
    }
    expect((await postAs(t.app, blocker.token, '/api/unblock', { user_id: arun.userId })).statusCode).toBe(200);
    expect(await runAt(morning(20))).toBe(0);
  });

  it('writes to a Tamil member in Tamil', async () => {
    const selvi = await verifiedMember(t.app, { name: 'Selvi' });
    expect((await postAs(t.app, selvi.token, '/api/updateUser', { locale: 'ta' })).statusCode).toBe(200);
    await save(selvi, 'கொல்லம் வரன்கள்', 'Kollam Town');
    await woman('Pavithra', 'Kollam Town');
    await woman('Revathi', 'Kollam Town');
    expect(await runAt(morning(21))).toBe(1);
    const [mail] = await digests(selvi);
    expect(mail!.subject).toBe(ta('mail.savedSearch.subject.other', { count: 2, brand: 'Inai Matrimony' }));
    expect(mail!.html).toContain('<html lang="ta">');
    expect(mail!.text).toContain(ta('mail.savedSearch.greeting', { name: 'Selvi' }));
    expect(mail!.text).toContain(ta('mail.savedSearch.search.other', { search: 'கொல்லம் வரன்கள்', count: 2 }));
    expect(mail!.text).toContain(
      `Pavithra: ${ta('mail.savedSearch.age', { age: 26 })} · Kollam Town, ${ta('option.indianState.Kerala')}`,
    );
    expect(mail!.text).toContain(ta('mail.savedSearch.settingsLink'));
  });

  it('lists at most five profiles of a search and counts the rest; several searches share one mail', async () => {
    const arun = await searcher();
    await save(arun, 'Idukki', 'Idukki');
    await save(arun, 'Wayanad', 'Wayanad');
    for (let i = 1; i <= 7; i++) await woman(`Idukki ${i}`, 'Idukki');
    await woman('Wayanad One', 'Wayanad');
    expect(await runAt(morning(22))).toBe(1);
    const [mail] = await digests(arun);
    expect(mail!.subject).toBe('8 new profiles for your saved searches on Inai Matrimony');
    expect(mail!.text).toContain('“Idukki”: 7 new profiles');
    expect(mail!.text).toContain('“Wayanad”: 1 new profile');
    // The newest first, five of them.
    const listed = [...mail!.text.matchAll(/^Idukki (\d):/gm)].map((m) => Number(m[1]));
    expect(listed).toEqual([7, 6, 5, 4, 3]);
    expect(mail!.text).toContain('Wayanad One');
    // All seven were told: none comes again.
    expect(await runAt(morning(23))).toBe(0);
  });

  it('lets only one of several instances send a day’s digest', async () => {
    const arun = await searcher();
    await save(arun, 'Kasaragod', 'Kasaragod');
    await woman('Twice Saranya', 'Kasaragod');
    const passes = await Promise.all([1, 2, 3].map(() => runAt(morning(24))));
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await deliverSavedSearchDigest(t.app.ctx, arun.userId, morning(24, 12), log)).toBe(false);
    expect(await digests(arun)).toHaveLength(1);
  });

  it('sends the others their digests when one member’s look fails, logs that member, and tries them again next pass', async () => {
    const searchers = [await searcher(), await searcher(), await searcher(), await searcher()];
    for (const who of searchers) await save(who, 'Tirur', 'Tirur');
    await woman('Fresh Ambili', 'Tirur');
    const failing = searchers[1]!;
    // A saved search stored damaged (not JSON): reading it back throws during that member's look.
    const damage = (criteria: string) =>
      t.app.ctx.db.updateTable('saved_searches').set({ criteria }).where('user_id', '=', failing.userId).execute();
    const [kept] = await t.app.ctx.db
      .selectFrom('saved_searches')
      .select('criteria')
      .where('user_id', '=', failing.userId)
      .execute();
    await damage('{"gender":');
    const errors: { memberId?: number; err?: unknown }[] = [];
    const logged = { info: () => undefined, error: (fields: object) => void errors.push(fields) };

    expect(await sendDueSavedSearchDigests(t.app.ctx, logged, morning(26))).toBe(3);
    for (const who of searchers.filter((s) => s !== failing)) expect(await digests(who)).toHaveLength(1);
    expect(await digests(failing)).toEqual([]);
    expect(errors).toEqual([{ memberId: failing.userId, err: expect.any(SyntaxError) }]);

    // Nothing was claimed: the next pass tries again (and logs again); mended, it sends.
    expect(await sendDueSavedSearchDigests(t.app.ctx, logged, morning(26, 8, 5))).toBe(0);
    expect(errors).toHaveLength(2);
    await damage(kept!.criteria);
    expect(await sendDueSavedSearchDigests(t.app.ctx, logged, morning(26, 8, 10))).toBe(1);
    expect((await digests(failing))[0]!.text).toContain('Fresh Ambili');
    expect(errors).toHaveLength(2);
  });

  it('claims, queues and records a digest together: a queue that fails leaves the member due and the search unchanged', async () => {
    const arun = await searcher();
    const search = await save(arun, 'Kottayam', 'Kottayam');
    await woman('Queued Geetha', 'Kottayam');
    const seenRow = () =>
      t.app.ctx.db
        .selectFrom('saved_searches')
        .select(['seen_through_id', 'updated_at'])
        .where('id', '=', search.id)
        .executeTakeFirstOrThrow();
    const mailedOn = async () =>
      (
        await t.app.ctx.db
          .selectFrom('users')
          .select('saved_search_mail_on')
          .where('id', '=', arun.userId)
          .executeTakeFirstOrThrow()
      ).saved_search_mail_on;
    const before = await seenRow();
    // The queue refuses this member's mail inside the transaction (as a full disk or a lost connection would).
    const refuse =
      engine === 'sqlite'
        ? [
            sql.raw(
              `create trigger refuse_digest before insert on outbound when new.member_id = ${arun.userId} begin select raise(abort, 'the queue is down'); end`,
            ),
          ]
        : [
            sql.raw(
              `create function refuse_digest() returns trigger language plpgsql as $$ begin raise exception 'the queue is down'; end $$`,
            ),
            sql.raw(
              `create trigger refuse_digest before insert on outbound for each row when (new.member_id = ${arun.userId}) execute function refuse_digest()`,
            ),
          ];
    for (const statement of refuse) await statement.execute(t.app.ctx.db);
    try {
      await expect(deliverSavedSearchDigest(t.app.ctx, arun.userId, morning(9), log)).rejects.toThrow(/the queue is down/);
    } finally {
      await sql.raw('drop trigger refuse_digest' + (engine === 'sqlite' ? '' : ' on outbound')).execute(t.app.ctx.db);
      if (engine === 'postgres') await sql.raw('drop function refuse_digest').execute(t.app.ctx.db);
    }
    expect(await mailedOn()).toBeNull();
    expect(await seenRow()).toEqual(before);
    expect(await digests(arun)).toEqual([]);

    // The queue back, the same morning's next try sends it, telling of Geetha once.
    expect(await deliverSavedSearchDigest(t.app.ctx, arun.userId, morning(9, 8, 5), log)).toBe(true);
    expect(await mailedOn()).toBe(todayInIndia(morning(9)));
    const [mail, ...others] = await digests(arun);
    expect(others).toEqual([]);
    expect(mail!.text).toContain('Queued Geetha');
    expect((await seenRow()).seen_through_id).toBeGreaterThan(before.seen_through_id);
  });

  it('sends nothing to a suspended member or one leaving', async () => {
    const [suspended, leaving] = [await searcher(), await searcher()];
    await save(suspended, 'Ponnani', 'Ponnani');
    await save(leaving, 'Ponnani', 'Ponnani');
    await woman('Unseen Thara', 'Ponnani');
    const now = new Date().toISOString();
    await t.app.ctx.db.updateTable('users').set({ suspended_at: now }).where('id', '=', suspended.userId).execute();
    await t.app.ctx.db.updateTable('users').set({ deletion_requested_at: now }).where('id', '=', leaving.userId).execute();
    expect(await runAt(morning(25))).toBe(0);
    expect(await deliverSavedSearchDigest(t.app.ctx, suspended.userId, morning(25), log)).toBe(false);
    expect(await digests(suspended)).toEqual([]);
    expect(await digests(leaving)).toEqual([]);
  });

  it('tells a search that finds too many to list of the members who joined since its last look', async () => {
    const arun = await searcher();
    for (const name of ['Broad Uma', 'Broad Vani', 'Broad Yamuna']) await woman(name, 'Munnar');
    const saved = await save(arun, 'Munnar', 'Munnar');
    const row = async () => (await findOwnSavedSearch(t.app.ctx.db, arun.userId, saved.id))!;
    const look = async (listedMax: number) => {
      const search = await row();
      const found = await lookAgain(t.app.ctx, search, criteriaOf(search)!, listedMax);
      await recordSeen(t.app.ctx.db, search.id, found.change, new Date());
      return found.fresh;
    };
    // Three found, two may be listed: nothing listed, only the highest id looked at is kept.
    expect(await look(2)).toEqual([]);
    expect((await row()).seen_listed).toBe(0);
    const zara = await woman('Broad Zara', 'Munnar');
    await woman('Broad Other', 'Kollam');
    expect(await look(2)).toEqual([zara]);
    expect(await look(2)).toEqual([]);
    // Few enough again to list: what it finds is listed, and only later joiners count as new.
    expect(await look(10)).toEqual([]);
    expect((await row()).seen_listed).toBe(1);
    const last = await woman('Broad Last', 'Munnar');
    expect(await look(10)).toEqual([last]);
    // Too many again: a joiner away for 180 days is told of no more than search would show.
    await look(2);
    const away = await woman('Broad Away', 'Munnar');
    const awayDay = new Date(Date.now() - 200 * 24 * 3600 * 1000).toISOString();
    await t.app.ctx.db.updateTable('users').set({ last_active_at: awayDay }).where('id', '=', away).execute();
    const present = await woman('Broad Present', 'Munnar');
    expect(await look(2)).toEqual([present]);
  });

  it('sends one member’s digest now through the development route, for this machine only', async () => {
    const arun = await searcher();
    await save(arun, 'Varkala', 'Varkala');
    await woman('Route Vidya', 'Varkala');
    const asked = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/dev/saved-searches/digest', payload: { email: arun.details.email }, remoteAddress });
    expect((await asked('10.1.2.3')).statusCode).toBe(404);
    const sent = await asked('127.0.0.1');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    expect((await digests(arun))[0]!.text).toContain('Route Vidya');
    expect((await asked('127.0.0.1')).json()).toEqual({ sent: false });
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/dev/saved-searches/digest',
      payload: { email: 'nobody@example.com' },
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('the saved-search digest on two instances of one PostgreSQL database', () => {
  const site = twoInstances({ PUBLIC_URL });
  const { woman, save, digests, searcher } = digestPeople(() => site.first().app);

  // Twelve members registered one by one, each password hashed: slow on a busy machine.
  it('sends each member one digest, whichever instance claims them', async () => {
    const searchers: Registered[] = [];
    for (let i = 0; i < 12; i++) searchers.push(await searcher());
    for (const who of searchers) await save(who, 'Kannur', 'Kannur');
    await woman('Both Chandrika', 'Kannur');
    const [a, b] = [site.first(), await site.second()];
    const passes = await Promise.all(
      [a, b, a, b].map((instance) => sendDueSavedSearchDigests(instance.app.ctx, log, morning(27))),
    );
    await backgroundSettled();
    for (const who of searchers) expect(await digests(who)).toHaveLength(1);
    expect(passes.reduce((x, y) => x + y, 0)).toBe(searchers.length);
  }, 90_000);
});
