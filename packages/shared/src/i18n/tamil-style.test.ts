import { describe, expect, it } from 'vitest';
import { CATALOGUE_PARTS, CATALOGUES } from './catalogue.js';
import { POLICY_IDS, POLICY_LOADERS, type PolicyDocument } from './policies/index.js';
import { countryLabel } from '../countries.js';

/*
 * The agreed Tamil of GLOSSARY.md, held for every Tamil text we ship: the catalogue's core, app and
 * mail parts (the option labels live in them) and the three policies. A failure lists where the
 * text is, the words at fault and what to write instead.
 */

const TA = CATALOGUES.ta;
const EN = CATALOGUES.en;
const TAMIL = '\\u0B80-\\u0BFF';

interface Located {
  /** Where the text lives: the catalogue part and key, or the policy file and section. */
  at: string;
  text: string;
}

function policyTexts(id: string, doc: PolicyDocument): Located[] {
  const at = (where: string) => `ta/policies/${id}.ts ${where}`;
  const out: Located[] = [
    { at: at('title'), text: doc.title },
    { at: at('effective'), text: doc.effective },
    ...doc.intro.map((text, i) => ({ at: at(`intro ${i}`), text })),
  ];
  for (const section of doc.sections) {
    out.push({ at: at(`${section.id} heading`), text: section.heading });
    section.blocks.forEach((block, b) => {
      if (block.kind === 'p') out.push({ at: at(`${section.id} block ${b}`), text: block.text });
      else block.items.forEach((text, i) => out.push({ at: at(`${section.id} block ${b} item ${i}`), text }));
    });
  }
  return out;
}

const CATALOGUE_TEXTS: Located[] = Object.entries(CATALOGUE_PARTS.ta).flatMap(([part, texts]) =>
  Object.entries(texts).map(([key, text]) => ({ at: `${part} ${key}`, text })),
);
const POLICY_TEXTS: Located[] = (
  await Promise.all(
    POLICY_IDS.map(async (id) => policyTexts(id, (await POLICY_LOADERS[id].ta())({ supportEmail: 'support@example.in' }))),
  )
).flat();

interface Rule {
  /** What the rule holds (the test's name). */
  name: string;
  /** The wrong writing; a global pattern. */
  wrong: RegExp;
  /** What to write instead of one match. */
  instead: (match: RegExpExecArray) => string;
}

/** Bare imperatives (rude on a button or in a sentence) and the polite infinitive to write instead. */
const BARE_IMPERATIVES: Readonly<Record<string, string>> = {
  பார்: 'பார்க்க',
  திற: 'திறக்க',
  தேடு: 'தேட',
  காட்டு: 'காட்ட',
  அனுப்பு: 'அனுப்ப',
  நிராகரி: 'நிராகரிக்க',
  உறுதிசெய்: 'உறுதிசெய்ய',
  பதிவேற்று: 'பதிவேற்ற',
  பதிவிறக்கு: 'பதிவிறக்க',
  நீக்கு: 'நீக்க',
  சேர்: 'சேர்க்க',
  செய்: 'செய்ய',
  உள்நுழை: 'உள்நுழைய',
  வெளியேறு: 'வெளியேற',
  திருத்து: 'திருத்த',
  சேமி: 'சேமிக்க',
  மூடு: 'மூட',
  புதுப்பி: 'புதுப்பிக்க',
  தேர்ந்தெடு: 'தேர்ந்தெடுக்க',
  ஏற்றுக்கொள்: 'ஏற்க',
  'எனக் குறி': 'எனக் குறிக்க',
};

/** Case suffixes that belong to the word before them: after a placeholder or the brand, joined with a hyphen. */
const CASE_SUFFIXES = [
  'இல்',
  'இலிருந்து',
  'இலும்',
  'க்கு',
  'க்குக்',
  'க்குச்',
  'க்குத்',
  'க்குப்',
  'க்கும்',
  'ஐ',
  'ஐக்',
  'ஐச்',
  'ஐத்',
  'ஐப்',
  'ஐயும்',
  'இன்',
  'உடன்',
  'ஆல்',
  'இடம்',
  'இடமிருந்து',
];

