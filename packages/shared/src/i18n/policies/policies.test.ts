import { describe, expect, it } from 'vitest';
import { LAST_ACTIVE_RULES } from '../../last-active.js';
import { DAILY_PICKS } from '../../schemas/daily-picks.js';
import { FAMILY_LIMITS } from '../../schemas/family.js';
import { NOT_ME_LINK_DAYS, NUMBER_PROOF_DAYS } from '../../schemas/mobile-safety.js';
import { SAVED_SEARCH_LIMITS } from '../../schemas/saved-searches.js';
import { SITE, formatAddress } from '../../site.js';
import { GRIEVANCE_PROMISE, PRIVACY_RIGHTS, SIGNUP_ADDRESS_KEEP_DAYS } from '../../trust.js';
import { CATALOGUES } from '../catalogue.js';
import { effectiveIsoDate } from './effective.js';
import { POLICY_IDS, POLICY_LOADERS, type PolicyBlock, type PolicyDocument, type PolicyId } from './index.js';
import { PRIVACY_SECTIONS, privacySection, type PrivacySectionId } from './sections.js';

// An address unlike the default, so that a text that printed SITE.defaultSupportEmail instead of
// the context's address would be caught.
const CTX = { supportEmail: 'grievance-test@example.in' };
const TAMIL = /[\u0B80-\u0BFF]/;
const ENGLISH_TITLES: Record<PolicyId, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  refund: 'Refund Policy',
};
const TAMIL_TITLES: Record<PolicyId, string> = {
  privacy: 'தனியுரிமைக் கொள்கை',
  terms: 'விதிமுறைகளும் நிபந்தனைகளும்',
  refund: 'பணத்திருப்பக் கொள்கை',
};
// What GLOSSARY.md lets a Tamil text keep in Latin script, besides the brand, the company's
// registered name and address, the e-mail address, and the names of laws given in brackets;
// 'locale' is the name of our one cookie, an identifier the reader may look for in a browser.
// QR is printed so beside UPI everywhere in India; PDF and ZIP are file formats.
const LATIN_ALLOWED = new Set([
  'Inai',
  'Matrimony',
  'OTP',
  'UPI',
  'QR',
  'PIN',
  'ID',
  'CVV',
  'IP',
  'GPS',
  'EXIF',
  'PDF',
  'ZIP',
  'argon2id',
  'locale',
]);

async function load(id: PolicyId): Promise<{ en: PolicyDocument; ta: PolicyDocument }> {
  const [en, ta] = await Promise.all([POLICY_LOADERS[id].en(), POLICY_LOADERS[id].ta()]);
  return { en: en(CTX), ta: ta(CTX) };
}

/** Every text of a document, each with where it is, in reading order. */
function texts(doc: PolicyDocument): { at: string; text: string }[] {
  const out = [
    { at: 'title', text: doc.title },
    { at: 'effective', text: doc.effective },
    ...doc.intro.map((text, i) => ({ at: `intro ${i}`, text })),
  ];
  for (const section of doc.sections) {
    out.push({ at: `${section.id} heading`, text: section.heading });
    section.blocks.forEach((block, b) => {
      if (block.kind === 'p') out.push({ at: `${section.id} block ${b}`, text: block.text });
      else block.items.forEach((text, i) => out.push({ at: `${section.id} block ${b} item ${i}`, text }));
    });
  }
  return out;
}

