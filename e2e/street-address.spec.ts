import { biodataPath, profileDetailsPath } from '@inai/shared';
import { appStarted, expect, login, test, toast } from './fixtures';
import { memberCall } from './member-helpers';
import { addressCast, signedInBrowser, STREET_ADDRESS_TOWNS } from './street-address-helpers';

test('the street address is optional, strangers never see it, an accepted partner does, and the owner can hide it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { owner, door, stranger, partner } = await addressCast(request, STREET_ADDRESS_TOWNS.desktop, {
    bride: 'Revathi Anand',
    stranger: 'Ravi Shankar',
    partner: 'Mani Vannan',
  });

  // The owner, a free member: the field says it is optional and who sees it, and saves empty.
  await login(page, owner);
  const basic = page.getByRole('form', { name: 'Basic info' });
  const field = basic.getByLabel('Address (optional)');
  await expect(field).toHaveValue(door);
  await expect(field).toHaveAccessibleDescription(
    'Shown only to members with whom you have an accepted interest. You can hide it from them too, in Settings.',
  );
  await field.fill('');
  await basic.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Address is required')).toHaveCount(0);
  const saved = (await memberCall(request, owner.token, 'getLoggedInUserProfile', {})) as {
    user_details: { address: string | null; city: string };
  };
  expect(saved.user_details).toMatchObject({ address: null, city: STREET_ADDRESS_TOWNS.desktop });
  await page.reload();
  await basic.getByLabel('Address (optional)').fill(door);
  await basic.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();

  // A Silver member who is a stranger: the phone (his plan's contact details), never the door.
  const strangerPage = await signedInBrowser(browser, stranger);
  await strangerPage.goto(profileDetailsPath(owner.id));
  await appStarted(strangerPage);
  const strangerContact = strangerPage.getByRole('region', { name: 'Contact info' });
  await expect(strangerContact.getByTestId('address-withheld')).toHaveText(
    'Shown only after an interest between you is accepted',
  );
  await expect(strangerContact.getByText(owner.phone)).toBeVisible();
  await expect(strangerPage.getByText(door)).toHaveCount(0);
  await expect(strangerPage.getByRole('region', { name: 'Personal information' })).toBeVisible();

  // The accepted partner sees it.
  const partnerPage = await signedInBrowser(browser, partner);
  await partnerPage.goto(profileDetailsPath(owner.id));
  await appStarted(partnerPage);
  const partnerContact = partnerPage.getByRole('region', { name: 'Contact info' });
  await expect(partnerContact.getByText(door)).toBeVisible();
  await expect(partnerContact.getByTestId('address-withheld')).toHaveCount(0);

  // The owner hides it in Settings (free): the partner no longer sees it.
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Street address' });
  const hide = card.getByRole('switch', { name: 'Hide address from everyone' });
  await expect(hide).toBeEnabled();
  await expect(hide).toHaveAttribute('aria-checked', 'false');
  await hide.click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
  await expect(hide).toHaveAttribute('aria-checked', 'true');
  await partnerPage.reload();
  await appStarted(partnerPage);
  await expect(partnerPage.getByRole('region', { name: 'Contact info' }).getByTestId('address-withheld')).toHaveText(
    'Address is hidden',
  );
  await expect(partnerPage.getByText(door)).toHaveCount(0);

  // Nor does the printable biodata.
  await partnerPage.goto(biodataPath(owner.id));
  await appStarted(partnerPage);
  await expect(partnerPage.getByTestId('biodata-sheet')).toBeVisible();
  await expect(partnerPage.getByText(door)).toHaveCount(0);

  await strangerPage.context().close();
  await partnerPage.context().close();
});
