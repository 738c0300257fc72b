import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import type { JobRun } from '../../lib/background-job.js';
import { ENGINES } from '../../test/databases.js';
import { givePlan, mailsTo, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { deliverNewInterests, INTEREST_MAIL_RULES, sendDueDigests } from './interests.notifications.js';

const ta = translatorFor('ta');
const dob = addDays(latestBirthDate(todayInIndia(), 28), -3);
const HOUR = 60 * 60 * 1000;
const PUBLIC_URL = 'https://inai.example.in';

describe.each(ENGINES)('interest e-mails on %s', (engine) => {
  let t: TestApp;
  const log = { info: () => undefined, error: () => undefined };
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });
  // Each test counts the digests of its own members: whatever one leaves due goes out after it.
  afterEach(async () => {
    await sendDueDigests(t.app.ctx, log, later(10 * HOUR));
  });

  /** A woman on a plan (Silver unless told): one whose Interests screen shows who sent what. */
  const woman = async (name: string, plan: 0 | 1 | 2 = 1) => {
    const member = await memberWithProfile(t.app, { name, gender: 'Female', dob });
    if (plan) await givePlan(t.app, member.userId, plan);
    return member;
  };
  const man = (name: string) => memberWithProfile(t.app, { name, gender: 'Male', dob, city: 'Salem', job_type: 'Employee' });
  /** Sends an interest and waits for the mail that follows the answer. */
  const send = async (from: Registered, to: Registered) => {
    const r = await postAs(t.app, from.token, '/api/sendInterest', { partner_id: to.userId });
    expect(r.statusCode, r.body).toBe(201);
    await backgroundSettled();
  };
  const mails = (member: Registered) => mailsTo(t.app, member.details.email);
  const later = (ms: number) => new Date(Date.now() + ms);
  const interestId = async (from: Registered, to: Registered) =>
    (
      await t.app.ctx.db
        .selectFrom('interests')
        .select('id')
        .where('user_id', '=', from.userId)
        .where('partner_id', '=', to.userId)
        .executeTakeFirstOrThrow()
    ).id;
  const answer = async (recipient: Registered, id: number, status: 'Accepted' | 'Rejected') => {
    expect((await postAs(t.app, recipient.token, '/api/updateInterest', { id, status })).statusCode).toBe(200);
    await backgroundSettled();
  };

  it('tells the recipient at once, in English, naming the sender, linking to the interests and the settings', async () => {
    const meena = await woman('Meena');
    const arun = await man('Arun');
    await send(arun, meena);
    const [mail, ...more] = await mails(meena);
    expect(more).toHaveLength(1); // the OTP
    expect(mail!.subject).toBe('You have a new interest on Inai Matrimony');
    expect(mail!.subject).not.toContain('Arun');
    expect(mail!.html).toContain('<html lang="en">');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(`Vanakkam ${meena.details.name}, Arun has sent you an interest.`);
      expect(body).toContain('28 years · Salem, Tamil Nadu · Employee');
      expect(body).toContain('Open your interests to see their profile and accept or reject.');
      expect(body).toContain(`${PUBLIC_URL}/userinterests`);
      expect(body).toContain(`${PUBLIC_URL}/settings`);
      expect(body).toContain('You receive this e-mail because you asked to hear about interests.');
      expect(body).not.toContain('Upgrade');
    }
    expect(mail!.text).not.toContain(arun.details.phone);
    expect(await mails(arun)).toHaveLength(1); // only his OTP mail
  });

  it('tells a recipient without a plan no more than their Interests screen shows: that someone did, not who', async () => {
    const kavya = await woman('Kavya', 0);
    const bala = await man('Balamurugan');
    await send(bala, kavya);
    const [mail] = await mails(kavya);
    expect(mail!.subject).toBe('You have a new interest on Inai Matrimony');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Vanakkam Kavya, someone new is interested in you: a family has sent you an interest.');
      expect(body).toContain('Upgrade to a paid plan to see who they are and to answer; the plans are on the Pricing page.');
      expect(body).toContain(`${PUBLIC_URL}/userinterests`);
      for (const hidden of ['Balamurugan', '28 years', 'Salem', 'Employee', 'accept or reject'])
        expect(body).not.toContain(hidden);
    }
    // The digest of several: how many, never who.
    await send(await man('Chezhiyan'), kavya);
    await send(await man('Devan'), kavya);
    expect(await sendDueDigests(t.app.ctx, log, later(INTEREST_MAIL_RULES.everyMs + 60_000))).toBe(1);
    const [digest] = await mails(kavya);
    expect(digest!.subject).toBe('You have 2 new interests on Inai Matrimony');
    expect(digest!.text).toContain('Vanakkam Kavya, 2 families have sent you an interest since our last e-mail.');
    expect(digest!.text).toContain('Upgrade to a paid plan to see who they are and to answer');
    for (const hidden of ['Chezhiyan', 'Devan', '28 years', 'Salem']) expect(digest!.html).not.toContain(hidden);
    // In Tamil, the same.
    const tamil = await woman('Revathi', 0);
    await postAs(t.app, tamil.token, '/api/updateUser', { locale: 'ta' });
    await send(await man('Elango'), tamil);
    const [ta1] = await mails(tamil);
    expect(ta1!.text).toContain(ta('mail.interestHidden.single', { name: 'Revathi' }));
    expect(ta1!.text).toContain(
      'அவர்கள் யார் என்று பார்த்துப் பதிலளிக்க, கட்டணத் திட்டத்துக்கு மேம்படுத்தவும்; திட்டங்களைக் கட்டணங்கள் பக்கத்தில் பார்க்கலாம்.',
    );
    expect(ta1!.html).not.toContain('Elango');
  });

  it('sends at most one mail an hour: interests within the hour go together in the next one, once', async () => {
    const priya = await woman('Priya');
    const [a, b, c] = [await man('Dinesh'), await man('Ezhil'), await man('Ganesh')];
    await send(a, priya);
    await send(b, priya);
    await send(c, priya);
    expect(await mails(priya)).toHaveLength(2); // the OTP and the first interest
    expect(await sendDueDigests(t.app.ctx, log, later(30 * 60 * 1000))).toBe(0);
    expect(await mails(priya)).toHaveLength(2);
    expect(await sendDueDigests(t.app.ctx, log, later(INTEREST_MAIL_RULES.everyMs + 60_000))).toBe(1);
    const [digest] = await mails(priya);
    expect(digest!.subject).toBe('You have 2 new interests on Inai Matrimony');
    expect(digest!.text).toContain('Vanakkam Priya, these members have sent you an interest since our last e-mail:');
    expect(digest!.text).toContain('Ezhil: 28 years · Salem, Tamil Nadu · Employee');
    expect(digest!.text).toContain('Ganesh: 28 years');
    expect(digest!.text).not.toContain('Dinesh');
    expect(digest!.text).not.toContain('needs a paid plan');
    // Sent once: the next passes find nothing, however late.
    expect(await sendDueDigests(t.app.ctx, log, later(INTEREST_MAIL_RULES.everyMs + 120_000))).toBe(0);
    expect(await sendDueDigests(t.app.ctx, log, later(3 * HOUR))).toBe(0);
    expect(await mails(priya)).toHaveLength(3);
  });

  it('lets only one of several instances send a due digest', async () => {
    const rani = await woman('Rani');
    const [a, b] = [await man('Hari'), await man('Ilango')];
    await send(a, rani);
    await send(b, rani);
    const at = later(2 * HOUR);
    const passes = await Promise.all([1, 2, 3].map(() => sendDueDigests(t.app.ctx, log, at)));
    expect(passes.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await mails(rani)).toHaveLength(3);
  });

  it('at a worker’s pace, two runs serving four members at a time each mail every due member one digest', async () => {
    const [a, b] = [await man('Kathir'), await man('Latif')];
    const women: Registered[] = [];
    for (let i = 1; i <= 6; i++) women.push(await woman(`Pace ${i}`));
    // The first interest of each goes at once; the second waits for the digest of the hour.
    for (const to of women) await send(a, to);
    for (const to of women) await send(b, to);
    const worker: JobRun = { stopping: false, pace: { budgeted: false, concurrency: 4 } };
    const at = later(2 * HOUR);
    const sent = await Promise.all([sendDueDigests(t.app.ctx, log, at, worker), sendDueDigests(t.app.ctx, log, at, worker)]);
    expect(sent[0]! + sent[1]!).toBe(women.length);
    for (const to of women) {
      const [digest, first] = await mails(to);
      expect(first!.text).toContain('Kathir has sent you an interest.');
      expect(digest!.text).toContain('Latif');
      expect(await mails(to), to.details.name).toHaveLength(3); // the OTP, the first, one digest
    }
  });

  it('writes to a Tamil member in Tamil', async () => {
    const tamil = await woman('Selvi');
    await postAs(t.app, tamil.token, '/api/updateUser', { locale: 'ta' });
    const jaya = await man('Jayakumar');
    await send(jaya, tamil);
    const [mail] = await mails(tamil);
    expect(mail!.subject).toBe(ta('mail.interestReceived.subject', { brand: 'Inai Matrimony' }));
    expect(mail!.html).toContain('<html lang="ta">');
    expect(mail!.text).toContain(ta('mail.interestReceived.greeting', { name: 'Selvi', sender: 'Jayakumar' }));
    expect(mail!.text).toContain(`${ta('mail.interest.age', { age: 28 })} · சேலம், தமிழ்நாடு · ${ta('option.jobType.Employee')}`);
    for (const english of ['Salem', 'Tamil Nadu']) expect(mail!.text).not.toContain(english);
    expect(mail!.text).toContain(`${ta('mail.notificationsLink')}: ${PUBLIC_URL}/settings`);
    expect(mail!.text).not.toContain('Vanakkam');
  });

  it('sends nothing to a member who switched the mails off, and no backlog when they switch on again', async () => {
    const uma = await woman('Uma');
    const off = await postAs(t.app, uma.token, '/api/updateUser', { notify_interest_received: 0 });
    expect(off.json()).toMatchObject({ message: 'Settings updated successfully!', user: { notify_interest_received: 0 } });
    await send(await man('Kalai'), uma);
    expect(await sendDueDigests(t.app.ctx, log, later(2 * HOUR))).toBe(0);
    expect(await mails(uma)).toHaveLength(1); // the OTP only
    await postAs(t.app, uma.token, '/api/updateUser', { notify_interest_received: 1 });
    await send(await man('Madhan'), uma);
    const [mail, otp] = await mails(uma);
    expect(otp).toBeDefined();
    expect(mail!.text).toContain('Madhan has sent you an interest.');
    expect(mail!.text).not.toContain('Kalai');
  });

  it('tells nobody of an interest withdrawn before its digest', async () => {
    const vani = await woman('Vani');
    const [a, b] = [await man('Nandha'), await man('Oviyan')];
    await send(a, vani);
    await send(b, vani);
    const id = await interestId(b, vani);
    expect((await postAs(t.app, b.token, '/api/withdrawInterest', { id })).statusCode).toBe(200);
    await send(await man('Pandian'), vani);
    expect(await sendDueDigests(t.app.ctx, log, later(2 * HOUR))).toBe(1);
    const [digest] = await mails(vani);
    expect(digest!.text).toContain('Pandian has sent you an interest.');
    expect(digest!.text).not.toContain('Oviyan');
  });

  it('gives the hour back when a claimed mail finds nothing left to tell', async () => {
    const wilma = await woman('Wilma');
    await send(await man('Thamizh'), wilma);
    // Its interest already told: this claim finds nothing and must not hold the hour.
    expect(await deliverNewInterests(t.app.ctx, wilma.userId, later(2 * HOUR), log)).toBe(false);
    await send(await man('Udhay'), wilma);
    expect((await mails(wilma))[0]!.text).toContain('Udhay has sent you an interest.');
  });

  it('never fails the call when the mail cannot be sent, and tells the recipient with the next mail', async () => {
    const xavier = await man('Xavier');
    const yamuna = await woman('Yamuna');
    const spy = vi.spyOn(t.app.ctx.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    try {
      await send(xavier, yamuna);
    } finally {
      spy.mockRestore();
    }
    expect(await mails(yamuna)).toHaveLength(1);
    expect(await sendDueDigests(t.app.ctx, log, later(2 * HOUR))).toBe(1);
    expect((await mails(yamuna))[0]!.text).toContain('Xavier has sent you an interest.');
  });

  it('tells the sender once when their interest is accepted, in their language; nothing on a rejection', async () => {
    const lalitha = await woman('Lalitha', 2);
    const quadir = await man('Quadir');
    const raja = await man('Raja');
    await postAs(t.app, raja.token, '/api/updateUser', { locale: 'ta' });
    await send(quadir, lalitha);
    await send(raja, lalitha);
    await answer(lalitha, await interestId(raja, lalitha), 'Rejected');
    expect(await mails(raja)).toHaveLength(1); // the OTP: nothing on a rejection
    await answer(lalitha, await interestId(quadir, lalitha), 'Accepted');
    const [mail] = await mails(quadir);
    expect(mail!.subject).toBe('Your interest has been accepted on Inai Matrimony');
    expect(mail!.text).toContain('Vanakkam Quadir, good news: Lalitha has accepted your interest.');
    expect(mail!.text).toContain(`${PUBLIC_URL}/userinterests`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/settings`);
    // Rejected, then accepted again: still the one mail.
    const id = await interestId(quadir, lalitha);
    await answer(lalitha, id, 'Rejected');
    await answer(lalitha, id, 'Accepted');
    await answer(lalitha, id, 'Accepted');
    expect(await mails(quadir)).toHaveLength(2);
    // Raja's rejection turned into an acceptance: his mail, in Tamil.
    await answer(lalitha, await interestId(raja, lalitha), 'Accepted');
    const [tamil] = await mails(raja);
    expect(tamil!.subject).toBe(ta('mail.interestAccepted.subject', { brand: 'Inai Matrimony' }));
    expect(tamil!.text).toContain(ta('mail.interestAccepted.greeting', { name: 'Raja', partner: 'Lalitha' }));
  });

  it('sends no acceptance mail to a sender who switched those off', async () => {
    const nila = await woman('Nila');
    const sanjay = await man('Sanjay');
    await postAs(t.app, sanjay.token, '/api/updateUser', { notify_interest_accepted: 0 });
    await send(sanjay, nila);
    await answer(nila, await interestId(sanjay, nila), 'Accepted');
    expect(await mails(sanjay)).toHaveLength(1);
  });
});