const shape = (block: PolicyBlock) => (block.kind === 'p' ? 'p' : `ul×${block.items.length}`);
const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(POLICY_IDS)('the %s policy', (id) => {
  it('is titled as the footer names it, in each language', async () => {
    const { en, ta } = await load(id);
    expect(en.title).toBe(ENGLISH_TITLES[id]);
    expect(ta.title).toBe(TAMIL_TITLES[id]);
  });

  it('has the same sections in the same order in both languages, with unique kebab-case ids', async () => {
    const { en, ta } = await load(id);
    const ids = en.sections.map((s) => s.id);
    expect(ta.sections.map((s) => s.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const sectionId of ids) expect(sectionId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ta.intro.length).toBe(en.intro.length);
  });

  it('has the same block kinds and the same number of list items in each section', async () => {
    const { en, ta } = await load(id);
    en.sections.forEach((section, i) => {
      expect(ta.sections[i]!.blocks.map(shape), section.id).toEqual(section.blocks.map(shape));
    });
  });

  it('has no empty text in either language', async () => {
    const { en, ta } = await load(id);
    for (const doc of [en, ta]) {
      expect(doc.sections.length).toBeGreaterThan(0);
      for (const section of doc.sections) expect(section.blocks.length, section.id).toBeGreaterThan(0);
      for (const { at, text } of texts(doc)) expect(text.trim(), at).not.toBe('');
    }
  });

  it('writes every Tamil heading, paragraph and intro in Tamil letters', async () => {
    const { ta } = await load(id);
    expect(ta.title).toMatch(TAMIL);
    expect(ta.effective).toMatch(TAMIL);
    for (const text of ta.intro) expect(text).toMatch(TAMIL);
    for (const section of ta.sections) {
      expect(section.heading, section.id).toMatch(TAMIL);
      for (const block of section.blocks) if (block.kind === 'p') expect(block.text, section.id).toMatch(TAMIL);
    }
  });

  it('gives the support e-mail from the context wherever the English does, as often', async () => {
    const { en, ta } = await load(id);
    const enTexts = texts(en);
    const taTexts = texts(ta);
    expect(taTexts.map((t) => t.at)).toEqual(enTexts.map((t) => t.at));
    enTexts.forEach(({ at, text }, i) => {
      expect(count(taTexts[i]!.text, CTX.supportEmail), at).toBe(count(text, CTX.supportEmail));
    });
    expect(enTexts.some(({ text }) => text.includes(CTX.supportEmail))).toBe(true);
    for (const doc of [en, ta]) for (const { at, text } of texts(doc)) expect(text, at).not.toContain(SITE.defaultSupportEmail);
  });

  it('keeps in Latin script only what the glossary allows', async () => {
    const { ta } = await load(id);
    const stray: string[] = [];
    for (const { at, text } of texts(ta)) {
      const rest = text
        .replaceAll(CTX.supportEmail, '')
        .replaceAll(SITE.legalName, '')
        .replaceAll(formatAddress(), '')
        // A law's English name in brackets after the Tamil one, e.g. '(Information Technology Act, 2000)'.
        .replace(/\((?:[A-Za-z ,-]|\([A-Za-z ,]*\))+(?:Act|Rules), \d{4}\)/g, '');
      for (const word of rest.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) if (!LATIN_ALLOWED.has(word)) stray.push(`${at}: ${word}`);
    }
    expect(stray).toEqual([]);
  });
});

describe('the policies', () => {
  it('show the date they took effect, in each language', async () => {
    const { en, ta } = await load('privacy');
    expect(en.effective).toBe(`Effective ${SITE.policiesEffective}`);
    expect(ta.effective).toMatch(/^நடைமுறைக்கு வந்த நாள்: \d{1,2} \S+ \d{4}$/);
    expect(ta.effective.endsWith(SITE.policiesEffective.slice(-4))).toBe(true);
    // The structured data's date is the same day.
    const [day, , year] = SITE.policiesEffective.split(' ');
    expect(effectiveIsoDate()).toMatch(new RegExp(`^${year}-\\d{2}-${day!.padStart(2, '0')}$`));
    expect(effectiveIsoDate('27 November 2026')).toBe('2026-11-27');
    expect(effectiveIsoDate('1 December 2024')).toBe('2024-12-01');
  });

  it('give the Grievance Officer’s contact in both languages in the privacy policy and the terms', async () => {
    for (const id of ['privacy', 'terms'] as const) {
      const { en, ta } = await load(id);
      for (const doc of [en, ta]) {
        const last = doc.sections.at(-1)!.blocks.at(-1)!;
        expect(last.kind).toBe('ul');
        const lines = last.kind === 'ul' ? last.items.join('\n') : '';
        for (const part of [SITE.legalName, CTX.supportEmail, SITE.enquiryPhone, formatAddress()]) expect(lines).toContain(part);
      }
    }
  });
});

/** The texts of one section of a document, joined. */
function sectionText(doc: PolicyDocument, id: string): string {
  const section = doc.sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return texts({ ...doc, intro: [], sections: [section] })
    .filter(({ at }) => at !== 'title' && at !== 'effective')
    .map(({ text }) => text)
    .join('\n');
}

const whole = (doc: PolicyDocument) => texts(doc).map(({ text }) => text);
const numbersAfter = (text: string, unit: RegExp) => [...text.matchAll(unit)].map((m) => Number(m[1]));
const grace = PRIVACY_RIGHTS.deletionGraceDays;
const { acknowledgeHours: hours, resolveDays: days } = GRIEVANCE_PROMISE;

describe('the privacy policy', () => {
  it('has its sections in the order that its references by number follow', async () => {
    const { en, ta } = await load('privacy');
    expect(en.sections.map((s) => s.id)).toEqual([...PRIVACY_SECTIONS]);
    expect(ta.sections.map((s) => s.id)).toEqual([...PRIVACY_SECTIONS]);
  });

  it('refers to the same sections, by numbers that exist, in both languages', async () => {
    const { en, ta } = await load('privacy');
    const enTexts = whole(en);
    const taTexts = whole(ta);
    let references = 0;
    enTexts.forEach((text, i) => {
      const enRefs = numbersAfter(text, /\bsections? (\d+)/g);
      expect(numbersAfter(taTexts[i]!, /பிரிவு (\d+)/g), text).toEqual(enRefs);
      for (const n of enRefs) expect(n).toBeGreaterThanOrEqual(1);
      for (const n of enRefs) expect(n).toBeLessThanOrEqual(PRIVACY_SECTIONS.length);
      references += enRefs.length;
    });
    expect(references).toBeGreaterThan(5);
    expect(privacySection('verifying-your-id')).toBe(3);
  });

  // What the policy must say about what the product does, section by section, in both languages.
  const TOPICS: { topic: string; section: PrivacySectionId; en: (string | RegExp)[]; ta: (string | RegExp)[] }[] = [
    {
      topic: 'ID documents: what is kept, the number never, the file deleted at the decision',
      section: 'verifying-your-id',
      en: [
        /government ID/,
        /kind of document/,
        /We never store your ID number/,
        /as soon as an operator approves or rejects it/,
        /only our operators/,
      ],
      ta: [
        /அரசு அடையாள ஆவண/,
        /ஆவணத்தின் வகை/,
        /அடையாள எண்ணை நாங்கள் ஒருபோதும் சேமிப்பதில்லை/,
        /ஏற்றதும் அல்லது நிராகரித்ததும் உடனே/,
        /நிர்வாகிகள் மட்டுமே/,
      ],
    },
    {
      topic: 'the mobile number: hashed texted codes, the badge, signing in by text, changing it, one account per number',
      section: 'your-mobile-number',
      en: [
        /six digits/,
        /only in hashed form/,
        /expires after 10 minutes/,
        /‘Mobile verified’ badge/,
        /sign in, or set a new password, with a code texted to it/,
        /change your mobile number in Settings/,
        /until you enter it, your account keeps your old number/,
        /we e-mail you that it changed/,
        /belongs to the account that verified it/,
        /a mobile number entered by several accounts/,
      ],
      ta: [
        /ஆறு இலக்கங்கள்/,
        /ஹாஷ் வடிவில் மட்டுமே/,
        /10 நிமிடங்களில் அது காலாவதியாகிவிடும்/,
        /‘சரிபார்த்த கைப்பேசி’ என்ற குறி/,
        /OTP மூலமும் நீங்கள் உள்நுழையலாம், அல்லது புதிய கடவுச்சொல் அமைக்கலாம்/,
        /அமைப்புகளில் உங்கள் கைப்பேசி எண்ணை மாற்றலாம்/,
        /அதை நீங்கள் உள்ளிடும் வரை உங்கள் கணக்கில் பழைய எண்ணே இருக்கும்/,
        /எண் மாறியதை உங்களுக்கு மின்னஞ்சலில் தெரிவிப்போம்/,
        /அதைச் சரிபார்த்த கணக்குக்கே உரியது/,
        /பல கணக்குகளில் உள்ளிடப்பட்ட ஒரே கைப்பேசி எண்/,
      ],
    },
    {
      topic: 'saved searches and today’s matches: what is kept, when they are mailed, how to stop them',
      section: 'saved-searches-and-todays-matches',
      en: [
        /name and filters/,
        /the profiles it has already found/,
        /from 7:30 in the morning India time/,
        /have their own switch in Settings/,
        /up to five profiles each day/,
        /none is chosen twice/,
        /at 7:00 in the morning India time/,
        /‘Today’s matches by e-mail’ in Settings/,
        /stop link at the foot of each mail, which works without signing in/,
        /never a photo/,
        /Both go when your account is erased/,
      ],
      ta: [
        /பெயரையும் வடிகட்டிகளையும்/,
        /ஏற்கெனவே கண்டறிந்த சுயவிவரங்களையும்/,
        /இந்திய நேரப்படி காலை 7:30 மணியிலிருந்து/,
        /அமைப்புகளில் தனித்தனியாக இயக்கலாம் அல்லது நிறுத்தலாம்/,
        /ஐந்து வரையிலான சுயவிவரங்களை ஒவ்வொரு நாளும்/,
        /இரண்டு முறை தேர்ந்தெடுக்கப்படாதபடி/,
        /இந்திய நேரப்படி காலை 7:00 மணிக்கு/,
        /‘இன்றைய வரன்கள் மின்னஞ்சலில்’/,
        /உள்நுழையாமலேயே நிறுத்தலாம்/,
        /புகைப்படம் ஒருபோதும் இருக்காது/,
        /உங்கள் கணக்கு அழிக்கப்படும்போது இரண்டும் அழிக்கப்படும்/,
      ],
    },
    {
      topic: 'the street address: optional, only for accepted partners with contact details, hidden by a free switch',
      section: 'who-can-see-your-profile',
      en: [
        /never shown just because a member has a plan/,
        /Only the members with whom you have an accepted interest, whoever sent it, see it/,
        /only if their plan includes contact details/,
        /never in search results, Matches, interests lists, e-mails, another member’s data download or our operators’ console/,
        /Any member, with or without a plan, can hide it from those members too with ‘Hide address from everyone’/,
        /your city and state stay on your profile/,
      ],
      ta: [
        /கட்டணத் திட்டம் இருக்கிறது என்பதற்காக மட்டும் அது ஒருபோதும் காட்டப்படாது/,
        /உங்களுடன் விருப்பம் ஏற்கப்பட்ட உறுப்பினர்கள் மட்டுமே/,
        /திட்டத்தில் தொடர்பு விவரங்கள் இருந்தால் மட்டுமே/,
        /மின்னஞ்சல்கள், பிற உறுப்பினரின் தரவுப் பதிவிறக்கம், எங்கள் நிர்வாகிகள் பணியிடம் என எதிலும் அது இருக்காது/,
        /திட்டம் இருந்தாலும் இல்லாவிட்டாலும், எந்த உறுப்பினரும்/,
        /‘முகவரியை அனைவரிடமிருந்தும் மறைக்கவும்’/,
        /உங்கள் நகரமும் மாநிலமும் சுயவிவரத்தில் தொடர்ந்து தெரியும்/,
      ],
    },
    {
      topic: 'our text-message provider, among those who work for us',
      section: 'when-we-share-information',
      en: [/text-message provider MSG91/, /only your mobile number and the code/],
      ta: [/குறுஞ்செய்திச் சேவை நிறுவனமான எம்எஸ்ஜி91/, /கைப்பேசி எண்ணையும் OTP-யையும் மட்டுமே/],
    },
    {
      topic: 'the installed app: the service worker keeps the app’s files, never members’ data',
      section: 'browser-storage-and-cookies',
      en: [
        /service worker/,
        /a page to show when there is no network/,
        /never keeps your data or anyone else’s/,
        /no photos or horoscopes/,
        /home screen/,
      ],
      ta: [
        /உலாவி இந்தத் தளத்துக்காக இயக்கும் ஒரு சிறிய நிரல்/,
        /இணைய இணைப்பு இல்லாதபோது காட்டுவதற்கான ஒரு பக்கம்/,
        /உங்கள் தரவையோ வேறு யாருடைய தரவையோ அது ஒருபோதும் வைப்பதில்லை/,
        /புகைப்படங்கள், ஜாதகங்கள்/,
        /முகப்புத் திரையில்/,
      ],
    },
    {
      topic: 'the mobile number is changed in Settings; the e-mail address is not changed on the site',
      section: 'your-choices-access-correction-and-deletion',
      en: [
        /change your mobile number in Settings/,
        /Your e-mail address cannot be changed on the site/,
        /today’s matches/,
        /each saved search/,
      ],
      ta: [
        /உங்கள் கைப்பேசி எண்ணை அமைப்புகளில் மாற்றலாம்/,
        /உங்கள் மின்னஞ்சல் முகவரியைத் தளத்தில் மாற்ற முடியாது/,
        /இன்றைய வரன்களை/,
        /ஒவ்வொரு சேமித்த தேடலுக்கும்/,
      ],
    },
    {
      topic: 'chat messages: who reads them, how long they are kept, operators',
      section: 'chat-messages',
      en: [
        /only you and the member you write to/,
        /for as long as both of you have an account/,
        /operators have no screen for reading/,
        /screenshot/,
      ],
      ta: [
        /நீங்களும் நீங்கள் எழுதும் உறுப்பினரும் மட்டுமே/,
        /இருவருக்கும் கணக்கு இருக்கும் வரை/,
        /நிர்வாகிகளுக்கு எந்த வசதியும் இல்லை/,
        /திரைப்பிடிப்ப/,
      ],
    },
    {
      topic: 'calls: nothing recorded, the log kept, operators see a reported conversation’s log only',
      section: 'voice-and-video-calls',
      en: [/Nothing of a call is recorded/, /The call log: /, /only when one of you reports the other/, /relay only/],
      ta: [/அழைப்பு எதுவும் பதிவு செய்யப்படுவதில்லை/, /அழைப்புப் பதிவு: /, /புகார் அளித்தால் மட்டுமே/, /ரிலே வழியாக மட்டும்/],
    },
    {
      topic: 'report screenshots and blocks',
      section: 'reports-blocks-and-grievances',
      en: [/Screenshots: /, /only our operators can open it/, /Blocks: /, /We do not tell them/],
      ta: [/திரைப்பிடிப்புகள்: /, /நிர்வாகிகள் மட்டுமே அதைத் திறக்க முடியும்/, /தடுப்புகள்: /, /அவருக்கு நாங்கள் தெரிவிப்பதில்லை/],
    },
    {
      topic: 'who viewed me',
      section: 'who-can-see-your-profile',
      en: [/Who viewed me: /, /active plan/],
      ta: [/‘என்னைப் பார்த்தவர்கள்’: /, /நடைமுறையில் உள்ள திட்டம்/],
    },
    {
      topic: 'self-service export and deletion with the grace period',
      section: 'your-choices-access-correction-and-deletion',
      en: [/Download my data/, /Delete my account/, `${grace} days later`, `within those ${grace} days`, /Keep my account/],
      ta: [/‘என் தரவைப் பதிவிறக்க’/, /‘என் கணக்கை நீக்க’/, `${grace} நாள்கள் கழித்து`, `அந்த ${grace} நாள்களுக்குள்`, /‘என் கணக்கை வைத்திருக்க’/],
    },
    {
      topic: 'the sign-up address, kept one year (2016 advisory)',
      section: 'information-created-when-you-use-the-service',
      en: [/Sign-up address: /, /for one year/, /Ministry of Electronics and Information Technology/, /2016/],
      ta: [/கணக்கு தொடங்கிய இணைய முகவரி: /, /ஓர் ஆண்டு/, /மின்னணு மற்றும் தகவல் தொழில்நுட்ப அமைச்சகம்/, /2016/],
    },
    {
      topic: 'what erasure keeps: payment records, reports; the sign-up address year',
      section: 'how-long-we-keep-your-information',
      en: [
        `${grace} days after you ask`,
        /Payment records: kept after your account is erased/,
        /tax laws/,
        /Reports and grievances/,
        /one year after you sign up/,
      ],
      ta: [`${grace} நாள்கள் கழித்து`, /கட்டணப் பதிவுகள்: /, /வரிச் சட்டங்கள்/, /புகார்களும் குறைதீர்ப்பு மனுக்களும்/, /பதிவு செய்து ஓர் ஆண்டு/],
    },
    {
      topic: 'the grievance officer: acknowledgement and resolution',
      section: 'grievance-officer-and-contact',
      en: [`within ${hours} hours`, `within ${days} days`],
      ta: [`${hours} மணி நேரத்துக்குள்`, `${days} நாள்களுக்குள்`],
    },
  ];

  it.each(TOPICS)('says, in both languages: $topic', async ({ section, en: enParts, ta: taParts }) => {
    const { en, ta } = await load('privacy');
    const enText = sectionText(en, section);
    const taText = sectionText(ta, section);
    const has = (text: string, part: string | RegExp) => (part instanceof RegExp ? part.test(text) : text.includes(part));
    for (const part of enParts) expect(has(enText, part), `${part} in ${enText}`).toBe(true);
    for (const part of taParts) expect(has(taText, part), `${part} in ${taText}`).toBe(true);
  });

  it('says "five", "7:00" and "six months" because those are the numbers the product applies', () => {
    // If one of these changes, the words of the privacy policy (both languages) must change with it.
    expect(SAVED_SEARCH_LIMITS.max).toBe(5);
    expect(SAVED_SEARCH_LIMITS.perMail).toBe(5);
    expect(DAILY_PICKS.perDay).toBe(5);
    expect(DAILY_PICKS.mailHourInIndia).toBe(7);
    expect(LAST_ACTIVE_RULES.dormantAfterDays).toBe(180);
  });

  it('no longer says the mobile number is changed only by writing to support', async () => {
    const { en, ta } = await load('privacy');
    expect(whole(en).join('\n')).not.toMatch(/phone number cannot be changed/);
    expect(whole(ta).join('\n')).not.toMatch(/கைப்பேசி எண்ணையும் சுயவிவரப் பக்கத்திலிருந்து மாற்ற முடியாது/);
  });

  it('says "one year" of the sign-up address because the server keeps it 365 days', () => {
    // If the server's period changes, the policy's words "one year" / "ஓர் ஆண்டு" must change with it.
    expect(SIGNUP_ADDRESS_KEEP_DAYS).toBe(365);
  });
});

describe('the privacy policy and the terms', () => {
  const GRIEVANCE_SECTIONS: Record<'privacy' | 'terms', string> = {
    privacy: 'grievance-officer-and-contact',
    terms: 'contact-and-grievances',
  };

  it.each(['privacy', 'terms'] as const)(
    'the %s policy promises the grievance times of the grievance page, never a month',
    async (id) => {
      const { en, ta } = await load(id);
      const enText = sectionText(en, GRIEVANCE_SECTIONS[id]);
      const taText = sectionText(ta, GRIEVANCE_SECTIONS[id]);
      expect(enText).toContain(`within ${hours} hours`);
      expect(enText).toContain(`within ${days} days`);
      expect(taText).toContain(`${hours} மணி நேரத்துக்குள்`);
      expect(taText).toContain(`${days} நாள்களுக்குள்`);
      expect(enText).not.toMatch(/month/i);
      expect(taText).not.toMatch(/மாத/);
    },
  );

  it.each(['privacy', 'terms'] as const)('the %s policy counts days and hours only with the shared constants', async (id) => {
    const { en, ta } = await load(id);
    // The 90 days a texted code alone stops opening an account, and the week a "Not you?" link works.
    const allowedDays = [grace, days, NUMBER_PROOF_DAYS, NOT_ME_LINK_DAYS];
    // The grievance's first answer, and the wait before a candidate's own ask mails a code.
    const allowedHours = [hours, FAMILY_LIMITS.takeoverWaitHours];
    for (const text of whole(en)) {
      for (const n of numbersAfter(text, /(\d+) (?:working )?days?\b/g)) expect(allowedDays, text).toContain(n);
      for (const n of numbersAfter(text, /(\d+) hours?\b/g)) expect(allowedHours, text).toContain(n);
    }
    for (const text of whole(ta)) {
      for (const n of numbersAfter(text, /(\d+) நாள்/g)) expect(allowedDays, text).toContain(n);
      for (const n of numbersAfter(text, /(\d+) மணி நேர/g)) expect(allowedHours, text).toContain(n);
    }
  });

  it('says when a number needs the e-mail too, that texted sign-ins are mailed, and for how long the alerts are kept', async () => {
    const { en, ta } = await load('privacy');
    const enText = sectionText(en, 'your-mobile-number');
    const taText = sectionText(ta, 'your-mobile-number');
    expect(enText).toContain(`more than ${NUMBER_PROOF_DAYS} days ago`);
    expect(taText).toContain(`${NUMBER_PROOF_DAYS} நாள்களுக்கு முன்பு`);
    expect(enText).toContain(`for ${NOT_ME_LINK_DAYS} days, so that its link works once`);
    expect(taText).toContain(`${NOT_ME_LINK_DAYS} நாள்கள் வைத்திருக்கிறோம்`);
    // A number typed by others is taken from them at verification: they may register with it.
    expect(enText).toContain('Any account can register with a number');
    expect(enText).not.toContain('No other account can register with it');
  });

  it('the terms say what the ID badge means and that members delete their own accounts', async () => {
    const { en, ta } = await load('terms');
    expect(sectionText(en, 'meeting-other-members-and-verifying-information')).toMatch(/‘ID verified’ badge/);
    expect(sectionText(ta, 'meeting-other-members-and-verifying-information')).toMatch(/‘சரிபார்த்த அடையாளம்’ என்ற குறி/);
    expect(sectionText(en, 'suspension-and-termination')).toContain(`delete your account yourself in Settings`);
    expect(sectionText(en, 'suspension-and-termination')).toContain(`${grace} days later`);
    expect(sectionText(ta, 'suspension-and-termination')).toContain(`${grace} நாள்கள் கழித்து`);
  });
});

/**
 * What the site may call verified: a member's e-mail address (every member confirms it), a mobile
 * number whose texted code was entered (the 'Mobile verified' badge) and a government ID our team
 * checked (the 'ID verified' badge). A profile or a member is never "verified" without saying which.
 */
describe('the texts that describe the service', () => {
  const UNQUALIFIED = {
    en: [
      /(?<!ID[- ])(?<!e-mail[- ])\bverified (?:profiles?|members?|brides?|grooms?|users?|matches|families)\b/i,
      /\bgenuine\b/i,
      /\b100 ?%/,
    ],
    ta: [
      /(?<!அடையாளம் )(?<!மின்னஞ்சல் )(?:சரிபார்க்கப்பட்ட|சரிபார்த்த) (?:சுயவிவர|உறுப்பினர|தமிழ்|மணமக|வரன்|குடும்ப)/u,
      /உண்மையான சுயவிவர|சுயவிவர\S* உண்மையான/u,
      /100 ?%/,
    ],
  } as const;

  it.each(['en', 'ta'] as const)('never call profiles or members verified beyond what is checked (%s)', (locale) => {
    const claims = Object.entries(CATALOGUES[locale]).filter(([, text]) =>
      UNQUALIFIED[locale].some((pattern) => pattern.test(text)),
    );
    expect(claims).toEqual([]);
  });

  it.each(['en', 'ta'] as const)('name the badges as the badges themselves read (%s)', async (locale) => {
    const idBadge = CATALOGUES[locale]['idVerification.badge']!;
    const mobileBadge = CATALOGUES[locale]['mobile.badge']!;
    const marketing = [
      'footer.about',
      'home.metaDescription',
      'home.welcomeText',
      'home.genuineProfiles',
      'home.genuineProfilesText',
      'about.metaDescription',
      'about.genuine',
      'about.genuineText',
    ].map((key) => CATALOGUES[locale][key]!);
    const { en, ta } = await load('privacy');
    const policy = whole(locale === 'en' ? en : ta);
    const quoted = [...marketing, ...policy].flatMap((text) => [...text.matchAll(/‘([^’]+)’/g)].map((m) => m[1]!));
    const badgeWord = locale === 'en' ? /verified/ : /^சரிபார்த்த /;
    const badges = quoted.filter((q) => badgeWord.test(q));
    expect(badges.length).toBeGreaterThan(4);
    for (const q of badges) expect([idBadge, mobileBadge]).toContain(q);
    expect(badges).toContain(mobileBadge);
  });

  it('keep the testing patterns honest: they catch the claims they are for', () => {
    expect(UNQUALIFIED.en[0].test('bringing families together with verified profiles')).toBe(true);
    expect(UNQUALIFIED.en[0].test('Only ID-verified profiles')).toBe(false);
    expect(UNQUALIFIED.en[0].test('e-mail-verified members')).toBe(false);
    expect(UNQUALIFIED.ta[0].test('சரிபார்க்கப்பட்ட சுயவிவரங்களுடனும்')).toBe(true);
    expect(UNQUALIFIED.ta[0].test('அடையாளம் சரிபார்க்கப்பட்ட சுயவிவரங்கள் மட்டும்')).toBe(false);
    expect(UNQUALIFIED.ta[0].test('மின்னஞ்சல் சரிபார்க்கப்பட்ட உறுப்பினர்கள்')).toBe(false);
    expect(UNQUALIFIED.ta[1].test('ஒவ்வொரு சுயவிவரமும் உண்மையானதாக இருக்க')).toBe(true);
  });
});