const RULES: Rule[] = [
  {
    name: 'operator is நிர்வாகி',
    wrong: /செயற்பாட்டாளர்|செயல்பாட்டாளர்|இயக்குநர்|இயக்குனர்/g,
    instead: () => 'நிர்வாகி (plural நிர்வாகிகள்)',
  },
  { name: 'server is சேவையகம்', wrong: /சர்வர்/g, instead: () => 'சேவையகம் (plural சேவையகங்கள்)' },
  { name: 'mobile number is கைப்பேசி எண்', wrong: /கைபேசி|மொபைல்/g, instead: () => 'கைப்பேசி (with ப்), as in கைப்பேசி எண்' },
  {
    name: 'optional is (கட்டாயமில்லை)',
    wrong: /விருப்பத்\s*தேர்வு/g,
    instead: () => '(கட்டாயமில்லை): விருப்பம் is an interest',
  },
  {
    name: '"try again" has one form, மீண்டும் முயற்சிக்கவும்',
    wrong: new RegExp(`மீண்டும்\\s+முய(?!ற்சிக்கவும்)[${TAMIL}]*|முயற்சி\\s*செய்(?:யவும்|யுங்கள்)|முயல(?:வும்|ுங்கள்)(?![${TAMIL}])`, 'g'),
    instead: () => 'மீண்டும் முயற்சிக்கவும் (on buttons too)',
  },
  {
    name: 'interest statuses are written in Tamil, never Accepted / Rejected / Requested',
    wrong: /\b(?:Accepted|Rejected|Requested)\b/g,
    instead: (m) => `the status's Tamil label, ${TA[`interests.status.${m[0]}`]}`,
  },
  {
    name: 'முழு and போலி take their ஒற்று before க ச த ப (முழுச் சுயவிவரம், போலிச் சுயவிவரம்)',
    wrong: new RegExp(`(?<![${TAMIL}])(முழு|போலி) ([கசதப])`, 'g'),
    instead: (m) => `${m[1]}${m[2]}் ${m[2]}…`,
  },
  {
    name: 'a case suffix after a placeholder or the brand is joined with a hyphen ("{brand}-இல்")',
    wrong: new RegExp(`(\\}|Inai Matrimony) (${CASE_SUFFIXES.join('|')})(?![${TAMIL}])`, 'g'),
    instead: (m) => `${m[1]}-${m[2]}`,
  },
  {
    name: 'suspend is இடைநீக்கம் செய், suspension இடைநீக்கம்',
    wrong: new RegExp(`இடைநிறுத்[${TAMIL}]*|இடைநீக்க(?!ம|த்)[${TAMIL}]*`, 'g'),
    instead: () => 'இடைநீக்கம் / இடைநீக்கம் செய் (இடைநீக்கம் செய்யப்பட்டார், இடைநீக்கம் செய்ய)',
  },
  {
    name: 'passport is பாஸ்போர்ட், PAN card பான் கார்டு',
    wrong: /கடவுச்சீட்டு|பான் அட்டை/g,
    instead: (m) => (m[0] === 'கடவுச்சீட்டு' ? 'பாஸ்போர்ட்' : 'பான் கார்டு'),
  },
  {
    name: 'the poruthams are named as panchangams write them',
    wrong: /மாகேந்திர|ஸ்த்ரீ/g,
    instead: (m) => (m[0] === 'ஸ்த்ரீ' ? 'ஸ்திரீ (ஸ்திரீ தீர்க்கம்)' : 'மகேந்திர (மகேந்திரம்)'),
  },
  {
    name: 'a badge is குறி, and the badges read ‘சரிபார்த்த அடையாளம்’, ‘சரிபார்த்த கைப்பேசி’',
    wrong: /அடையாளக் குறி|பேட்ஜ்|முத்திரை|அடையாளம் சரிபார்க்கப்பட்டது’|கைப்பேசி எண் சரிபார்க்கப்பட்டது’/g,
    instead: (m) =>
      m[0].startsWith('அடையாளம்')
        ? `${TA['idVerification.badge']}’`
        : m[0].startsWith('கைப்பேசி')
          ? `${TA['mobile.badge']}’`
          : 'குறி',
  },
  {
    name: 'days are நாள்கள் (நாள்களில், நாள்களுக்குள்), never நாட்கள்',
    wrong: new RegExp(`நாட்க[${TAMIL}]*`, 'g'),
    instead: (m) => m[0].replace('நாட்க', 'நாள்க'),
  },
  {
    name: 'chat is அரட்டை, to chat அரட்டை செய்',
    wrong: new RegExp(`அரட்டையடி[${TAMIL}]*|(?<![${TAMIL}])சாட்(?![${TAMIL}])`, 'g'),
    instead: (m) => (m[0] === 'சாட்' ? 'அரட்டை' : 'அரட்டை செய் (அரட்டை செய்ய, அரட்டை செய்யலாம்)'),
  },
  {
    name: 'to switch off is நிறுத்து (a switch, an alert, e-mails), never அணை or முடக்கு',
    wrong: new RegExp(`(?<![${TAMIL}])(?:அணைக்|அணைத்|முடக்க)[${TAMIL}]*|ஆஃப்`, 'g'),
    instead: () => 'நிறுத்து (நிறுத்தினால், நிறுத்தலாம், நிறுத்தியிருந்தால்); on is இயக்கு',
  },
  {
    name: 'to reload is மீண்டும் ஏற்று, never புதுப்பி (which renews a plan)',
    wrong: new RegExp(`(?:பக்கத்தை|பட்டியலை|வரிசையை)ப்?\\s+புதுப்பி[${TAMIL}]*|மறு\\s?ஏற்ற[${TAMIL}]*|ரீலோடு`, 'g'),
    instead: () => 'மீண்டும் ஏற்றவும் (பக்கத்தை மீண்டும் ஏற்றவும்)',
  },
  {
    name: 'a profile photo is சுயவிவரப் புகைப்படம்',
    wrong: new RegExp(`(?:சுயவிவர|முதன்மை|முகப்பு)ப் பட(?:ம|த்)[${TAMIL}]*`, 'g'),
    instead: () => 'சுயவிவரப் புகைப்படம் (சுயவிவரப் புகைப்படமாக்க)',
  },
  {
    name: 'to keep (an account, an interest, a search) is வைத்திரு, never வைத்துக்கொள்',
    wrong: new RegExp(`வைத்துக்கொள்ள(?![${TAMIL}])`, 'g'),
    instead: () => 'வைத்திருக்க',
  },
  {
    name: 'a page is named in quotes, as a page (‘விதிமுறைகளும் நிபந்தனைகளும்’ பக்கம்), never glued to ஆவணம்',
    wrong: new RegExp(`(?:நிபந்தனைகளும்|கொள்கை|கொள்கையும்)\\s+ஆவண[${TAMIL}]*`, 'g'),
    instead: () => '‘…’ பக்கம் (‘விதிமுறைகளும் நிபந்தனைகளும்’ பக்கத்துடன்)',
  },
  {
    name: 'buttons, links and requests are polite: no bare imperative',
    wrong: new RegExp(`(?<![${TAMIL}])(?:${Object.keys(BARE_IMPERATIVES).join('|')})(?![${TAMIL}])`, 'g'),
    instead: (m) => `${BARE_IMPERATIVES[m[0]]} (the infinitive) or the -வும் form`,
  },
];

