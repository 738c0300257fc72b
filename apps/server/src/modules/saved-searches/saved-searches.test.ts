import { SAVED_SEARCH_LIMITS, savedSearchCriteriaSchema, type SavedSearch } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, postAs, register, searchableInDatabase, verifiedMember, type Registered } from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';
import { eraseDueAccounts } from '../my-data/account-erasure.js';

const ta = translatorFor('ta');
const CRITERIA = { gender: 'Female', age: '18 to 30', religion: 'Hindu', state: 'Tamil Nadu', city: 'Madurai' };

describe.each(ENGINES)('saved searches on %s', (engine) => {
  const t = suiteApp({ engine });

  const save = (who: Registered, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { ...bearer(who.token), ...headers },
      payload: payload as object,
    });
  const change = (who: Registered, id: unknown, payload: object) =>
    postAs(t.app, who.token, `/api/saved-searches/${id}`, payload);
  const remove = (who: Registered, id: unknown) => postAs(t.app, who.token, `/api/saved-searches/${id}/delete`);
  const list = async (who: Registered) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: SavedSearch[] }).data;
  };
  const saved = async (who: Registered, name: string, criteria: object = CRITERIA) => {
    const response = await save(who, { name, criteria });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: SavedSearch }).data;
  };

  it('saves a search with its criteria as search reads them, lists it, renames it, switches its alerts and deletes it', async () => {
    const member = await verifiedMember(t.app);
    const response = await save(member, {
      name: '  Madurai brides ',
      criteria: { ...CRITERIA, caste: '', star: ['Rohini', 'Aswini'], id_verified: '1', diet: 'Vegetarian', page: 3 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { success: boolean; message: string; data: SavedSearch };
    expect(created.success).toBe(true);
    expect(created.message).toBe('Search saved. Each morning we will e-mail you the new profiles it finds.');
    expect(created.data).toMatchObject({ name: 'Madurai brides', alerts: true });
    // Search's own schema made the criteria: blanks are null, one diet is a list, stars in their order, no page.
    expect(created.data.criteria).toEqual({
      gender: 'Female',
      age: '18 to 30',
      religion: 'Hindu',
      caste: null,
      state: 'Tamil Nadu',
      city: 'Madurai',
      marital_status: null,
      mother_tongue: null,
      height_from: null,
      height_to: null,
      star: ['Aswini', 'Rohini'],
      id_verified: true,
      diet: ['Vegetarian'],
      physical_status: null,
      residence_country: null,
      education_level: null,
    });
    expect(savedSearchCriteriaSchema.strict().safeParse(created.data.criteria).success).toBe(true);
    expect(await list(member)).toEqual([created.data]);

    const renamed = await change(member, created.data.id, { name: 'Madurai, Hindu' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Saved search renamed', data: { name: 'Madurai, Hindu', alerts: true } });
    const off = await change(member, created.data.id, { alerts: false });
    expect(off.json()).toMatchObject({ message: 'Alerts switched off for Madurai, Hindu', data: { alerts: false } });
    const on = await change(member, created.data.id, { alerts: true });
    expect(on.json()).toMatchObject({ message: 'Alerts switched on for Madurai, Hindu', data: { alerts: true } });

    const deleted = await remove(member, created.data.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Saved search deleted' });
    expect(await list(member)).toEqual([]);
    expect((await remove(member, created.data.id)).statusCode).toBe(404);
  });

  it('keeps names unique per member, whatever their case and spaces, and lets another member use the same name', async () => {
    const member = await verifiedMember(t.app);
    const first = await saved(member, 'Chennai doctors');
    for (const name of ['Chennai doctors', ' chennai   DOCTORS ']) {
      const again = await save(member, { name, criteria: CRITERIA });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        code: 'saved_search_name_taken',
        message: 'You already have a saved search with this name. Please choose another name.',
        errors: { name: 'You already have a saved search with this name. Please choose another name.' },
      });
    }
    const other = await saved(member, 'Salem');
    const clash = await change(member, other.id, { name: 'CHENNAI DOCTORS' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('saved_search_name_taken');
    // Renaming a search to its own name in another case is no clash.
    expect((await change(member, first.id, { name: 'Chennai Doctors' })).statusCode).toBe(200);
    expect((await saved(await verifiedMember(t.app), 'Chennai doctors')).name).toBe('Chennai doctors');
  });

  it('keeps at most five; the sixth is refused with a message that says to delete one in Settings', async () => {
    const member = await verifiedMember(t.app);
    for (let i = 1; i <= SAVED_SEARCH_LIMITS.max; i++) await saved(member, `Search ${i}`);
    const sixth = await save(member, { name: 'Search 6', criteria: CRITERIA });
    expect(sixth.statusCode, sixth.body).toBe(409);
    expect(sixth.json()).toMatchObject({
      code: 'saved_search_full',
      message: 'You have 5 saved searches, the most you can keep. Delete one in Settings to save another.',
      params: { max: 5 },
    });
    // In the member's own language.
    expect((await postAs(t.app, member.token, '/api/updateUser', { locale: 'ta' })).statusCode).toBe(200);
    const tamil = await save(member, { name: 'Search 6', criteria: CRITERIA });
    expect(tamil.json().message).toBe(ta('savedSearches.full', { max: 5 }));
    expect((await postAs(t.app, member.token, '/api/updateUser', { locale: 'en' })).statusCode).toBe(200);
    // Two saves at once when one place is left: only one gets it.
    const [one] = await list(member);
    await remove(member, one!.id);
    const both = await Promise.all([
      save(member, { name: 'Race A', criteria: CRITERIA }),
      save(member, { name: 'Race B', criteria: CRITERIA }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await list(member)).toHaveLength(SAVED_SEARCH_LIMITS.max);
  });

  it("answers another member's saved search as one that does not exist", async () => {
    const owner = await verifiedMember(t.app);
    const other = await verifiedMember(t.app);
    const theirs = await saved(owner, 'Mine');
    for (const response of [await change(other, theirs.id, { name: 'Taken' }), await remove(other, theirs.id)]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'saved_search_not_found',
        message: 'This saved search was not found. It may have been deleted.',
      });
    }
    expect(await list(other)).toEqual([]);
    expect((await list(owner)).map((s) => s.name)).toEqual(['Mine']);
    // An id no row could have is the same 404, never a database error.
    expect((await change(other, 99_999_999_999, { alerts: false })).statusCode).toBe(404);
  });

  it('erases a leaving member’s saved searches, and their place in what others’ searches have seen', async () => {
    const leaving = await verifiedMember(t.app);
    const other = await verifiedMember(t.app);
    const bride = await searchableInDatabase(t.app, {
      gender: 'Female',
      dob: '2000-05-05',
      religion: 'Hindu',
      city: 'Erasure Town',
    });
    await saved(leaving, 'Mine', { ...CRITERIA, city: 'Erasure Town' });
    const theirs = await saved(other, 'Theirs', { ...CRITERIA, city: 'Erasure Town' });
    const seenOf = (searchId: number) =>
      t.app.ctx.db.selectFrom('saved_search_seen').select('user_id').where('saved_search_id', '=', searchId).execute();
    expect(await seenOf(theirs.id)).toEqual([{ user_id: bride }]);
    const asked = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    for (const id of [leaving.userId, bride]) {
      await t.app.ctx.db.updateTable('users').set({ deletion_requested_at: asked }).where('id', '=', id).execute();
    }
    expect(await eraseDueAccounts(t.app.ctx, t.app.log, new Date())).toBeGreaterThanOrEqual(2);
    const left = await t.app.ctx.db
      .selectFrom('saved_searches')
      .select('user_id')
      .where('user_id', '=', leaving.userId)
      .execute();
    expect(left).toEqual([]);
    expect(await seenOf(theirs.id)).toEqual([]);
    expect((await list(other)).map((s) => s.name)).toEqual(['Theirs']);
  });

  it('admits only signed-in, verified members', async () => {
    const unverified = await register(t.app);
    expect((await save(unverified, { name: 'x', criteria: CRITERIA })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: bearer(unverified.token) })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/saved-searches' });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/saved-searches/1/delete' })).statusCode).toBe(401);
  });

  it('checks names and criteria with field messages, in the caller’s language, never a 5xx', async () => {
    const member = await verifiedMember(t.app);
    const refused = async (payload: unknown, who: Registered = member) => {
      const response = await save(who, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json() as { code: string; errors: Record<string, string> };
    };
    expect((await refused({ name: '   ', criteria: CRITERIA })).errors).toEqual({ name: 'Please give this search a name' });
    expect((await refused({ name: 'x'.repeat(61), criteria: CRITERIA })).errors).toEqual({
      name: 'The name can have at most 60 characters',
    });
    expect((await refused({ name: 'No gender', criteria: { ...CRITERIA, gender: undefined } })).errors).toEqual({
      'criteria.gender': 'Gender Required',
    });
    expect((await refused({ name: 'Bad caste', criteria: { ...CRITERIA, caste: 'Martian' } })).errors).toHaveProperty(
      'criteria.caste',
    );
    expect(
      (await refused({ name: 'Upside down', criteria: { ...CRITERIA, height_from: '6', height_to: '5.2' } })).errors,
    ).toHaveProperty('criteria.height_to');
    const visitorTamil = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { 'accept-language': 'ta' },
      payload: { name: 'x', criteria: CRITERIA },
    });
    expect(visitorTamil.json().message).toBe(ta('auth.tokenRequired'));
    const tamil = await verifiedMember(t.app);
    expect((await postAs(t.app, tamil.token, '/api/updateUser', { locale: 'ta' })).statusCode).toBe(200);
    expect((await refused({ name: 'Tamil', criteria: { ...CRITERIA, age: '' } }, tamil)).errors).toEqual({
      'criteria.age': ta('search.ageRequired'),
    });
    expect((await refused({ name: 'x', criteria: CRITERIA, alerts: 'yes' })).errors).toEqual({
      alerts: 'Please say whether alerts are on or off',
    });
    for (const payload of [{}, { name: 'x' }, { name: 5, criteria: CRITERIA }, { name: 'x', criteria: 'Madurai' }, []]) {
      expect((await refused(payload)).code).toBe('invalid_input');
    }
    const own = await saved(member, 'Kept');
    for (const [id, payload] of [
      [own.id, {}],
      ['abc', { alerts: true }],
      [-1, { alerts: true }],
      [own.id, { name: '' }],
    ] as const) {
      const response = await change(member, id, payload);
      expect(response.statusCode, `${id} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
    }
    expect((await change(member, own.id, {})).json().message).toBe('Please give a new name, or switch the alerts on or off');
  });
});
