import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { memberWithProfile, postAs, premiumMember, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BIODATA_FIELDS, saveBiodata } from '../../test/biodata.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -40);

/**
 * The Tamil biodata's family and lifestyle fields on profile details (docs/design.md, "The Tamil biodata"): shown with
 * the other full details to a viewer who may open full profiles, and to nobody else.
 */
describe.each(ENGINES)('family and lifestyle on profile details on %s', (engine) => {
  let t: TestApp;
  let owner: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    owner = await memberWithProfile(t.app, { name: 'Revathi', gender: 'Female', dob, religion: 'Hindu', caste: 'Pillai' });
    await saveBiodata(t.app, owner);
  });
  afterAll(async () => t.close());

  const details = (viewer: Registered) => postAs(t.app, viewer.token, '/api/getUserDetails', { user_id: owner.userId });
  const setSwitches = (on: 0 | 1) =>
    t.app.ctx.db
      .updateTable('users')
      .set({ mobile_number_visibility: on, photos_visibility: on, horoscope_visibility: on })
      .where('id', '=', owner.userId)
      .execute();

  it('gives a viewer without a plan none of them: the refusal carries no profile at all', async () => {
    const response = await details(await verifiedMember(t.app));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      code: 'plan_required',
      message: 'Please purchase a plan to view user details',
    });
    for (const value of ['Karaikudi', 'Retired headmaster', 'Ilayathangudi', 'Singapore'])
      expect(response.body).not.toContain(value);
  });

  it.each([1, 2, 3] as const)('shows them all to a viewer with plan %i, beside the other full details', async (plan) => {
    const response = await details(await premiumMember(t.app, plan));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.user_details).toEqual(
      expect.objectContaining({ ...BIODATA_FIELDS, physical_status_note: null, religion: 'Hindu', caste: 'Pillai' }),
    );
  });

  it('keeps them when the owner hides phone, photos and horoscopes: no switch covers them', async () => {
    const viewer = await premiumMember(t.app, 2);
    await setSwitches(1);
    try {
      const response = await details(viewer);
      expect(response.statusCode, response.body).toBe(200);
      const user = response.json().user;
      expect(user).toMatchObject({ phone_hidden: true, photos_locked: true, horoscopes_locked: true });
      expect(user).not.toHaveProperty('phone');
      expect(user.user_details).toMatchObject(BIODATA_FIELDS);
    } finally {
      await setSwitches(0);
    }
  });

  it('answers null for each field the owner has not filled', async () => {
    const plain = await memberWithProfile(t.app, { gender: 'Male', dob });
    const response = await postAs(t.app, (await premiumMember(t.app, 3)).token, '/api/getUserDetails', { user_id: plain.userId });
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json().user.user_details;
    for (const field of [...Object.keys(BIODATA_FIELDS), 'physical_status_note']) expect(shown[field], field).toBeNull();
  });
});
