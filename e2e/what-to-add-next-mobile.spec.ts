import { createMember, expect, login, test } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';

test.describe('What to add next at 375 px', () => {
  test('fits the phone in English', async ({ page, request }) => {
    const member = await createMember(request, { name: 'Gurleen Kaur' });
    await login(page, member);
    await expect(page.getByRole('region', { name: 'What to add next' }).getByRole('listitem')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await overflowing(page)).toEqual([]);
  });

  test.describe('in Tamil', () => {
    test.use({ locale: 'ta-IN' });

    test('fits the phone in Tamil', async ({ page, request }) => {
      const member = await createMember(request, { name: 'Jasleen Kaur' });
      await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
      await loginInTamil(page, member);
      await expect(page.getByRole('region', { name: 'அடுத்து சேர்க்க வேண்டியவை' }).getByRole('listitem')).toHaveCount(3);
      await fitsThePhoneInTamil(page, 'the edit profile page with What to add next', ['Jasleen', 'Kaur', 'J']);
    });
  });
});