function findings(rule: Rule, texts: readonly Located[]): string[] {
  const out: string[] = [];
  for (const { at, text } of texts)
    for (const m of text.matchAll(rule.wrong)) out.push(`${at}: “${m[0]}” → write “${rule.instead(m as RegExpExecArray)}”`);
  return out;
}

describe('the agreed Tamil words (GLOSSARY.md)', () => {
  it.each(RULES.map((rule) => [rule.name, rule] as const))('%s, in the catalogue', (_, rule) => {
    expect(findings(rule, CATALOGUE_TEXTS)).toEqual([]);
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))('%s, in the policies', (_, rule) => {
    expect(findings(rule, POLICY_TEXTS)).toEqual([]);
  });

  it('finds what each rule is for, and leaves the right writing alone', () => {
    const rule = (start: string) => RULES.find((r) => r.name.startsWith(start))!;
    const hits = (start: string, text: string) => findings(rule(start), [{ at: 'sample', text }]).length;
    expect(hits('a case suffix', '{brand} இல் பதிவு')).toBe(1);
    expect(hits('a case suffix', 'Inai Matrimony இலிருந்து')).toBe(1);
    expect(hits('a case suffix', '{reference} ஐக் குறிப்பிட்டு')).toBe(1);
    expect(hits('a case suffix', '{brand}-இல் பதிவு; {name} உங்கள் விருப்பத்தை; {name} இன்னும்; {name} இல்லை')).toBe(0);
    expect(hits('முழு', 'முழு சுயவிவரம், போலி புகைப்படம்')).toBe(2);
    expect(hits('முழு', 'முழுச் சுயவிவரம், முழுமையான, முழு விவரம்')).toBe(0);
    expect(hits('"try again"', 'மீண்டும் முயலவும். மீண்டும் முயற்சி செய்யவும். மீண்டும் முயற்சிக்க')).toBe(3);
    expect(hits('"try again"', 'மீண்டும் முயற்சிக்கவும். உள்நுழைய முயன்றுள்ளீர்கள். நாங்கள் முயல்கிறோம்.')).toBe(0);
    expect(hits('suspend', 'இடைநீக்கப்பட்டார், இடைநிறுத்தப்பட்டது')).toBe(2);
    expect(hits('suspend', 'இடைநீக்கம் செய்யப்பட்டார்; இடைநீக்கத்தை நீக்க')).toBe(0);
    expect(hits('buttons', 'என் சுயவிவரத்தைப் பார்; PDF-ஐத் திற')).toBe(2);
    expect(hits('buttons', 'என் சுயவிவரத்தைப் பார்க்க; பார்த்தார்')).toBe(0);
    expect(hits('a badge', '‘அடையாளம் சரிபார்க்கப்பட்டது’ என்ற அடையாளக் குறி; ‘கைப்பேசி எண் சரிபார்க்கப்பட்டது’')).toBe(3);
    expect(hits('a badge', '‘சரிபார்த்த அடையாளம்’ என்ற குறி; உங்கள் அடையாளம் சரிபார்க்கப்பட்டது.')).toBe(0);
    expect(hits('days', '30 நாட்களில், 7 நாட்கள்')).toBe(2);
    expect(hits('days', '30 நாள்களில், 7 நாள்கள், நாள்காட்டி')).toBe(0);
    expect(hits('chat', 'அரட்டையடிக்கலாம்; சாட் செய்ய')).toBe(2);
    expect(hits('chat', 'அரட்டை செய்யலாம்; அரட்டைச் செய்திகள்')).toBe(0);
    expect(hits('to switch off', 'அதை அணைத்தால்; முடக்கலாம்')).toBe(2);
    expect(hits('to switch off', 'அதை நிறுத்தினால்; அணையாது')).toBe(0);
    expect(hits('to reload', 'பக்கத்தைப் புதுப்பிக்கவும்; பட்டியலை மறுஏற்றம் செய்யவும்')).toBe(2);
    expect(hits('to reload', 'பக்கத்தை மீண்டும் ஏற்றவும்; திட்டங்கள் புதுப்பிக்கப்படுவதில்லை')).toBe(0);
    expect(hits('a profile photo', 'சுயவிவரப் படம்; சுயவிவரப் படமாக்க; முதன்மைப் படம்')).toBe(3);
    expect(hits('a profile photo', 'சுயவிவரப் புகைப்படம்; சுயவிவரப் படிவம்; முதன்மைப் பட்டியல்')).toBe(0);
    expect(hits('to keep', 'என் கணக்கை வைத்துக்கொள்ள')).toBe(1);
    expect(hits('to keep', 'என் கணக்கை வைத்திருக்க; நண்பருடன் வைத்துக்கொள்ளுங்கள்')).toBe(0);
    expect(hits('a page', 'விதிமுறைகளும் நிபந்தனைகளும் ஆவணத்துடன்')).toBe(1);
    expect(hits('a page', '‘விதிமுறைகளும் நிபந்தனைகளும்’ பக்கத்துடன்; அரசு அடையாள ஆவணம்')).toBe(0);
  });
});

