import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, givePlan, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadTestImage } from '../../test/uploads.js';

const dob = addDays(latestBirthDate(todayInIndia(), 26), -30);
const WHATSAPP = '9000012345';

/**
 * The three privacy switches (docs/design.md, "Privacy in every answer"; docs/design.md, "Contact grows with consent"): each takes effect in every answer
 * that shows the owner (search and matches cards, interests lists, details) and on the media
 * route, for everyone except the members with whom the owner has an accepted interest.
 */
describe.each(ENGINES)('privacy switches on %s', (engine) => {
  let t: TestApp;
  let kavya: Registered; // the owner, Gold
  let ravi: Registered; // Platinum, no interest
  let siva: Registered; // free, his interest to Kavya unanswered
  let arjun: Registered; // Gold, Kavya's interest to him unanswered
  let mani: Registered; // Gold, accepted partner
  let vel: Registered; // Silver, accepted partner
  let kannan: Registered; // free, accepted partner
  const interestOf: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ engine });
    kavya = await memberWithProfile(t.app, { name: 'Kavya', gender: 'Female', dob });
    await givePlan(t.app, kavya.userId, 2);
    await postAs(t.app, kavya.token, '/api/updateProfile', { whatsapp: WHATSAPP });
    await uploadTestImage(t.app, kavya, 'photos');
    await uploadTestImage(t.app, kavya, 'horoscopes');
    const man = (name: string) => memberWithProfile(t.app, { name, gender: 'Male', dob });
    ravi = await man('Ravi');
    siva = await man('Siva');
    arjun = await man('Arjun');
    mani = await man('Mani');
    vel = await man('Vel');
    kannan = await man('Kannan');
    await givePlan(t.app, ravi.userId, 3);
    await givePlan(t.app, arjun.userId, 2);
    await givePlan(t.app, mani.userId, 2);
    await givePlan(t.app, vel.userId, 1);
    for (const suitor of [siva, mani, vel, kannan]) {
      expect((await postAs(t.app, suitor.token, '/api/sendInterest', { partner_id: kavya.userId })).statusCode).toBe(201);
    }
    expect((await postAs(t.app, kavya.token, '/api/sendInterest', { partner_id: arjun.userId })).statusCode).toBe(201);
    const incoming = (
      await t.app.inject({ url: `/api/getIncomingInterests/${kavya.userId}`, headers: bearer(kavya.token) })
    ).json();
    for (const item of incoming.data) interestOf[item.name] = item.id;
    for (const partner of ['Mani', 'Vel', 'Kannan']) {
      expect((await answer('Accepted', partner)).statusCode).toBe(200);
    }
    await backgroundSettled();
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const answer = (status: 'Accepted' | 'Rejected', name: string) =>
    postAs(t.app, kavya.token, '/api/updateInterest', { id: interestOf[name], status });
  const setSwitches = async (values: object) => {
    const r = await postAs(t.app, kavya.token, '/api/updateUser', values);
    expect(r.statusCode, r.body).toBe(200);
  };
  const open = async (url: string) => (await t.app.inject(url)).statusCode;

  /** Kavya's result card as `viewer` (a visitor when undefined) finds it. */
  const card = async (viewer?: Registered) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: viewer ? bearer(viewer.token) : {},
      payload: { gender: 'Female', age: '18 to 30', religion: 'Any', pageSize: 24 },
      remoteAddress: freshAddress(),
    });
    return r.json().data.find((c: { user_id: number }) => c.user_id === kavya.userId);
  };
  const match = async (viewer: Registered) => {
    const r = await postAs(t.app, viewer.token, '/api/loggedInSearch', { pageSize: 24 });
    return r.json().data.find((c: { user_id: number }) => c.user_id === kavya.userId);
  };
  const details = async (viewer: Registered) => {
    const r = await postAs(t.app, viewer.token, '/api/getUserDetails', { user_id: kavya.userId });
    return { status: r.statusCode, body: r.body, user: r.json().user };
  };
  const sentItem = async (viewer: Registered) =>
    (await t.app.inject({ url: `/api/getSentInterests/${viewer.userId}`, headers: bearer(viewer.token) }))
      .json()
      .data.find((i: { partner_id: number }) => i.partner_id === kavya.userId);
  const incomingItem = async (viewer: Registered) =>
    (await t.app.inject({ url: `/api/getIncomingInterests/${viewer.userId}`, headers: bearer(viewer.token) }))
      .json()
      .data.find((i: { user_id: number }) => i.user_id === kavya.userId);

  it('with no switch on, shows every viewer the photo, and paying viewers the phone and horoscopes', async () => {
    expect((await card()).profile_picture).toMatch(/\/blurred\?a=v&/);
    expect((await card(ravi)).profile_picture).toMatch(/\/thumb\?a=p&/);
    const { user } = await details(ravi);
    expect(user).toMatchObject({ phone: kavya.details.phone, email: kavya.details.email, phone_hidden: false });
    expect(user.user_details.whatsapp).toBe(WHATSAPP);
    expect(user.user_images).toHaveLength(1);
    expect(user.user_horoscopes).toHaveLength(1);
  });

  it('photos: hidden from every card, list and details, and links handed out before are refused', async () => {
    const before = {
      visitorCard: (await card()).profile_picture,
      freeCard: (await card(siva)).profile_picture,
      paidCard: (await card(ravi)).profile_picture,
      sentItem: (await sentItem(siva)).user_profile_picture,
      incomingItem: (await incomingItem(arjun)).user_profile_picture,
      details: (await details(ravi)).user,
    };
    for (const url of [before.visitorCard, before.freeCard, before.paidCard, before.sentItem, before.incomingItem]) {
      expect(await open(url)).toBe(200);
    }
    await setSwitches({ photos_visibility: 1 });

    for (const viewer of [undefined, siva, ravi]) {
      expect(await card(viewer)).toMatchObject({ profile_picture: null, photos_locked: true, picture_blurred: false });
    }
    expect(await match(ravi)).toMatchObject({ profile_picture: null, photos_locked: true });
    expect((await sentItem(siva)).user_profile_picture).toBeNull();
    expect((await incomingItem(arjun)).user_profile_picture).toBeNull();
    const { user, body } = await details(ravi);
    expect(user).toMatchObject({ photos_locked: true, user_profile_picture: null, phone: kavya.details.phone });
    expect(user).not.toHaveProperty('user_images');
    expect(body).not.toContain('/api/media/photos/');
    for (const url of [
      before.visitorCard,
      before.freeCard,
      before.paidCard,
      before.sentItem,
      before.incomingItem,
      before.details.user_profile_picture,
      before.details.user_images[0].file_path,
      before.details.user_images[0].thumbnail,
    ]) {
      expect(await open(url), url).toBe(404);
    }
    // Only the photos: the horoscope still opens.
    expect(await open(before.details.user_horoscopes[0].horoscope_premium_path)).toBe(200);
  });

  it('mobile number: the phone and the WhatsApp number leave the details; the e-mail stays', async () => {
    await setSwitches({ mobile_number_visibility: 1 });
    const { user, body } = await details(ravi);
    expect(user).toMatchObject({ phone_hidden: true, email: kavya.details.email });
    expect(user).not.toHaveProperty('phone');
    expect(user.user_details).not.toHaveProperty('whatsapp');
    expect(body).not.toContain(kavya.details.phone);
    expect(body).not.toContain(WHATSAPP);
  });

  it('horoscopes: gone from the details, and an earlier link is refused', async () => {
    await setSwitches({ photos_visibility: 0 });
    const link = (await details(ravi)).user.user_horoscopes[0].horoscope_premium_path;
    await setSwitches({ photos_visibility: 1, horoscope_visibility: 1 });
    const { user } = await details(ravi);
    expect(user).toMatchObject({ horoscopes_locked: true, horoscopes_need_upgrade: false });
    expect(user).not.toHaveProperty('user_horoscopes');
    expect(await open(link)).toBe(404);
  });

  it('an accepted partner sees what the owner hides from others, as far as their plan allows', async () => {
    // All three switches are on now.
    const { user, body } = await details(mani);
    expect(user).toMatchObject({
      phone: kavya.details.phone,
      phone_hidden: false,
      photos_locked: false,
      horoscopes_locked: false,
      horoscopes_need_upgrade: false,
    });
    expect(user.user_details.whatsapp).toBe(WHATSAPP);
    const forMani = new RegExp(`\\?a=a&u=${mani.userId}&`);
    for (const url of [
      user.user_profile_picture,
      user.user_images[0].file_path,
      user.user_images[0].thumbnail,
      user.user_horoscopes[0].horoscope_premium_path,
    ]) {
      expect(url).toMatch(forMani);
      expect(await open(url)).toBe(200);
    }
    expect(body).not.toContain('a=p&');
    const c = await card(mani);
    expect(c).toMatchObject({ photos_locked: false, picture_blurred: false, profile_picture: expect.stringMatching(forMani) });
    expect(await open(c.profile_picture)).toBe(200);
    expect((await match(mani)).profile_picture).toMatch(forMani);
    const item = await sentItem(mani);
    expect(item.user_profile_picture).toMatch(forMani);
    expect(await open(item.user_profile_picture)).toBe(200);

    // A link is the partner's alone: naming another member breaks the signature.
    expect(await open(user.user_images[0].file_path.replace(`u=${mani.userId}`, `u=${ravi.userId}`))).toBe(404);
    // Others still see nothing.
    expect((await card(ravi)).profile_picture).toBeNull();
    expect((await details(ravi)).user).not.toHaveProperty('phone');

    // Silver: photos and phone, but no horoscopes (not in the plan).
    const silver = (await details(vel)).user;
    expect(silver).toMatchObject({ phone: kavya.details.phone, photos_locked: false, horoscopes_need_upgrade: true });
    expect(silver.user_images).toHaveLength(1);
    expect(silver).not.toHaveProperty('user_horoscopes');

    // Free: the blurred photo on the card, as for any free viewer; the details need a plan.
    const free = await card(kannan);
    expect(free).toMatchObject({ picture_blurred: true, photos_locked: false });
    expect(free.profile_picture).toMatch(new RegExp(`/blurred\\?a=a&u=${kannan.userId}&`));
    expect(await open(free.profile_picture)).toBe(200);
    expect((await details(kannan)).status).toBe(402);
  });

  it("the exception ends when the owner rejects after accepting: the partner's links stop opening", async () => {
    const { user } = await details(mani);
    const links = [
      user.user_images[0].file_path,
      user.user_horoscopes[0].horoscope_premium_path,
      (await card(mani)).profile_picture,
    ];
    expect((await answer('Rejected', 'Mani')).statusCode).toBe(200);
    for (const url of links) expect(await open(url), url).toBe(404);
    const after = await details(mani);
    expect(after.user).toMatchObject({ phone_hidden: true, photos_locked: true, horoscopes_locked: true });
    expect(after.user).not.toHaveProperty('phone');
    expect(await card(mani)).toMatchObject({ profile_picture: null, photos_locked: true });
    expect((await sentItem(mani)).user_profile_picture).toBeNull();

    expect((await answer('Accepted', 'Mani')).statusCode).toBe(200);
    const again = (await details(mani)).user;
    expect(again.phone).toBe(kavya.details.phone);
    expect(await open(again.user_images[0].file_path)).toBe(200);
  });

  it('switching everything off shows every viewer everything again', async () => {
    await setSwitches({ mobile_number_visibility: 0, photos_visibility: 0, horoscope_visibility: 0 });
    const { user } = await details(ravi);
    expect(user).toMatchObject({
      phone: kavya.details.phone,
      phone_hidden: false,
      photos_locked: false,
      horoscopes_locked: false,
    });
    expect(await open(user.user_images[0].file_path)).toBe(200);
    expect((await card()).profile_picture).toMatch(/\/blurred\?a=v&/);
    // Nothing is hidden, so the partner gets the ordinary links.
    expect((await card(mani)).profile_picture).toMatch(/\/thumb\?a=p&/);
  });
});
