import type { Page } from '@playwright/test';
import { formatDate, profileDetailsPath } from '@inai/shared';
import { createMember, expect, login, readOutbox, submitLogin, test, toast, waitForMail, waitForMails } from './fixtures';
import { bride, groom, incomingOf, me, otherBrowser, sendInterest } from './interest-helpers';
import { latinLeftOnControls } from './language-helpers';
import { memberCall } from './member-helpers';
import { addPhotoAndHoroscope } from './search-helpers';

const DATE = String.raw`\d{2} \w+ \d{4}`;
/** Today in India as the cards print a day, in each language (never a time: docs/decisions/0057). */
const today = (locale: 'en-IN' | 'ta-IN') => formatDate(new Date(), locale === 'ta-IN' ? 'ta' : 'en');
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Member menu' });
const SWITCHES = ['Hide mobile number and allow e-mail contact', 'Hide photos from everyone', 'Hide horoscope from everyone'];

test.describe('interests', () => {
  test('A sends an interest; B, paying, sees the count and the dot and accepts; A hears by e-mail and sees Accepted', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const b = await bride(request, 'Meena Sundaram', 'North', 'Gold');
    const a = await groom(request, 'Arun Kumar', 'Silver');
    await login(page, a);
    await page.goto(profileDetailsPath(b.id));
    await page.getByRole('button', { name: 'Send interest' }).click();
    await expect(toast(page, 'Interest sent successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Interest sent' })).toBeDisabled();
    // B is told at once, with the way to the screen and to the e-mail settings.
    const told = await waitForMail(request, b.email, /has sent you an interest/);
    expect(told.subject).toBe('You have a new interest on Inai Matrimony');
    expect(told.text).toContain('/userinterests');
    expect(told.text).toContain('/settings');

    const other = await otherBrowser(browser);
    try {
      const bPage = await other.newPage();
      await login(bPage, b);
      const panelButton = bPage.getByRole('banner').getByRole('button', { name: /^Your profile:/ });
      await expect(panelButton).toHaveAccessibleName(`Your profile: ${b.name}, 1 interest waiting for your answer`);
      await expect(panelButton.getByTestId('header-pending')).toHaveText('1');
      await expect(menuOf(bPage).getByTestId('menu-pending')).toHaveText('1');
      await menuOf(bPage)
        .getByRole('link', { name: /^Interests/ })
        .click();
      await expect(bPage).toHaveURL('/userinterests?tab=incoming');
      await expect(bPage.getByRole('heading', { level: 1 })).toHaveText('Interests');
      const incoming = bPage.getByRole('tab', { name: 'Incoming Interests' });
      await expect(incoming).toHaveAttribute('aria-selected', 'true');
      await expect(incoming.getByTestId('notification-dot')).toBeVisible();
      const card = bPage.getByRole('article', { name: a.name });
      await expect(card.getByText('Requested', { exact: true })).toBeVisible();
      // A is on a plan: the badge.
      await expect(card.getByText('Premium User')).toBeVisible();
      await expect(card.getByText(`Requested on ${today('en-IN')}`, { exact: true })).toBeVisible();
      // Both show when they were last active: the band, never a time.
      await expect(card.getByTestId('last-active')).toHaveText('Active today');
      await expect(card.getByText('Madurai')).toBeVisible();
      await expect(card.getByRole('link', { name: 'View full profile' })).toHaveAttribute('href', profileDetailsPath(a.id));
      await expect(card.getByRole('button')).toHaveText(['Accept', 'Reject']);

      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(toast(bPage, 'Interest accepted successfully')).toBeVisible();
      await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
      await expect(card.getByText(new RegExp(`Accepted on ${DATE}`))).toBeVisible();
      await expect(card.getByRole('button')).toHaveText(['Reject']);
      await expect(incoming.getByTestId('notification-dot')).toHaveCount(0);
      // The counts follow without a reload.
      await expect(menuOf(bPage).getByTestId('menu-pending')).toHaveCount(0);
      await expect(panelButton).toHaveAccessibleName(`Your profile: ${b.name}`);
      await expect(bPage.getByRole('tab', { name: 'Sent Interests' })).toHaveAttribute('aria-selected', 'false');
    } finally {
      await other.close();
    }

    const mail = await waitForMail(request, a.email, /accepted your interest/);
    expect(mail.subject).toBe('Your interest has been accepted on Inai Matrimony');
    expect(mail.text).toContain(b.name);
    await page.goto('/userinterests');
    await expect(page.getByRole('tab', { name: 'Sent Interests' })).toHaveAttribute('aria-selected', 'true');
    const sent = page.getByRole('article', { name: b.name });
    await expect(sent.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(sent.getByText(new RegExp(`Accepted on ${DATE}`))).toBeVisible();
    await expect(sent.getByRole('button')).toHaveCount(0);
    await expect(sent.getByRole('link', { name: 'View full profile' })).toHaveAttribute('href', profileDetailsPath(b.id));
    // Accepted: chat is offered as A's plan allows (Silver has none).
    await expect(sent.getByRole('link', { name: 'Unlock chat' })).toHaveAttribute('href', '/pricing');
    await page.getByRole('tab', { name: 'Incoming Interests' }).click();
    await expect(page.getByText('No incoming interests')).toBeVisible();
    // Her profile says so too, instead of offering another interest.
    await page.goto(profileDetailsPath(b.id));
    await expect(page.getByRole('button', { name: 'Interest accepted' })).toBeDisabled();
  });

  test('B rejects, then accepts again; the sender is told once', async ({ page, request }) => {
    const b = await bride(request, 'Divya Rajan', 'South', 'Platinum');
    const a = await groom(request, 'Karthik Raja');
    await sendInterest(request, a, b);
    await login(page, b);
    await page.goto('/userinterests');
    const card = page.getByRole('article', { name: a.name });
    // A has no plan: no badge.
    await expect(card.getByText('Requested', { exact: true })).toBeVisible();
    await expect(card.getByText('Premium User')).toHaveCount(0);

    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Interest rejected successfully')).toBeVisible();
    await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(card.getByText(new RegExp(`Rejected on ${DATE}`))).toBeVisible();
    await expect(card.getByRole('button')).toHaveText(['Accept']);
    await page.reload();
    await expect(card.getByRole('button')).toHaveText(['Accept']);
    await expect(page.getByRole('tab', { name: 'Incoming Interests' }).getByTestId('notification-dot')).toHaveCount(0);

    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Interest accepted successfully')).toBeVisible();
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveText(['Reject']);
    await waitForMail(request, a.email, /accepted your interest/);
    // A rejection sends nothing; accepting after it sends the one acceptance mail.
    await page.waitForTimeout(500);
    expect((await readOutbox(request, a.email)).filter((m) => /accepted your interest/.test(m.text))).toHaveLength(1);
  });

  test('a sender who hides when they were last active shows no date and no band; the answer keeps its day, in both languages', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const b = await bride(request, 'Saranya Devi', 'East', 'Gold');
    const a = await groom(request, 'Mani Shankar', 'Silver');
    await memberCall(request, a.token, 'updateUser', { show_last_active: 0 });
    await sendInterest(request, a, b);
    await login(page, b);
    await page.goto('/userinterests');
    const card = page.getByRole('article', { name: a.name });
    await expect(card.getByText('Requested', { exact: true })).toBeVisible();
    await expect(card.getByText(/Requested on/)).toHaveCount(0);
    await expect(card.getByTestId('last-active')).toHaveCount(0);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page, 'Interest accepted successfully')).toBeVisible();
    // B's own answer has its day.
    await expect(card.getByText(`Accepted on ${today('en-IN')}`, { exact: true })).toBeVisible();

    await memberCall(request, b.token, 'updateUser', { locale: 'ta' });
    await page.reload();
    const tamilCard = page.getByRole('article', { name: a.name });
    await expect(tamilCard.getByText(`ஏற்ற நாள்: ${today('ta-IN')}`, { exact: true })).toBeVisible();
    await expect(tamilCard.getByText(/அனுப்பிய நாள்/)).toHaveCount(0);
    await expect(tamilCard.getByTestId('last-active')).toHaveCount(0);

    // A sees the day of his own act and of B's answer, but no band: who hides, sees none.
    const other = await otherBrowser(browser);
    try {
      const aPage = await other.newPage();
      await login(aPage, a);
      await aPage.goto('/userinterests?tab=sent');
      const sent = aPage.getByRole('article', { name: b.name });
      await expect(sent.getByText(`Requested on ${today('en-IN')}`, { exact: true })).toBeVisible();
      await expect(sent.getByText(`Accepted on ${today('en-IN')}`, { exact: true })).toBeVisible();
      await expect(sent.getByTestId('last-active')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('a sender withdraws an interest still waiting; the profile offers Send interest again', async ({ page, request }) => {
    const a = await groom(request, 'Prakash Mani', 'Silver');
    const b = await bride(request, 'Nandhini Ravi', 'North');
    await sendInterest(request, a, b);
    await login(page, a);
    await page.goto('/userinterests');
    await expect(page.getByRole('tab', { name: 'Sent Interests' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: b.name });
    await expect(card.getByText('Requested', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Withdraw' }).click();
    await expect(card.getByText(`Withdraw your interest in ${b.name}?`)).toBeVisible();
    await card.getByRole('button', { name: 'Keep it' }).click();
    await card.getByRole('button', { name: 'Withdraw' }).click();
    await card.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect(toast(page, 'Interest withdrawn')).toBeVisible();
    await expect(page.getByText('No interests sent')).toBeVisible();
    expect((await me(request, b)).pending_interests).toBe(0);

    await page.goto(profileDetailsPath(b.id));
    await expect(page.getByRole('button', { name: 'Send interest' })).toBeEnabled();
  });

  test('a member without a plan sees the blurred view with Upgrade Now, and the privacy switches locked', async ({
    page,
    request,
  }) => {
    const member = await bride(request, 'Lakshmi Priya', 'South');
    const sender = await createMember(request, { name: 'Suresh Babu' });
    await sendInterest(request, sender, member);
    await login(page, member);
    await expect(page.getByRole('banner').getByTestId('header-pending')).toHaveText('1');
    await menuOf(page)
      .getByRole('link', { name: /^Interests/ })
      .click();
    const blurred = page.getByTestId('interests-blurred');
    await expect(
      blurred.getByText('You must upgrade to a premium membership to view and interact with interests.'),
    ).toBeVisible();
    await expect(blurred.getByText('1 family has sent you an interest. Upgrade to see who it is and answer.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByText(sender.name)).toHaveCount(0);
    await blurred.getByRole('link', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL('/pricing');

    await page.goto('/premiumuserbenefits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium User Benefits');
    await expect(page.getByText('This feature is available only for paid members.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'UPGRADE' })).toHaveAttribute('href', '/pricing');
    for (const name of SWITCHES) await expect(page.getByRole('switch', { name })).toBeDisabled();
  });

  test('a Silver member is told the switches come with Gold and Platinum, and the server agrees', async ({ page, request }) => {
    const member = await groom(request, 'Ganesh Iyer', 'Silver');
    await login(page, member);
    await page.goto('/premiumuserbenefits');
    await expect(
      page.getByText('The privacy switches come with the Gold and Platinum plans; your Silver plan does not include them.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'UPGRADE' })).toBeVisible();
    for (const name of SWITCHES) await expect(page.getByRole('switch', { name })).toBeDisabled();
    const refused = await request.post('/api/updateUser', {
      data: { photos_visibility: 1 },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(refused.status()).toBe(403);
  });

  test('a Gold member turns each privacy switch on: another member loses her phone, photos and horoscope, her accepted match keeps them', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const b = await bride(request, 'Anitha Velu', 'West', 'Gold');
    await addPhotoAndHoroscope(request, { id: b.id, name: b.name, token: b.token });
    const viewer = await groom(request, 'Senthil Kumar', 'Platinum');
    const match = await groom(request, 'Vignesh Babu', 'Gold');
    await sendInterest(request, match, b);
    const [interest] = await incomingOf(request, b);
    await memberCall(request, b.token, 'updateInterest', { id: interest!.id, status: 'Accepted' });

    const viewerContext = await otherBrowser(browser);
    const matchContext = await otherBrowser(browser);
    try {
      const viewerPage = await viewerContext.newPage();
      await login(viewerPage, viewer);
      const matchPage = await matchContext.newPage();
      await login(matchPage, match);

      // Before: everyone on a plan sees all of it.
      await viewerPage.goto(profileDetailsPath(b.id));
      await expectOpen(viewerPage, b.phone);

      await login(page, b);
      await menuOf(page).getByRole('link', { name: 'Premium User Benefits' }).click();
      await expect(page).toHaveURL('/premiumuserbenefits');
      await expect(page.getByRole('link', { name: 'UPGRADE' })).toHaveCount(0);
      for (const name of SWITCHES) {
        const control = page.getByRole('switch', { name });
        await expect(control).toHaveAttribute('aria-checked', 'false');
        await control.click();
        await expect(control).toHaveAttribute('aria-checked', 'true');
        await expect(toast(page, 'Settings updated successfully!').last()).toBeVisible();
      }
      await page.reload();
      for (const name of SWITCHES) await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');

      // After: the other member sees why things are missing; the e-mail stays.
      await viewerPage.reload();
      const contact = viewerPage.getByRole('region', { name: 'Contact info' });
      await expect(contact.getByText('Phone number is hidden')).toBeVisible();
      await expect(contact.getByText(b.phone)).toHaveCount(0);
      await expect(contact.getByRole('link', { name: b.email })).toBeVisible();
      await expect(contact.getByText('This member prefers to be contacted by e-mail.')).toBeVisible();
      await expect(
        viewerPage.getByRole('region', { name: 'Photo gallery' }).getByText('Photos are locked by the user.'),
      ).toBeVisible();
      await expect(viewerPage.getByRole('region', { name: 'Photo gallery' }).getByRole('img')).toHaveCount(0);
      await expect(viewerPage.getByTestId('details-picture')).toHaveAttribute('src', /avatar-female/);
      await expect(
        viewerPage.getByRole('region', { name: 'Horoscope gallery' }).getByText('Horoscopes are locked by the user.'),
      ).toBeVisible();

      // The accepted match still sees everything.
      await matchPage.goto(profileDetailsPath(b.id));
      await expectOpen(matchPage, b.phone);

      // Turned off again, the other member sees the photos again.
      await page.getByRole('switch', { name: 'Hide photos from everyone' }).click();
      await expect(page.getByRole('switch', { name: 'Hide photos from everyone' })).toHaveAttribute('aria-checked', 'false');
      await viewerPage.reload();
      await expect(viewerPage.getByRole('region', { name: 'Photo gallery' }).getByRole('img')).toHaveCount(1);
    } finally {
      await viewerContext.close();
      await matchContext.close();
    }
  });

  test('settings: interest e-mails off, the language, and a password change that ends the other sessions', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const member = await bride(request, 'Revathi Mohan', 'West');
    await login(page, member);
    await menuOf(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(menuOf(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

    // Notifications: off, and a new interest brings no e-mail.
    const notifications = page.getByRole('region', { name: 'E-mail notifications' });
    const received = notifications.getByRole('switch', { name: 'When an interest arrives' });
    await expect(received).toHaveAttribute('aria-checked', 'true');
    await expect(notifications.getByRole('switch', { name: 'When one of my interests is accepted' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await received.click();
    await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
    await expect(received).toHaveAttribute('aria-checked', 'false');
    const sender = await createMember(request);
    await sendInterest(request, sender, member);
    expect((await me(request, member)).pending_interests).toBe(1);
    await page.waitForTimeout(1000);
    expect((await readOutbox(request, member.email)).filter((m) => /sent you an interest/.test(m.text))).toEqual([]);
    await page.reload();
    await expect(received).toHaveAttribute('aria-checked', 'false');

    // Language: the same choice as the top bar, kept on the account.
    const language = page.getByRole('region', { name: 'Language' });
    await language.getByRole('radio', { name: 'தமிழ்' }).check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('அமைப்புகள்');
    await expect(toast(page, 'அமைப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!')).toBeVisible();
    await expect(page.getByRole('group', { name: 'மொழி' }).getByRole('button', { name: 'தமிழ்' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(async () => (await me(request, member)).locale).toBe('ta');
    await page.getByRole('region', { name: 'மொழி' }).getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect.poll(async () => (await me(request, member)).locale).toBe('en');
    // Let the language's toast go (3 s), so the password's own toast is the one checked below.
    await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
    await expect(toast(page, 'Settings updated successfully!')).toHaveCount(0, { timeout: 6000 });

    // Password: a wrong current one is refused under its field; the right one changes it.
    const form = page.getByRole('form', { name: 'Change password' });
    const newPassword = 'Marigold-kolam-2026';
    await form.getByLabel('Current password', { exact: true }).fill('Not-my-password-1');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is not correct.')).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Current password', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText(
      'Your password has been changed. You have been signed out on your other devices.',
    );
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');

    // The session from registration has ended; this one goes on.
    const old = await request.post('/api/getLoggedInUserProfile', { headers: { authorization: `Bearer ${member.token}` } });
    expect(old.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');

    // Another browser: the old password fails, the new one signs in.
    const other = await otherBrowser(browser);
    try {
      const second = await other.newPage();
      await second.goto('/login');
      await submitLogin(second, member);
      await expect(toast(second, 'Invalid credentials')).toBeVisible();
      await expect(second).toHaveURL('/login');
      await submitLogin(second, { email: member.email, password: newPassword });
      await expect(second).toHaveURL('/edituserprofile');
    } finally {
      await other.close();
    }
  });

  test('in Tamil: the interest is answered, the switch saved and the settings read, all in Tamil', async ({ page, request }) => {
    test.setTimeout(60_000);
    const b = await bride(request, 'Kalaivani Murugan', 'Naya Bazar', 'Gold');
    await memberCall(request, b.token, 'updateUser', { locale: 'ta' });
    const a = await groom(request, 'Dinesh Kannan', 'Silver');
    await sendInterest(request, a, b);
    // B hears of it in her language.
    const told = await waitForMail(request, b.email, /Dinesh Kannan/);
    expect(told.subject).toBe('உங்களுக்குப் புதிய விருப்பம் வந்துள்ளது – Inai Matrimony');
    const places = ['Madurai', 'Tamil Nadu', 'Sikkim', 'Naya Bazar'];

    // Signed in through the English form of this English browser: the account's language takes over.
    await login(page, b);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('சுயவிவரத் திருத்தம்');
    // The sign-in's own toast was written in English, before the account's language applied.
    await expect(toast(page, 'Login successful')).toHaveCount(0, { timeout: 5000 });
    await page
      .getByRole('navigation', { name: 'உறுப்பினர் பக்கங்கள்' })
      .getByRole('link', { name: /^விருப்பங்கள்/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('விருப்பங்கள்');
    const incoming = page.getByRole('tab', { name: 'வந்த விருப்பங்கள்' });
    await expect(incoming).toHaveAttribute('aria-selected', 'true');
    await expect(incoming.getByTestId('notification-dot')).toBeVisible();
    const card = page.getByRole('article', { name: a.name });
    await expect(card.getByText('நிலுவையில்')).toBeVisible();
    await expect(card.getByText('கட்டண உறுப்பினர்')).toBeVisible();
    await expect(card.getByText(`அனுப்பிய நாள்: ${today('ta-IN')}`, { exact: true })).toBeVisible();
    await expect(card.getByTestId('last-active')).toHaveText('இன்று செயலில் இருந்தார்');
    await expect(card.getByRole('link', { name: 'முழுச் சுயவிவரத்தைப் பார்க்க' })).toBeVisible();
    expect(await latinLeftOnControls(page, [a.name, b.name, ...places])).toEqual([]);
    await card.getByRole('button', { name: 'ஏற்க' }).click();
    await expect(toast(page, 'விருப்பம் ஏற்றுக்கொள்ளப்பட்டது')).toBeVisible();
    await expect(card.getByText('ஏற்கப்பட்டது', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveText(['நிராகரிக்க']);
    expect(await latinLeftOnControls(page, [a.name, b.name, ...places])).toEqual([]);
    // A reads of it in his own language, English.
    await waitForMails(request, a.email, 1, /accepted your interest/);

    await page.goto('/premiumuserbenefits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('கட்டண உறுப்பினர் சலுகைகள்');
    const photos = page.getByRole('switch', { name: 'புகைப்படங்களை அனைவரிடமிருந்தும் மறைக்கவும்' });
    await photos.click();
    await expect(photos).toHaveAttribute('aria-checked', 'true');
    await expect(toast(page, 'அமைப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!')).toBeVisible();
    expect(await latinLeftOnControls(page, [b.name])).toEqual([]);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('அமைப்புகள்');
    const form = page.getByRole('form', { name: 'கடவுச்சொல் மாற்றம்' });
    await form.getByRole('button', { name: 'கடவுச்சொல்லை மாற்ற' }).click();
    await expect(form.getByText('உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்.')).toBeVisible();
    expect(await latinLeftOnControls(page, [b.name])).toEqual([]);
  });
});

/** A paying viewer's view of a member who hides nothing from them: the phone, one photo, one horoscope. */
async function expectOpen(page: Page, phone: string) {
  const contact = page.getByRole('region', { name: 'Contact info' });
  await expect(contact.getByRole('link', { name: phone })).toBeVisible();
  await expect(contact.getByText('Phone number is hidden')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Photo gallery' }).getByRole('img')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Horoscope gallery' }).getByRole('link', { name: /View/ })).toHaveCount(1);
}
