import { latestBirthDate, todayInIndia } from '@inai/shared';
import { createMember, expect, login, test, toast } from './fixtures';
import { BASIC, memberCall } from './member-helpers';

test.describe('Edit my profile', () => {
  test('a member fills in the four sections, each with its own save and texts', async ({ page, request }) => {
    // Four forms, a dozen toasts and a reload: a long walk on a shared 2-core machine.
    test.setTimeout(60_000);
    const member = await createMember(request);
    await login(page, member);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit my profile');

    const basic = page.getByRole('form', { name: 'Basic info' });
    // The name is shown above the form, corrected on its own ('Correct my name').
    const name = page.locator('#basic-info').getByLabel('Name', { exact: true });
    await expect(name).toBeDisabled();
    await expect(name).toHaveValue(member.name);
    for (const [label, value] of [
      ['Email', member.email],
      ['Phone', member.phone],
    ] as const) {
      await expect(basic.getByLabel(label, { exact: true })).toBeDisabled();
      await expect(basic.getByLabel(label, { exact: true })).toHaveValue(value);
    }

    // Nothing chosen: the toast of the specification, the field texts, and no request.
    let saved = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/updateProfile')) saved = true;
    });
    await basic.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toast(page, 'please fill all the values')).toBeVisible();
    for (const text of [
      'Gender is required',
      'Date of Birth is required',
      'Hight is required',
      'Weight is required',
      'City is required',
      "Father's Name is required",
    ]) {
      await expect(basic.getByText(text, { exact: true })).toBeVisible();
    }
    expect(saved).toBe(false);

    const dob = basic.getByLabel('Date of Birth');
    await expect(dob).toHaveAttribute('max', latestBirthDate(todayInIndia(), 18));
    await basic.getByLabel('Gender').selectOption('Female');
    await dob.fill('1996-04-14');
    const today = todayInIndia();
    const age = Number(today.slice(0, 4)) - 1996 - (today.slice(5) < '04-14' ? 1 : 0);
    await expect(basic.getByLabel('Age')).toHaveValue(String(age));
    await expect(basic.getByLabel('Age')).toHaveAttribute('readonly', '');
    await basic.getByLabel('Height').selectOption('5.4');
    await basic.getByLabel('Weight').selectOption('55-60');
    await basic.getByLabel('State').selectOption('Tamil Nadu');
    const city = basic.getByLabel('City');
    await city.fill('Madu');
    await page.getByRole('option', { name: 'Madurai', exact: true }).click();
    await basic.getByLabel("Father's Name").fill('Raman');
    await basic.getByLabel("Mother's Name").fill('Lakshmi');
    await basic.getByLabel('Marital Status').selectOption('Never Married');
    await basic.getByLabel('Address').fill('12 South Masi Street, Madurai');
    await basic.getByLabel('About me').fill('I teach Carnatic music and love temple architecture.');
    await basic.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    // The member on screen is now the server's (the age it derived shows in the side menu's
    // data too), and no copy of the member is kept in browser storage by hand.
    expect((await memberCall(request, member.token, 'getLoggedInUserProfile', {})).user_details).toMatchObject({ ...BASIC, age });
    expect(await page.evaluate(() => [localStorage.getItem('user'), sessionStorage.getItem('user')])).toEqual([null, null]);

    const job = page.getByRole('form', { name: 'Job & Education' });
    await job.getByLabel('Job Type').selectOption('Employee');
    await job.getByLabel('Company Name').fill('Zoho');
    await job.getByLabel('Degree').fill('B.Sc. Music');
    await job.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toast(page, 'Profile updated successfully!').last()).toBeVisible();

    const religion = page.getByRole('form', { name: 'Religion & Caste Information' });
    await religion.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toast(page, 'Religion is required')).toBeVisible();
    await religion.getByLabel('Religion').selectOption('Hindu');
    await religion.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toast(page, 'Caste is required')).toBeVisible();
    await religion.getByLabel('Caste', { exact: true }).selectOption('Pillai');
    await religion.getByLabel('Star (Natchatra)').selectOption('Rohini');
    await religion.getByLabel('Raasi').selectOption('Rishabam');
    await religion.getByLabel('Yes').check();
    await religion.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.locator('.Toastify__toast', { hasText: 'Profile updated successfully!' })).not.toHaveCount(0);

    const social = page.getByRole('form', { name: 'Social media' });
    const complete = social.getByRole('button', { name: 'Save & Complete' });
    await expect(complete).toBeDisabled();
    await social.getByLabel('Instagram').fill('instagram.com/kavya.sings');
    await expect(complete).toBeEnabled();
    await complete.click();
    await expect(social.getByText('Please enter a full link starting with https://')).toBeVisible();
    await social.getByLabel('Instagram').fill('https://instagram.com/kavya.sings');
    await complete.click();
    await expect
      .poll(async () => (await memberCall(request, member.token, 'getLoggedInUserProfile', {})).user_details?.instagram)
      .toBe('https://instagram.com/kavya.sings');

    // Everything is on the server: a fresh load shows it.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Basic info' }).getByLabel("Father's Name")).toHaveValue('Raman');
    await expect(page.getByRole('form', { name: 'Basic info' }).getByLabel('State')).toHaveValue('Tamil Nadu');
    await expect(page.getByRole('form', { name: 'Basic info' }).getByLabel('Height')).toHaveValue('5.4');
    await expect(page.getByRole('form', { name: 'Basic info' }).getByText('Madurai', { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Job & Education' }).getByLabel('Company Name')).toHaveValue('Zoho');
    await expect(
      page.getByRole('form', { name: 'Religion & Caste Information' }).getByLabel('Caste', { exact: true }),
    ).toHaveValue('Pillai');
  });

  test("the side menu lists the specification's nine links and ours (Shortlisted, Who viewed me, Verify my ID, Settings), and marks the current one", async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await login(page, member);
    const menu = page.getByRole('navigation', { name: 'Member menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Profile',
      'Edit profile',
      'Partner Preferences',
      'Interests',
      'Shortlisted',
      'Who viewed me',
      'Verify my ID',
      'Horoscope',
      'Chat list',
      'Premium User Benefits',
      'Plan',
      'Settings',
      'Log out',
    ]);
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/userprofile',
      '/edituserprofile',
      '/partnerpreferences',
      '/userinterests',
      '/shortlisted',
      '/viewers',
      '/verify-id',
      '/userhoroscope',
      '/chat',
      '/premiumuserbenefits',
      '/userplan',
      '/settings',
      '/logout',
    ]);
    await expect(menu.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('menu-picture')).toHaveAttribute('src', /avatar-female/);
    await menu.getByRole('link', { name: 'Horoscope' }).click();
    await expect(menu.getByRole('link', { name: 'Horoscope' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('Partner Preferences', () => {
  test('sends a member without a gender to Edit my profile after 3 s, with the toast', async ({ page, request }) => {
    const member = await createMember(request);
    await login(page, member);
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Partner Preferences' }).click();
    await expect(toast(page, 'You need to update your profile before updating the partner preferences!')).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL('/partnerpreferences');
    await expect(page).toHaveURL('/edituserprofile', { timeout: 3000 });
  });

  test('starts with the opposite gender, asks for the required four, and saves', async ({ page, request }) => {
    const member = await createMember(request);
    await memberCall(request, member.token, 'updateProfile', BASIC);
    await login(page, member);
    await page.goto('/partnerpreferences');
    const form = page.getByRole('form', { name: 'Partner preferences' });
    await expect(form.getByRole('heading', { level: 2 })).toHaveText([
      'Basic Preferences',
      'Job & Education',
      'Religion & Caste Information',
      'Family & lifestyle',
    ]);
    await expect(form.getByLabel('Gender')).toHaveValue('Male');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'please fill all the values')).toBeVisible();
    await expect(form.getByText('Age is required')).toBeVisible();
    await form.getByLabel('Age from').selectOption('25');
    await form.getByLabel('Age to').selectOption('30');
    await form.getByLabel('Religion').selectOption('Hindu');
    const castes = form.getByRole('group', { name: 'Castes' });
    await castes.locator('summary').click();
    await castes.getByRole('checkbox', { name: 'No Preference' }).check();
    await form.getByLabel('Monthly income at least (₹)').fill('50000');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, "Partner's preferences updated successfully!")).toBeVisible();
    await page.reload();
    const saved = page.getByRole('form', { name: 'Partner preferences' });
    await expect(saved.getByRole('group', { name: 'Castes' }).getByText('No Preference').first()).toBeVisible();
    await expect(saved.getByLabel('Monthly income at least (₹)')).toHaveValue('50000');
  });
});
