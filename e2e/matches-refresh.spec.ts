import { randomBytes } from 'node:crypto';
import { createMember, expect, login, test, toast } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

test('Matches follow a preferences save at once, without a reload', async ({ page, request }) => {
  // Two brides of religions no other test seeds, so the Matches list is this test's alone.
  const tag = `k${randomBytes(3).toString('hex')}`;
  const brides = { Parsi: `Parsi Bride ${tag}`, Jewish: `Jewish Bride ${tag}` };
  for (const [religion, name] of Object.entries(brides)) {
    const bride = await createMember(request, { name });
    await memberCall(request, bride.token, 'updateProfile', { ...BASIC, gender: 'Female', dob: '1998-05-05' });
    await memberCall(request, bride.token, 'updateProfile', { religion, caste: 'Other' });
  }
  const groom = await createMember(request);
  await memberCall(request, groom.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1995-01-01' });
  await memberCall(request, groom.token, 'updatePartnerPreferences', {
    gender: 'Female',
    age: '25 to 30',
    religion: 'Parsi',
    caste: 'no_preference',
  });
  grantPlan(groom.id, 'Gold');
  await login(page, groom);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
  const matches = page.getByRole('region', { name: 'Matches' });
  await expect(matches.getByRole('article', { name: brides.Parsi })).toBeVisible();
  await expect(matches.getByRole('article', { name: brides.Jewish })).toHaveCount(0);
  // Marks this page load: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameLoad: true }));

  await page.getByRole('link', { name: 'Edit partner preferences' }).click();
  const form = page.getByRole('form', { name: 'Partner preferences' });
  await form.getByLabel('Religion').selectOption('Jewish');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, "Partner's preferences updated successfully!")).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
  await expect(matches.getByRole('article', { name: brides.Jewish })).toBeVisible();
  await expect(matches.getByRole('article', { name: brides.Parsi })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
});
