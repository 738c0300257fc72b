import type { APIRequestContext, Page } from '@playwright/test';
import { profileDetailsPath } from '@inai/shared';
import { loginInTamil } from './language-helpers';
import {
  createMember,
  expect,
  login,
  newMember,
  otpIn,
  submitRegistration,
  toast,
  waitForMail,
  type NewMember,
} from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

/**
 * The mobile verification specs. Their members live in Himachal Pradesh (the desktop's) and
 * Uttarakhand (the phone's), states no other spec uses, so no other spec's search meets them.
 */
export const MOBILE_STATES = { desktop: ['Himachal Pradesh', 'Shimla'], phone: ['Uttarakhand', 'Dehradun'] } as const;

interface SmsEntry {
  to: string;
  code: string;
  text: string;
  createdAt: string;
}

/** The dev text outbox's texts to `phone`, newest first; /dev answers loopback callers only, as the mailbox does. */
async function readSms(request: APIRequestContext, phone: string): Promise<SmsEntry[]> {
  const response = await request.get(`/dev/sms/messages?to=${phone}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SmsEntry[] }).data;
}

/** The newest code texted to `phone` (ten digits), once it has come. */
export async function codeTextedTo(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(async () => (code = (await readSms(request, phone))[0]?.code), { timeout: 5000 }).toMatch(/^\d{6}$/);
  return code!;
}

/** '9840011111' as the screens print it. */
export const printed = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** A ten-digit number no other test uses. */
export const freshNumber = () => newMember().phone;

/** Types a code into the six boxes, whose labels are 'Digit n' in English and 'இலக்கம் n' in Tamil. */
export async function typeCode(page: Page, code: string, digit: string) {
  for (let i = 0; i < 6; i++) await page.getByLabel(`${digit} ${i + 1}`).fill(code[i]!);
}

export const TEXTS = {
  en: {
    register: { form: 'Registration form', name: 'Name', email: 'Email', phone: 'Phone' },
    emailTitle: 'Email Verification',
    submit: 'Submit',
    validOtp: 'Valid OTP',
    digit: 'Digit',
    stepTitle: 'Verify your mobile number',
    sendCode: 'Send code',
    verify: 'Verify',
    later: 'Verify later',
    sent: (phone: string) => `We have sent a 6-digit code to ${printed(phone)} by text message. It expires in 10 minutes.`,
    verified: 'Your mobile number is verified.',
    changed: 'Your mobile number is changed and verified.',
    card: 'Mobile number',
    isVerified: 'Verified',
    notVerified: 'Not verified',
    change: 'Change number',
    changeForm: 'Change mobile number',
    newNumber: 'New mobile number',
    stays: (phone: string) => `We will text a code to the new number. Until you enter it, your number stays ${printed(phone)}.`,
    same: 'This is already your mobile number.',
    takenElsewhere: 'This mobile number belongs to another account. Sign in to that account, or write to',
    badge: 'Mobile verified',
  },
  ta: {
    register: { form: 'பதிவுப் படிவம்', name: 'பெயர்', email: 'மின்னஞ்சல்', phone: 'கைப்பேசி எண்' },
    emailTitle: 'மின்னஞ்சல் சரிபார்ப்பு',
    submit: 'சமர்ப்பிக்கவும்',
    validOtp: 'OTP சரியானது',
    digit: 'இலக்கம்',
    stepTitle: 'கைப்பேசி எண்ணைச் சரிபார்க்கவும்',
    sendCode: 'OTP அனுப்ப',
    verify: 'சரிபார்க்க',
    later: 'பின்னர் சரிபார்க்க',
    sent: (phone: string) => `${printed(phone)} எண்ணுக்குக் குறுஞ்செய்தியில் 6 இலக்க OTP அனுப்பியுள்ளோம். அது 10 நிமிடங்களில் காலாவதியாகும்.`,
    verified: 'உங்கள் கைப்பேசி எண் சரிபார்க்கப்பட்டது.',
    changed: 'உங்கள் கைப்பேசி எண் மாற்றப்பட்டுச் சரிபார்க்கப்பட்டது.',
    card: 'கைப்பேசி எண்',
    isVerified: 'சரிபார்க்கப்பட்டது',
    notVerified: 'சரிபார்க்கப்படவில்லை',
    change: 'எண்ணை மாற்ற',
    changeForm: 'கைப்பேசி எண்ணை மாற்றுதல்',
    newNumber: 'புதிய கைப்பேசி எண்',
    stays: (phone: string) =>
      `புதிய எண்ணுக்குக் குறுஞ்செய்தியில் OTP அனுப்புவோம். அதை உள்ளிடும் வரை உங்கள் எண் ${printed(phone)} ஆகவே இருக்கும்.`,
    same: 'இது ஏற்கெனவே உங்கள் கைப்பேசி எண்.',
    takenElsewhere: 'இந்தக் கைப்பேசி எண் வேறொரு கணக்குக்கு உரியது. அந்தக் கணக்கில் உள்நுழையவும்;',
    badge: 'சரிபார்த்த கைப்பேசி',
  },
} as const;
export type Lang = keyof typeof TEXTS;

/**
 * Registers through the Register screen (in the browser's language), verifies the e-mail code
 * and reaches the mobile step; returns the member and the session token the tab holds.
 */
export async function registerToMobileStep(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  /** Looks at the e-mail code screen before the code is typed. */
  onEmailCode?: () => Promise<void>,
) {
  const x = TEXTS[lang];
  const member: NewMember = newMember();
  await page.goto('/register');
  if (lang === 'en') await submitRegistration(page, member);
  else {
    const form = page.getByRole('form', { name: x.register.form });
    await form.getByLabel(x.register.name).fill(member.name);
    await form.getByLabel(x.register.email).fill(member.email);
    await form.getByLabel(x.register.phone).fill(member.phone);
    await form.getByLabel('கடவுச்சொல்', { exact: true }).fill(member.password);
    await form.getByLabel('கடவுச்சொல்லை உறுதிசெய்யவும்', { exact: true }).fill(member.password);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'கணக்கை உருவாக்கவும்' }).click();
  }
  await expect(page).toHaveURL('/verifyotp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.emailTitle);
  await onEmailCode?.();
  await typeCode(page, otpIn(await waitForMail(request, member.email)), x.digit);
  await page.getByRole('button', { name: x.submit }).click();
  await expect(toast(page, x.validOtp)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.stepTitle);
  const token = (await page.evaluate(() => sessionStorage.getItem('authToken') ?? localStorage.getItem('authToken')))!;
  const { id } = (await memberCall(request, token, 'getLoggedInUserProfile', {})) as { id: number };
  return { ...member, id, token };
}

/** On the mobile step (or the Settings card): Send code, the server's message, the code from the outbox, Verify. */
export async function sendAndVerify(page: Page, request: APIRequestContext, lang: Lang, phone: string) {
  const x = TEXTS[lang];
  await page.getByRole('button', { name: x.sendCode }).click();
  await expect(page.getByRole('status').filter({ hasText: x.sent(phone) })).toBeVisible();
  const box = page.getByLabel(`${x.digit} 1`);
  await expect(box).toHaveAttribute('inputmode', 'numeric');
  await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
  await typeCode(page, await codeTextedTo(request, phone), x.digit);
  await page.getByRole('button', { name: x.verify, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: x.verified })).toBeVisible();
}

/** Another account, which verified its number through the API; returns that number. */
export async function numberVerifiedElsewhere(request: APIRequestContext): Promise<string> {
  const owner = await createMember(request, { name: 'Number Owner' });
  await memberCall(request, owner.token, 'mobile/send-code', {});
  await memberCall(request, owner.token, 'mobile/verify', { code: await codeTextedTo(request, owner.phone) });
  return owner.phone;
}

/** Gives the member a basic section in `state`, so their details open to others. */
export async function withBasics(request: APIRequestContext, token: string, [state, city]: readonly [string, string]) {
  await memberCall(request, token, 'updateProfile', { ...BASIC, state, city });
}

/** A Gold groom who may open others' details and contact details; in Tamil when asked. */
export async function payingViewer(request: APIRequestContext, lang: Lang, [state, city]: readonly [string, string]) {
  const viewer = await createMember(request, { name: 'Arun Prakash' });
  await memberCall(request, viewer.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1992-03-03', state, city });
  if (lang === 'ta') await memberCall(request, viewer.token, 'updateUser', { locale: 'ta' });
  grantPlan(viewer.id, 'Gold');
  return viewer;
}

/** Signs in through the Login screen in the page's language; the member lands on /edituserprofile. */
export async function signIn(page: Page, lang: Lang, member: { email: string; password: string }) {
  if (lang === 'en') return login(page, member);
  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');
}

export const detailsOf = (member: { id: number }) => profileDetailsPath(member.id);