describe('Tamil texts that say what the English says', () => {
  it('writes "try again" as மீண்டும் முயற்சிக்கவும் wherever the English says it', () => {
    const differ = Object.keys(EN).filter((key) => /try again/i.test(EN[key]!) && !TA[key]!.includes('மீண்டும் முயற்சிக்கவும்'));
    expect(differ, 'write மீண்டும் முயற்சிக்கவும் in these').toEqual([]);
  });

  it('writes "optional" as (கட்டாயமில்லை) wherever the English says it', () => {
    const differ = Object.keys(EN).filter((key) => /optional/i.test(EN[key]!) && !TA[key]!.includes('கட்டாயமில்லை'));
    expect(differ, 'write கட்டாயமில்லை in these').toEqual([]);
  });

  it('names a button, a page or a section by the words the screen shows for it', () => {
    const quotes: [text: string, named: string][] = [
      ['grievance.reportInstead', 'reports.report'],
      ['profile.genderFirst', 'editProfile.title'],
      ['search.starFirst', 'profileDetails.religionCaste'],
      ['profileDetails.viewerStarMissing', 'profileDetails.religionCaste'],
      ['mail.interestHidden.upgrade', 'nav.pricing'],
    ];
    for (const [text, named] of quotes) {
      expect(EN[text], `${text} in English`).toContain(EN[named]);
      expect(TA[text], `${text} in Tamil names ${named} as “${TA[named]}”`).toContain(TA[named]);
    }
  });

  it('names the interest statuses by the labels the Interests screen shows', () => {
    expect(TA['interests.badAnswer']).toContain(TA['interests.status.Accepted']);
    expect(TA['interests.badAnswer']).toContain(TA['interests.status.Rejected']);
    expect(TA['interests.badStatus']).toContain(TA['interests.status.Requested']);
  });

  it('keeps in Latin script only what GLOSSARY.md keeps in Latin', () => {
    // Brand, file formats, payment and code names, keys on a keyboard, a cited data source, the
    // locale codes a request carries, a web address: all read in Latin script elsewhere too.
    const allowed = new Set(
      [
        'Inai Matrimony',
        'OTP',
        'MB',
        'JPEG',
        'JPG',
        'PNG',
        'WebP',
        'PDF',
        'ZIP',
        'JSON',
        'JavaScript',
        'UPI',
        'QR',
        'UTR',
        'UIDAI',
        // A tax invoice's names and codes, read in Latin on every Indian invoice and the GST portal.
        'GST GSTIN SAC CGST SGST IGST',
        'Enter',
        'Shift',
        'Countries States Cities Database',
        'ODbL',
        'GeoNames CC BY OpenStreetMap contributors Unicode CLDR',
        'https',
        'cybercrime.gov.in',
        'en',
        'ta',
      ].flatMap((words) => words.split(' ')),
    );
    const latin = CATALOGUE_TEXTS.flatMap(({ at, text }) =>
      [...text.replace(/\{\w+\}|<\/?\w+>|\S+@\S+/g, '').matchAll(/[A-Za-z]+(?:\.[a-z]+)*/g)]
        .map((m) => m[0])
        .filter((word) => !allowed.has(word))
        .map((word) => `${at}: ${word}`),
    );
    expect(latin, 'write these in Tamil (or, if GLOSSARY.md keeps them in Latin, add them here)').toEqual([]);
  });
});

