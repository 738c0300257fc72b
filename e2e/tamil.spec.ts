import { expect, otpIn, test, toast, waitForMail } from './fixtures';
import { latinLeftOnControls } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

// A Tamil-speaking family's browser: the first visit follows its language.
test.use({ locale: 'ta-IN' });

test('a Tamil family walks home → register → OTP → profile → preferences → search → details entirely in Tamil', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const city = 'Rangpo';
  const [bride] = await seedWomen(request, city, 1);
  await memberCall(request, bride!.token, 'updateProfile', {
    religion: 'Hindu',
    caste: 'Pillai',
    star: 'Mirugasirisham',
    raasi: 'Rishabam',
    dosam: 'No Dosham',
  });
  await waitUntilSearchable(request, city, 1);
  const groom = {
    name: 'Karthik Subramanian',
    email: `karthik.${Date.now()}@example.in`,
    phone: '9' + String(Date.now()).slice(-9),
    password: 'Kolam-pattern-42',
  };
  const places = ['Tamil Nadu', 'Madurai', 'Sikkim', city];
  const allowed = [groom.name, bride!.name, ...places];

  // Home: the first visit is in Tamil, <html lang> says so, and nothing on a control is English.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்களுக்கேற்ற வரனை இங்கே கண்டறியுங்கள்');
  await expect(page.getByRole('button', { name: 'தமிழ்' })).toHaveAttribute('aria-pressed', 'true');
  expect(await latinLeftOnControls(page, allowed)).toEqual([]);
  // No letter-spacing parts a Tamil letter from its vowel sign, whatever a heading's style asks.
  const spaced = await page.evaluate(() =>
    [...document.querySelectorAll('.section-eyebrow, [class*="tracking-"]')]
      .filter((el) => /[\u0B80-\u0BFF]/.test(el.textContent ?? '') && getComputedStyle(el).letterSpacing !== 'normal')
      .map((el) => el.textContent),
  );
  expect(await page.locator('.section-eyebrow, [class*="tracking-"]').count()).toBeGreaterThan(0);
  expect(spaced).toEqual([]);
  // The other language is offered by its name alone.
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('title', 'English மொழியில்');

  // Register, with the form's own messages first.
  await page.getByRole('link', { name: 'பதிவு செய்யுங்கள்' }).click();
  await expect(page).toHaveURL('/register');
  const form = page.getByRole('form', { name: 'பதிவுப் படிவம்' });
  await form.getByRole('button', { name: 'கணக்கை உருவாக்கவும்' }).click();
  await expect(toast(page, 'சமர்ப்பிக்கும் முன் பிழைகளைத் திருத்தவும்')).toBeVisible();
  await expect(form.getByText('பெயர் தேவை')).toBeVisible();
  expect(await latinLeftOnControls(page, allowed)).toEqual([]);
  await form.getByLabel('பெயர்').fill(groom.name);
  await form.getByLabel('மின்னஞ்சல்').fill(groom.email);
  await form.getByLabel('கைப்பேசி எண்').fill(groom.phone);
  await form.getByLabel('கடவுச்சொல்', { exact: true }).fill(groom.password);
  await form.getByLabel('கடவுச்சொல்லை உறுதிசெய்யவும்', { exact: true }).fill(groom.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'கணக்கை உருவாக்கவும்' }).click();
  await expect(toast(page, 'பதிவு வெற்றிகரமாக முடிந்தது.')).toBeVisible();

  // The code arrives in a Tamil e-mail; the verification screen is Tamil too.
  await expect(page).toHaveURL('/verifyotp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('மின்னஞ்சல் சரிபார்ப்பு');
  const mail = await waitForMail(request, groom.email);
  expect(mail.subject).toBe('உங்கள் Inai Matrimony சரிபார்ப்புக் குறியீடு');
  expect(mail.html).toContain('<html lang="ta">');
  expect(mail.text).toContain(`வணக்கம் ${groom.name}`);
  expect(await latinLeftOnControls(page, allowed)).toEqual([]);
  const code = otpIn(mail);
  for (let i = 0; i < 6; i++) await page.getByLabel(`இலக்கம் ${i + 1}`).fill(code[i]!);
  await page.getByRole('button', { name: 'சமர்ப்பிக்கவும்' }).click();
  await expect(toast(page, 'OTP சரியானது')).toBeVisible();
  // The mobile number's step, in Tamil; it may wait.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('கைப்பேசி எண்ணைச் சரிபார்க்கவும்');
  expect(await latinLeftOnControls(page, allowed)).toEqual([]);
  await page.getByRole('link', { name: 'பின்னர் சரிபார்க்க' }).click();

  // Edit my profile: Tamil labels, options in Tamil (values unchanged), Tamil toasts.
  await expect(page).toHaveURL('/edituserprofile');
  const basic = page.getByRole('form', { name: 'அடிப்படை விவரங்கள்' });
  await basic.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
  await expect(toast(page, 'எல்லா விவரங்களையும் நிரப்பவும்')).toBeVisible();
  await expect(basic.getByText('பாலினம் தேவை')).toBeVisible();
  await basic.getByLabel('பாலினம்').selectOption('Male');
  await expect(basic.getByLabel('பாலினம்')).toHaveValue('Male');
  await expect(basic.getByRole('option', { name: 'ஆண்' })).toBeAttached();
  await basic.getByLabel('பிறந்த தேதி').fill('1994-02-02');
  await basic.getByLabel('உயரம்').selectOption('5.9');
  await expect(basic.getByRole('option', { name: '5 அடி 9 அங்குலம்' })).toBeAttached();
  await basic.getByLabel('எடை').selectOption('70-75');
  await basic.getByLabel('மாநிலம்').selectOption('Tamil Nadu');
  // The town picker offers the towns by their Tamil names, and finds them typed in Tamil.
  await basic.getByLabel('நகரம்').fill('மது');
  await page.getByRole('option', { name: 'மதுரை', exact: true }).click();
  await basic.getByLabel('தந்தையின் பெயர்').fill(BASIC.fathers_name);
  await basic.getByLabel('தாயின் பெயர்').fill(BASIC.mothers_name);
  await basic.getByLabel('திருமண நிலை').selectOption('Never Married');
  await basic.getByLabel('முகவரி').fill(BASIC.address);
  expect(await latinLeftOnControls(page, allowed)).toEqual([]);
  // The save's own answer first: on a loaded machine it can outlast a toast's wait, and a refusal
  // then says what the server objected to instead of a missing toast.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/updateProfile'), { timeout: 15_000 });
  await basic.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(toast(page, 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!')).toBeVisible();

  const religion = page.getByRole('form', { name: 'மதம், சாதி விவரங்கள்' });
  await religion.getByLabel('மதம்').selectOption('Hindu');
  await religion.getByLabel('சாதி', { exact: true }).selectOption('Pillai');
  await religion.getByLabel('நட்சத்திரம்').selectOption('Thiruvathirai');
  await expect(religion.getByLabel('நட்சத்திரம்').locator('option:checked')).toHaveText('திருவாதிரை');
  await religion.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
  await expect(toast(page, 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!').last()).toBeVisible();

  // Partner preferences, reached from the side menu.
  await page.getByRole('navigation', { name: 'உறுப்பினர் பக்கங்கள்' }).getByRole('link', { name: 'வரன் எதிர்பார்ப்புகள்' }).click();
  const preferences = page.getByRole('form', { name: 'வரன் எதிர்பார்ப்புகள்' });
  await expect(preferences.getByLabel('பாலினம்')).toHaveValue('Female');
  await preferences.getByLabel('குறைந்த வயது').selectOption('25');
  await preferences.getByLabel('அதிக வயது').selectOption('30');
  await preferences.getByLabel('மதம்').selectOption('Hindu');
  const castes = preferences.getByRole('group', { name: 'சாதிகள்' });
  await castes.locator('summary').click();
  await castes.getByRole('checkbox', { name: 'எதுவானாலும் சரி' }).check();
  await expect(castes.locator('summary')).toContainText('எதுவானாலும் சரி');
  expect(await latinLeftOnControls(page, allowed)).toEqual([]);
  await preferences.getByRole('button', { name: 'சேமிக்கவும்' }).click();
  await expect(toast(page, 'வரன் எதிர்பார்ப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!')).toBeVisible();

  // A plan (payments come in a later issue), then search from the home page.
  const me = await memberCall(
    request,
    (await page.evaluate(() => sessionStorage.getItem('authToken')))!,
    'getLoggedInUserProfile',
    {},
  );
  expect(me.locale).toBe('ta');
  grantPlan(me.id, 'Gold');
  await page.goto('/');
  const search = page.getByRole('form', { name: 'வரன் தேடல்' });
  await search.getByLabel('பாலினம்').selectOption('Female');
  await search.getByLabel('வயது').selectOption('18 to 30');
  await search.getByLabel('மதம்').selectOption('Any');
  await search.getByLabel('மாநிலம்').selectOption('Sikkim');
  await search.getByRole('button', { name: 'தேடவும்' }).click();
  await expect(page).toHaveURL(/\/allprofiles\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('வரன்களைப் பாருங்கள்');
  await expect(page.getByText(`${groom.name}, உங்கள் வாழ்க்கைத் துணையைத் தேடத் தொடங்குங்கள்!`)).toBeVisible();
  expect(await latinLeftOnControls(page, allowed)).toEqual([]);

  // Details of the seeded bride: Tamil sections, her star and raasi in Tamil script.
  await page.goto(`/allprofiles?gender=Female&age=18+to+30&religion=Any&state=Sikkim&city=${city}`);
  await page.getByRole('link', { name: bride!.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bride!.name);
  const religionSection = page.getByRole('region', { name: 'மதம் & சாதி' });
  await expect(religionSection.getByText('மிருகசீரிடம்')).toBeVisible();
  await expect(religionSection.getByText('ரிஷபம்')).toBeVisible();
  await expect(religionSection.getByText('பிள்ளை')).toBeVisible();
  await expect(page.getByRole('region', { name: 'தனிப்பட்ட விவரங்கள்' }).getByText('5 அடி 4 அங்குலம்')).toBeVisible();
  expect(await latinLeftOnControls(page, allowed)).toEqual([]);
});
