import type { Page } from '@playwright/test';
import { profileDetailsPath } from '@inai/shared';
import { expectAccessible } from './accessibility-helpers';
import { shot } from './screenshots';
import { appStarted, expect, test, toast } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';
import { addressCast, signedInBrowser, STREET_ADDRESS_STATE, STREET_ADDRESS_TOWNS } from './street-address-helpers';

test.use({ locale: 'ta-IN' });

const fitsWidth = async (page: Page, what: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);

test('at 375 px, in Tamil then English, a free member hides the street address, and the details page says who sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const town = STREET_ADDRESS_TOWNS.phone;
  const { owner, door, stranger, partner } = await addressCast(request, town, {
    bride: 'Vasuki Ilango',
    stranger: 'Ravi Kumaran',
    partner: 'Mani Sekar',
  });
  for (const member of [owner, stranger, partner]) await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  const names = [owner.name, stranger.name, partner.name, town, STREET_ADDRESS_STATE];

  // The owner, without a plan: the three plan switches are locked, hers is not and says it is free.
  await loginInTamil(page, owner);
  await expect(page).toHaveURL('/edituserprofile');
  const field = page.getByRole('form', { name: 'அடிப்படை விவரங்கள்' }).getByLabel('முகவரி (கட்டாயமில்லை)');
  await expect(field).toHaveValue(door);
  await expect(field).toHaveAccessibleDescription(
    'உங்களுடன் விருப்பம் ஏற்கப்பட்ட உறுப்பினர்களுக்கு மட்டுமே காட்டப்படும். அமைப்புகளில் அவர்களிடமிருந்தும் மறைக்கலாம்.',
  );
  await shot(page, 'edit-profile-ta', field);
  await page.goto('/premiumuserbenefits');
  await expect(page.getByText('இந்த வசதி கட்டண உறுப்பினர்களுக்கு மட்டுமே.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'புகைப்படங்களை அனைவரிடமிருந்தும் மறைக்கவும்' })).toBeDisabled();
  const card = page.getByRole('region', { name: 'வீட்டு முகவரி' });
  await expect(card.getByText('எல்லா உறுப்பினர்களுக்கும் இலவசம்.')).toBeVisible();
  const hide = card.getByRole('switch', { name: 'முகவரியை அனைவரிடமிருந்தும் மறைக்கவும்' });
  await expect(hide).toBeEnabled();
  await expect(hide).toHaveAttribute('aria-checked', 'false');
  await fitsThePhoneInTamil(page, 'premium user benefits', names);
  await expectAccessible(page, 'premium user benefits in Tamil at 375 px');
  await shot(page, 'premium-benefits-ta', card);

  // A Silver stranger: told when it would show, never the door.
  const strangerPage = await signedInBrowser(browser, stranger, { locale: 'ta-IN', width: 375 });
  await strangerPage.goto(profileDetailsPath(owner.id));
  await appStarted(strangerPage);
  await expect(strangerPage.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  const strangerContact = strangerPage.getByRole('region', { name: 'தொடர்பு விவரங்கள்' });
  await expect(strangerContact.getByTestId('address-withheld')).toHaveText('உங்களிடையே விருப்பம் ஏற்கப்பட்ட பிறகே காட்டப்படும்');
  await expect(strangerPage.getByText(door)).toHaveCount(0);
  await fitsThePhoneInTamil(strangerPage, 'details for a stranger', names);
  await shot(strangerPage, 'details-stranger-ta', strangerContact);

  // The accepted partner sees it.
  const partnerPage = await signedInBrowser(browser, partner, { locale: 'ta-IN', width: 375 });
  await partnerPage.goto(profileDetailsPath(owner.id));
  await appStarted(partnerPage);
  const partnerContact = partnerPage.getByRole('region', { name: 'தொடர்பு விவரங்கள்' });
  await expect(partnerContact.getByText(door)).toBeVisible();
  await fitsThePhoneInTamil(partnerPage, 'details for the partner', names);
  await expectAccessible(partnerPage, 'details for the partner in Tamil at 375 px');
  await shot(partnerPage, 'details-partner-ta', partnerContact);

  // She hides it: the partner is told so.
  await hide.click();
  await expect(toast(page, 'அமைப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!')).toBeVisible();
  await expect(hide).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'premium-benefits-ta-hidden', card);
  await partnerPage.reload();
  await appStarted(partnerPage);
  await expect(partnerPage.getByRole('region', { name: 'தொடர்பு விவரங்கள்' }).getByTestId('address-withheld')).toHaveText(
    'முகவரி மறைக்கப்பட்டுள்ளது',
  );
  await expect(partnerPage.getByText(door)).toHaveCount(0);
  await shot(partnerPage, 'details-partner-ta-hidden', partnerPage.getByTestId('address-withheld'));

  // In English at 375 px: the owner shows it again from Settings, and the partner sees it.
  for (const member of [owner, stranger, partner]) await memberCall(request, member.token, 'updateUser', { locale: 'en' });
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = page.getByRole('region', { name: 'Street address' });
  const hideInEnglish = english.getByRole('switch', { name: 'Hide address from everyone' });
  await expect(hideInEnglish).toHaveAttribute('aria-checked', 'true');
  await expect(english.getByText(/^Strangers never see your street address/)).toBeVisible();
  await fitsWidth(page, 'settings in English');
  await shot(page, 'settings-en', english);
  await page.goto('/premiumuserbenefits');
  await expect(page.getByRole('region', { name: 'Street address' }).getByText('Free for every member.')).toBeVisible();
  await fitsWidth(page, 'premium user benefits in English');
  await expectAccessible(page, 'premium user benefits in English at 375 px');
  await shot(page, 'premium-benefits-en', page.getByRole('region', { name: 'Street address' }));

  await partnerPage.reload();
  await appStarted(partnerPage);
  await expect(partnerPage.locator('html')).toHaveAttribute('lang', 'en');
  await expect(partnerPage.getByRole('region', { name: 'Contact info' }).getByTestId('address-withheld')).toHaveText(
    'Address is hidden',
  );
  await page.getByRole('switch', { name: 'Hide address from everyone' }).click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
  await partnerPage.reload();
  await appStarted(partnerPage);
  await expect(partnerPage.getByRole('region', { name: 'Contact info' }).getByText(door)).toBeVisible();
  await fitsWidth(partnerPage, 'details for the partner in English');
  await shot(partnerPage, 'details-partner-en', partnerPage.getByRole('region', { name: 'Contact info' }));

  await strangerPage.reload();
  await appStarted(strangerPage);
  await expect(strangerPage.getByRole('region', { name: 'Contact info' }).getByTestId('address-withheld')).toHaveText(
    'Shown only after an interest between you is accepted',
  );
  await expect(strangerPage.getByText(door)).toHaveCount(0);
  await fitsWidth(strangerPage, 'details for a stranger in English');
  await expectAccessible(strangerPage, 'details for a stranger in English at 375 px');
  await shot(strangerPage, 'details-stranger-en', strangerPage.getByRole('region', { name: 'Contact info' }));

  await strangerPage.context().close();
  await partnerPage.context().close();
});