describe('what the native reader corrected stays corrected', () => {
  it('says a dismissed report was looked at and broke no rule', () => {
    expect(TA['reports.status.dismissed']).toContain('எங்கள் விதிமுறைகளை மீறும் எதுவும் காணப்படவில்லை');
  });

  it('welcomes back a member who returns before the deletion day (வருக is a farewell)', () => {
    expect(TA['deleteAccount.cancelledOnLogin']).toMatch(/^மீண்டும் உங்களை வரவேற்கிறோம்\./);
  });

  it('promises to acknowledge a grievance, not to accept it', () => {
    for (const key of ['grievance.promise', 'grievance.received', 'mail.grievanceAck.promise'] as const) {
      expect(TA[key], key).toContain('கிடைத்ததை');
      expect(TA[key], key).not.toMatch(/ஏற்று/);
    }
  });

  it('names a profile made by the member themself தாமே', () => {
    expect(TA['options.profileCreatedBy.Self']).toBe('தாமே');
  });

  it('writes the poruthams Mahendram and Stree Deergham as panchangams do', () => {
    expect(TA['porutham.name.mahendram']).toBe('மகேந்திரம்');
    expect(TA['porutham.name.stree_deergham']).toBe('ஸ்திரீ தீர்க்கம்');
  });

  it('names the verified badges in two words, and quotes them so wherever the English quotes them', () => {
    expect(TA['idVerification.badge']).toBe('சரிபார்த்த அடையாளம்');
    expect(TA['mobile.badge']).toBe('சரிபார்த்த கைப்பேசி');
    for (const [english, key] of [
      ['‘ID verified’', 'idVerification.badge'],
      ['‘Mobile verified’', 'mobile.badge'],
    ] as const) {
      const quoting = Object.keys(EN).filter((k) => EN[k]!.includes(english));
      expect(quoting.length, english).toBeGreaterThan(2);
      for (const k of quoting) expect(TA[k], k).toContain(`‘${TA[key]}’`);
    }
  });

  it('shows a sent interest awaiting its answer as நிலுவையில், and names it so', () => {
    expect(TA['interests.status.Requested']).toBe('நிலுவையில்');
    expect(TA['interests.badStatus']).toContain(`'நிலுவையில்'`);
  });

  it('writes the diets so that a list of them reads: no comma inside a label', () => {
    const diets = Object.keys(TA).filter((key) => key.startsWith('option.diet.'));
    expect(diets.length).toBe(4);
    for (const key of diets) expect(TA[key], key).not.toContain(',');
    expect(TA['option.diet.Eggetarian']).toBe('சைவம் (முட்டை உண்டு)');
    expect(TA['option.diet.Vegan']).toBe('முழுச் சைவம் (பால் இல்லை)');
  });

  it('asks for consent to marry from another caste (சம்மதம்), as விருப்பம் is an interest', () => {
    expect(TA['profileDetails.willing']).toContain('சம்மதம்');
    expect(TA['profileDetails.willing']).not.toContain('விருப்பம்');
  });

  it('names what a plan holds as features, not as permissions, so that a ✗ beside one reads', () => {
    const features = Object.keys(TA).filter((key) => key.startsWith('plans.feature'));
    expect(features.length).toBeGreaterThan(6);
    for (const key of features) expect(TA[key], key).not.toMatch(/லாம்$/);
    expect(TA['plans.featureContact']).toBe('தொடர்பு விவரங்கள்');
    expect(TA['plans.featureInterest']).toBe('விருப்பம் அனுப்புதல்');
    expect(TA['plans.featureHoroscope']).toBe('ஜாதகம் பார்த்தல்');
    expect(TA['plans.featureViews']).toBe('மாதம் {count} முழுச் சுயவிவரங்கள்');
  });

  it('writes headings as nouns, while their buttons keep the infinitive', () => {
    const pairs = [
      ['editProfile.title', 'memberMenu.editProfile', 'சுயவிவரத் திருத்தம்'],
      ['settings.passwordTitle', 'settings.password', 'கடவுச்சொல் மாற்றம்'],
      ['deleteAccount.title', 'deleteAccount.submit', 'கணக்கை நீக்குதல்'],
      ['deleteAccount.hideTitle', 'deleteAccount.hide', 'சுயவிவரத்தை மறைத்தல்'],
      ['grievance.formTitle', 'grievance.submit', 'மனு அளித்தல்'],
    ] as const;
    for (const [heading, button, noun] of pairs) {
      expect(TA[heading]).toBe(noun);
      expect(TA[button], button).toMatch(/(?:க|த|ற|ப|ய|ட)$/);
    }
  });

  it('says "if this was not you" of something done, and keeps a thing with வைத்திருக்க', () => {
    expect(TA['mail.deletionCancelled.notYou']).toMatch(/^இதைச் செய்தது நீங்கள் இல்லை என்றால்/);
    const keeps = Object.keys(EN).filter((key) => /^Keep (it|my account)$/.test(EN[key]!));
    expect(keeps.length).toBeGreaterThan(2);
    for (const key of keeps) expect(TA[key], key).toContain('வைத்திருக்க');
  });

  it('offers the other language by its name alone, in the tooltip', () => {
    expect(TA['language.switchTo']!.replace('{language}', 'English')).toBe('English மொழியில்');
  });

  it('names Malaysia and Britain as Tamil readers do', () => {
    expect(countryLabel('ta', 'Malaysia')).toBe('மலேசியா');
    expect(countryLabel('ta', 'United Kingdom')).toBe('பிரிட்டன்');
  });

  it('quotes the report button by the words it shows, in the terms and the grievance page', () => {
    const quotes = [...POLICY_TEXTS.map((t) => t.text), TA['grievance.reportInstead']!].flatMap((text) =>
      [...text.matchAll(/[‘"]([^’"]*புகார் அளிக்க)[’"]/g)].map((m) => m[1]),
    );
    expect(quotes.length).toBeGreaterThan(2);
    for (const quote of quotes) expect(quote).toBe(TA['reports.report']);
  });

  it('reads the password switch naturally with every password field name', () => {
    const labels = [
      'field.password',
      'field.confirmPassword',
      'settings.currentPassword',
      'settings.newPassword',
      'settings.confirmPassword',
      'deleteAccount.password',
    ] as const;
    for (const key of labels)
      for (const action of ['field.show', 'field.hide'] as const) {
        const text = TA[action]!.replace('{label}', TA[key]!);
        // A Tamil word takes its case ending by sandhi (கடவுச்சொல்லை), never a hyphen.
        expect(text, `${action} with ${key}`).not.toMatch(new RegExp(`[${TAMIL}]-[${TAMIL}]`));
      }
  });
});

/**
 * About how wide a text is, in Latin letters of the site's font. Measured in Chromium with Noto Sans
 * Tamil against Inter (600, 14 px): a Tamil letter is about 1.7 Latin letters wide, a vowel sign
 * beside it (ா ி ீ ெ ே ை) about 1.1 and the two-part ொ ோ ௌ twice that; ு ூ and the pulli (்)
 * change a letter's shape rather than its width. A Latin capital counts 1.25, everything else 1.
 */
function latinWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[\u0B85-\u0BB9]/.test(char)) width += 1.7;
    else if (/[\u0BBE-\u0BC2\u0BC6-\u0BC8]/.test(char)) width += /[\u0BC1\u0BC2]/.test(char) ? 0 : 1.1;
    else if (/[\u0BCA-\u0BCC]/.test(char)) width += 2.2;
    else if (/[A-Z]/.test(char)) width += 1.25;
    else if (char !== '\u0BCD') width += 1;
  }
  return width;
}

