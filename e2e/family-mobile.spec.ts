import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { profileDetailsPath } from '@inai/shared';
import { expect, login, newMember, test, toast, waitForMail } from './fixtures';
import { bride, groom } from './interest-helpers';
import { fitsThePhoneInTamil, loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';
import { shot } from './screenshots';

/** The words of each language this walk reads and presses. */
const WORDS = {
  en: {
    email: 'Their e-mail address',
    relation: 'Who they are to the person the profile is for',
    mother: 'Mother',
    invite: 'Send invitation',
    name: 'Your name',
    password: 'Password',
    confirm: 'Confirm Password',
    accept: 'Accept and sign in',
    acting: (name: string) => `Managing ${name}’s profile as her mother`,
    send: 'Send interest',
    sent: 'Interest sent successfully',
    remove: 'Remove',
    removeYes: 'Yes, remove',
    sentBy: 'Sent by her mother',
    sentTo: (name: string) => `Sent an interest to ${name}`,
    mail: 'Send me this profile’s e-mails',
    mailOff: 'The profile’s mails will no longer come to you.',
  },
  ta: {
    email: 'அவரது மின்னஞ்சல் முகவரி',
    relation: 'சுயவிவரத்துக்கு உரியவருக்கு இவர் யார்',
    mother: 'தாய்',
    invite: 'அழைப்பை அனுப்ப',
    name: 'உங்கள் பெயர்',
    password: 'கடவுச்சொல்',
    confirm: 'கடவுச்சொல்லை உறுதிசெய்யவும்',
    accept: 'ஏற்று உள்நுழைய',
    acting: (name: string) => `${name} அவர்களின் சுயவிவரத்தை அவரது தாய் என்ற முறையில் நிர்வகிக்கிறீர்கள்`,
    send: 'விருப்பம் அனுப்ப',
    sent: 'விருப்பம் வெற்றிகரமாக அனுப்பப்பட்டது',
    remove: 'நீக்க',
    removeYes: 'ஆம், நீக்க',
    sentBy: 'அவரது தாய் அனுப்பினார்',
    sentTo: (name: string) => `${name} அவர்களுக்கு விருப்பம் அனுப்பினார்`,
    mail: 'இந்தச் சுயவிவரத்தின் மின்னஞ்சல்களை எனக்கும் அனுப்பவும்',
    mailOff: 'சுயவிவரத்தின் மின்னஞ்சல்கள் இனி உங்களுக்கு வராது.',
  },
} as const;

type Lang = keyof typeof WORDS;

/** Another person's own phone, in their language: another browser, another sign-in. */
async function anotherPhone(browser: Browser, lang: Lang, baseURL: string): Promise<Page> {
  const [a, b] = randomBytes(2);
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${a}.${b}.77` },
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: lang === 'ta' ? 'ta-IN' : 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

for (const lang of ['en', 'ta'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'ta' ? 'ta-IN' : 'en-IN' });
    test(`a family manages the profile together at 375 px (${lang})`, async ({ page, browser, request, baseURL }) => {
      test.setTimeout(120_000);
      const w = WORDS[lang];
      const unique = Math.random().toString(36).slice(2, 8);
      // A town of Mizoram no other test uses, so no search of theirs meets her.
      const daughter = await bride(request, `Priya ${unique}`, lang === 'en' ? 'Thenzawl' : 'Darlawn', 'Gold', 'Mizoram');
      const suitor = await groom(request, `Arun ${unique}`, 'Gold');
      if (lang === 'ta') {
        await memberCall(request, daughter.token, 'updateUser', { locale: 'ta' });
        await memberCall(request, suitor.token, 'updateUser', { locale: 'ta' });
      }
      const mother = { ...newMember(), name: `Lakshmi ${unique}`, password: 'Kolam-amma-2026' };

      // The holder invites her mother from Settings → Family.
      if (lang === 'ta') await loginInTamil(page, daughter);
      else await login(page, daughter);
      await expect(page).toHaveURL('/edituserprofile');
      await page.goto('/settings#family');
      const family = page.locator('#family');
      await family.getByLabel(w.email).fill(mother.email);
      await family.getByLabel(w.relation).selectOption({ label: w.mother });
      await family.getByRole('button', { name: w.invite }).click();
      await expect(family.getByTestId('family-invitation')).toContainText(mother.email);
      await shot(page, `family-${lang}-375-settings`, family);
      if (lang === 'ta') await fitsThePhoneInTamil(page, 'Settings → Family', [daughter.name, mother.email]);

      // The mother opens the mailed link on her own phone, and sets her name and password.
      const mail = await waitForMail(request, mother.email, /\/family\/accept\?t=/);
      const link = /\/family\/accept\?t=[^\s"<>)]+/.exec(mail.text)![0];
      const phone = await anotherPhone(browser, lang, baseURL!);
      await phone.goto(link);
      await shot(phone, `family-${lang}-375-accept`);
      await phone.getByLabel(w.name).fill(mother.name);
      await phone.getByLabel(w.password, { exact: true }).fill(mother.password);
      await phone.getByLabel(w.confirm, { exact: true }).fill(mother.password);
      await phone.getByRole('button', { name: w.accept }).click();
      await expect(phone).toHaveURL('/edituserprofile');
      await expect(phone.getByTestId('acting-banner')).toHaveText(w.acting(daughter.name));
      await shot(phone, `family-${lang}-375-acting`);
      if (lang === 'ta') await fitsThePhoneInTamil(phone, 'the acting banner', [daughter.name]);

      // She sends an interest for her daughter.
      await phone.goto(profileDetailsPath(suitor.id));
      await phone.getByRole('button', { name: w.send }).click();
      await expect(toast(phone, w.sent)).toBeVisible();

      // Her Settings → Family: her act at the top of the family's activity, and her own mail switch.
      await phone.goto('/settings#family');
      const hers = phone.locator('#family');
      const newest = hers.getByTestId('family-activity-line').first();
      await expect(newest).toContainText(`${mother.name} (${w.mother})`);
      await expect(newest).toContainText(w.sentTo(suitor.name));
      await shot(phone, `family-${lang}-375-activity`, newest);
      const mailSwitch = hers.getByRole('switch', { name: w.mail });
      await expect(mailSwitch).toHaveAttribute('aria-checked', 'true');
      await mailSwitch.click();
      await expect(toast(phone, w.mailOff)).toBeVisible();
      await expect(mailSwitch).toHaveAttribute('aria-checked', 'false');
      await shot(phone, `family-${lang}-375-mail`, mailSwitch);
      if (lang === 'ta')
        await fitsThePhoneInTamil(phone, 'a co-manager’s Settings → Family', [daughter.name, mother.name, suitor.name]);
      // The server keeps it: the switch reads it back after a reload.
      await phone.reload();
      await expect(phone.locator('#family').getByRole('switch', { name: w.mail })).toHaveAttribute('aria-checked', 'false');

      // The other family sees who sent it.
      const theirs = await anotherPhone(browser, lang, baseURL!);
      if (lang === 'ta') await loginInTamil(theirs, suitor);
      else await login(theirs, suitor);
      await expect(theirs).toHaveURL('/edituserprofile');
      await theirs.goto('/userinterests?tab=incoming');
      await expect(theirs.getByText(w.sentBy)).toBeVisible();
      await shot(theirs, `family-${lang}-375-sent-by`, theirs.getByText(w.sentBy));
      await theirs.context().close();

      // The holder removes her; the mother's next step lands on the login page.
      await page.reload();
      const manager = page.getByTestId('family-manager');
      await expect(manager).toContainText(mother.name);
      // The holder reads the same line in the family's activity.
      await expect(page.getByTestId('family-activity-line').first()).toContainText(w.sentTo(suitor.name));
      await shot(page, `family-${lang}-375-holder-activity`, page.getByTestId('family-activity'));
      await shot(page, `family-${lang}-375-manager`, manager);
      await manager.getByRole('button', { name: w.remove }).click();
      await manager.getByRole('button', { name: w.removeYes }).click();
      await expect(page.getByTestId('family-manager')).toHaveCount(0);

      await phone.goto('/userinterests');
      await expect(phone).toHaveURL('/login');
      await expect(phone.getByTestId('acting-banner')).toHaveCount(0);
      await phone.context().close();
    });
  });
}
