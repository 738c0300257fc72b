import type { APIRequestContext, Locator } from '@playwright/test';
import { createMember, expect } from './fixtures';
import { BASIC, memberCall } from './member-helpers';

/** A bride's profile with the facts that carry units: 5 ft 3 in, ₹50,000 a month, 5 years. */
export async function brideWithFacts(request: APIRequestContext, options: { name: string; phone?: string }) {
  const bride = await createMember(request, options);
  await memberCall(request, bride.token, 'updateProfile', { user_id: bride.id, ...BASIC, height: '5.3' });
  await memberCall(request, bride.token, 'updateProfile', {
    user_id: bride.id,
    job_type: 'Employee',
    degree: 'B.E.',
    salary: '50000',
    total_experience: '5',
  });
  return bride;
}

/** The value beside a term in a details or biodata list. */
export const factOf = (scope: Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The texts of the own profile, names and numbers from abroad, in each language. */
export const OWN = {
  en: {
    banner: 'This is how others see you',
    explain:
      'Members with a Gold or Platinum plan see your profile like this; Silver members see all but your horoscopes. What you hide in Settings stays hidden, and your street address shows only after an interest is accepted. Members without a plan see only your summary card.',
    edit: 'Edit my profile',
    link: 'See how others see me',
    correct: 'Correct my name',
    nameForm: 'Correct your name',
    nameLabel: 'Your name, corrected',
    nameHint: 'For a spelling mistake. You can change your name 2 times in 30 days, and we keep a record of each change.',
    saveName: 'Save name',
    saved: 'Your name is changed.',
    limit:
      /^You have changed your name 2 times in the last 30 days\. You can change it again after \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(India time\)\.$/,
    noTexts: (phone: string) =>
      `We can send codes by text message to Indian mobile numbers only, so ${phone} cannot be verified by a text. You sign in with your e-mail and password; you can verify your ID instead, for the ‘ID verified’ badge.`,
    facts: { height: ['Height', '5 ft 3 in'], salary: ['Salary', '₹50,000 a month'], experience: ['Experience', '5 years'] },
    contact: 'Contact info',
    personal: 'Personal information',
    biodata: 'Biodata',
  },
  ta: {
    banner: 'மற்றவர்கள் உங்களை இப்படித்தான் பார்க்கிறார்கள்',
    explain:
      'கோல்டு அல்லது பிளாட்டினம் திட்டம் உள்ள உறுப்பினர்கள் உங்கள் சுயவிவரத்தை இப்படிப் பார்க்கிறார்கள்; சில்வர் உறுப்பினர்கள் உங்கள் ஜாதகம் தவிர அனைத்தையும் பார்க்கிறார்கள். அமைப்புகளில் நீங்கள் மறைத்தவை மறைந்தே இருக்கும்; உங்கள் தெரு முகவரி, விருப்பம் ஏற்கப்பட்ட பிறகே தெரியும். திட்டம் இல்லாத உறுப்பினர்கள் உங்கள் சுருக்க அட்டையை மட்டுமே பார்க்கிறார்கள்.',
    edit: 'என் சுயவிவரத்தைத் திருத்த',
    link: 'மற்றவர்கள் பார்ப்பதுபோல் பார்க்க',
    correct: 'பெயரைத் திருத்த',
    nameForm: 'பெயர் திருத்தம்',
    nameLabel: 'திருத்திய பெயர்',
    nameHint: 'எழுத்துப் பிழையைத் திருத்த. 30 நாள்களில் 2 முறை பெயரை மாற்றலாம்; ஒவ்வொரு மாற்றத்தையும் பதிவுசெய்கிறோம்.',
    saveName: 'பெயரைச் சேமிக்கவும்',
    saved: 'உங்கள் பெயர் மாற்றப்பட்டது.',
    limit: /^கடந்த 30 நாள்களில் உங்கள் பெயரை 2 முறை மாற்றியுள்ளீர்கள்\. இந்திய நேரப்படி .+, \d{1,2}:\d{2}-க்குப் பிறகு மீண்டும் மாற்றலாம்\.$/,
    noTexts: (phone: string) =>
      `குறுஞ்செய்தியில் OTP இந்தியக் கைப்பேசி எண்களுக்கு மட்டுமே அனுப்ப முடியும்; அதனால் ${phone} எண்ணைக் குறுஞ்செய்தி மூலம் சரிபார்க்க முடியாது. மின்னஞ்சலும் கடவுச்சொல்லும் கொண்டு உள்நுழையலாம்; ‘சரிபார்த்த அடையாளம்’ என்ற குறியைப் பெற, உங்கள் அடையாளத்தைச் சரிபார்க்கலாம்.`,
    facts: {
      height: ['உயரம்', '5 அடி 3 அங்குலம்'],
      salary: ['சம்பளம்', 'மாதம் ₹50,000'],
      experience: ['பணி அனுபவம்', '5 ஆண்டுகள்'],
    },
    contact: 'தொடர்பு விவரங்கள்',
    personal: 'தனிப்பட்ட விவரங்கள்',
    biodata: 'சுயவிவரக் குறிப்பு',
  },
} as const;

/** Checks the three facts with their units in a details page section or a biodata sheet. */
export async function expectFacts(scope: Locator, lang: keyof typeof OWN) {
  for (const [term, value] of Object.values(OWN[lang].facts)) await expect(factOf(scope, term)).toHaveText(value);
}
