import { describe, expect, it } from 'vitest';
import { PROFILE_SECTION_FIELDS } from '../../schemas/profile.js';
import { POLICY_LOADERS, type PolicyDocument } from './index.js';

// The privacy policy's list of what members give us must name every detail the profile screens
// ask for. The Family and Lifestyle & residence sections (docs/design.md, "The Tamil biodata"), field by field, with the
// words the policy uses for each in either language.
const NAMED: Record<string, { en: RegExp; ta: RegExp }> = {
  fathers_occupation: { en: /father’s and mother’s occupations/, ta: /தந்தையின் தொழில்/ },
  mothers_occupation: { en: /mother’s occupations/, ta: /தாயின் தொழில்/ },
  brothers: { en: /how many brothers and sisters/, ta: /சகோதரர்கள்/ },
  brothers_married: { en: /how many of them are married/, ta: /திருமணமானவர்களின் எண்ணிக்கை/ },
  sisters: { en: /brothers and sisters/, ta: /சகோதரிகளின் எண்ணிக்கை/ },
  sisters_married: { en: /how many of them are married/, ta: /திருமணமானவர்களின் எண்ணிக்கை/ },
  family_type: { en: /family type/, ta: /குடும்ப வகை/ },
  family_status: { en: /family status/, ta: /குடும்ப நிலை/ },
  family_values: { en: /family values/, ta: /குடும்பப் பண்பு/ },
  native_place: { en: /native place/, ta: /சொந்த ஊர்/ },
  family_deity: { en: /family deity \(kula deivam\)/, ta: /குலதெய்வம்/ },
  kulam: { en: /kulam or kootam/, ta: /குலம் அல்லது கூட்டம்/ },
  diet: { en: /your diet/, ta: /உணவு முறை/ },
  smoking: { en: /whether you smoke/, ta: /புகைபிடிக்கும் பழக்கம்/ },
  drinking: { en: /whether you drink/, ta: /மது அருந்தும் பழக்கம்/ },
  physical_status: { en: /physical status/, ta: /உடல்நிலை/ },
  physical_status_note: { en: /a note about a physical challenge/, ta: /மாற்றுத்திறன் பற்றிய குறிப்பு/ },
  education_level: { en: /education level/, ta: /கல்வி நிலை/ },
  residence_country: { en: /the country you live in/, ta: /நீங்கள் வசிக்கும் நாடு/ },
  residency_status: { en: /residency status/, ta: /வசிப்பு அனுமதி/ },
};

async function collected(locale: 'en' | 'ta'): Promise<string> {
  const doc: PolicyDocument = (await POLICY_LOADERS.privacy[locale]())({ supportEmail: 'support@example.in' });
  const section = doc.sections.find((s) => s.id === 'information-you-give-us')!;
  return section.blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : b.items)).join('\n');
}

describe('the privacy policy’s list of what members give us', () => {
  it('covers every field of the Family and Lifestyle & residence sections', () => {
    expect(Object.keys(NAMED).sort()).toEqual([...PROFILE_SECTION_FIELDS.family, ...PROFILE_SECTION_FIELDS.lifestyle].sort());
  });

  it.each(['en', 'ta'] as const)('names each of them (%s)', async (locale) => {
    const text = await collected(locale);
    const missing = Object.entries(NAMED).filter(([, words]) => !words[locale].test(text));
    expect(missing.map(([field]) => field)).toEqual([]);
  });
});