/**
 * Buttons that sit beside others or fill a phone's row: the six the native reader found crowding a
 * 375 px screen at two to three times their English (the first six), and their like. In Tamil each
 * may take at most twice the room of its English. "Try again" buttons are not here: the agreed
 * மீண்டும் முயற்சிக்கவும் is wider, and stands alone.
 */
const PHONE_BUTTONS = [
  'chat.report',
  'purchase.payNow',
  'notFoundPage.goHome',
  'profileDetails.addMyStar',
  'otp.resend',
  'userPlan.upgradeNow',
  'interests.upgradeNow',
  'privacy.upgrade',
  'paymentStatus.retry',
  'paymentCancel.back',
  'paymentPage.seePlans',
  'home.registerNow',
  'reports.report',
  'deleteAccount.keep',
  'enquiry.send',
  'idVerification.admin.approve',
  'moderation.photos.approve',
] as const;
const MAX_WIDTH_OF_ENGLISH = 2;

describe('buttons on a phone', () => {
  it('measures Tamil about as the browser draws it', () => {
    // Measured in Chromium: 'புகார்' 44 px, 'Report' 45 px; 'மேம்படுத்தவும்' 120 px, 'Upgrade now' 90 px.
    expect(latinWidth('புகார்') / latinWidth('Report')).toBeCloseTo(1, 0);
    expect(latinWidth('மேம்படுத்தவும்') / latinWidth('Upgrade now')).toBeCloseTo(1.33, 1);
  });

  it.each(PHONE_BUTTONS)(`keeps %s within ${MAX_WIDTH_OF_ENGLISH} times the width of its English`, (key) => {
    const ratio = latinWidth(TA[key]!) / latinWidth(EN[key]!);
    expect(ratio, `“${TA[key]}” is ${ratio.toFixed(1)} times as wide as “${EN[key]}”: write shorter Tamil`).toBeLessThanOrEqual(
      MAX_WIDTH_OF_ENGLISH,
    );
  });
});
