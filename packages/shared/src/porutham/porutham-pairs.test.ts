import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/catalogue.js';
import { poruthamName, poruthamOrdinal, poruthamReason } from './describe.js';
import { porutham } from './engine.js';
import type { StarChoice } from '../schemas/porutham.js';
import { PORUTHAM_KEYS } from './types.js';

/**
 * Whole pairs, checked line by line. We found no published table giving all ten results of a
 * pair that agreed with itself, so these were worked out by hand from the documented rules
 * (the Dinam list 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 "counting from the girl's star to the
 * boy's" as in "10 Porutham" by Suriya N Kumar, simpleastro.blogspot.com/2010/09/10-matchings-for-marriage.html;
 * the rajju groups of jathagamporutham.com; the rest as docs/decisions/0017-porutham-rules.md
 * states them). 'y' = matched, 'n' = not, in PORUTHAM_KEYS order:
 * dinam, ganam, mahendram, stree_deergham, yoni, rasi, rasi_adhipathi, vasya, rajju, vedhai.
 */
const PAIRS: { bride: StarChoice; groom: StarChoice; expected: string; matched: number; compatible: boolean; why: string }[] = [
  {
    bride: { star: 'Aswini' },
    groom: { star: 'Bharani' },
    // count 2: dinam; Deva–Manushya; horse–elephant; both Mesham (raasi 1st, lord Mars), Mesham does not attract itself.
    expected: 'yynnyyynyy',
    matched: 7,
    compatible: true,
    why: 'next star',
  },
  {
    bride: { star: 'Rohini' },
    groom: { star: 'Hastham' },
    // count 10: mahendram only; Manushya–Deva; serpent–buffalo; Rishabam → Kanni 5th, Venus–Mercury friends, Kanni attracts Rishabam; both Kanda.
    expected: 'nyynyyyyny',
    matched: 7,
    compatible: false,
    why: 'a high count that Rajju overrules',
  },
  {
    bride: { star: 'Magam' },
    groom: { star: 'Swathi' },
    // count 6: dinam; Rakshasa–Deva fails; rat–buffalo; Simmam → Thulam 3rd, Sun–Venus enemies, Simmam attracts Thulam; paadha–kanda.
    expected: 'ynnnyynyyy',
    matched: 6,
    compatible: true,
    why: 'Rakshasa bride with a Deva groom',
  },
  {
    bride: { star: 'Aswini' },
    groom: { star: 'Kettai' },
    // count 18: dinam, stree deergham; Deva–Rakshasa; horse–deer; Mesham → Viruchigam 8th fails, both Mars, Mesham attracts Viruchigam; both paadha; a vedhai pair.
    expected: 'ynnyynyynn',
    matched: 5,
    compatible: false,
    why: 'a vedhai pair that is also the same rajju',
  },
  {
    bride: { star: 'Punarpoosam', raasi: 'Kadagam' },
    groom: { star: 'Uthiradam', raasi: 'Magaram' },
    // count 15: dinam, stree deergham; Deva–Manushya; cat–mongoose; Kadagam → Magaram 7th, Moon–Saturn (Saturn's enemy), no vasya; both naabhi; a vedhai pair.
    expected: 'yynyyynnnn',
    matched: 5,
    compatible: false,
    why: 'two two-raasi stars with their raasis given',
  },
  {
    bride: { star: 'Uthiram', raasi: 'Kanni' },
    groom: { star: 'Revathi' },
    // count 16: mahendram, stree deergham; Manushya–Deva; cow–elephant; Kanni → Meenam 7th, Mercury–Jupiter (Jupiter's enemy), Kanni attracts Meenam; naabhi–paadha.
    expected: 'nyyyyynyyy',
    matched: 8,
    compatible: true,
    why: 'a good pair',
  },
  {
    bride: { star: 'Uthiram' },
    groom: { star: 'Revathi' },
    // The same pair without the bride's raasi: the three raasi poruthams wait for it.
    expected: 'nyyyynnnyy',
    matched: 6,
    compatible: true,
    why: 'the raasi not given',
  },
  {
    bride: { star: 'Poosam' },
    groom: { star: 'Poosam' },
    // The same star: count 1 (no dinam, no mahendram, no deergham), both Deva, both sheep, both Kadagam (lord the Moon), no vasya; the same rajju fails.
    expected: 'nynnyyynny',
    matched: 5,
    compatible: false,
    why: 'the same star',
  },
];

describe('whole pairs, line by line', () => {
  it.each(PAIRS)('$bride.star + $groom.star ($why)', ({ bride, groom, expected, matched, compatible }) => {
    const result = porutham(bride, groom);
    expect(result.poruthams.map((p) => p.key)).toEqual([...PORUTHAM_KEYS]);
    expect(result.poruthams.map((p) => (p.matched ? 'y' : 'n')).join('')).toBe(expected);
    expect(result.matched).toBe(matched);
    expect(result.total).toBe(10);
    expect(result.compatible).toBe(compatible);
  });
});

describe('poruthamReason', () => {
  const en = translatorFor('en');
  const ta = translatorFor('ta');
  const reasons = (t: typeof en, bride: StarChoice, groom: StarChoice) =>
    porutham(bride, groom).poruthams.map((c) => poruthamReason(t, c));

  it('says each porutham in one English line, naming what decided it', () => {
    expect(reasons(en, { star: 'Punarpoosam', raasi: 'Kadagam' }, { star: 'Uthiradam', raasi: 'Magaram' })).toEqual([
      "Dinam: the groom's star is the 15th from the bride's — matched",
      "Ganam: the bride's star is Deva ganam, the groom's Manushya ganam — matched",
      "Mahendram: the groom's star is the 15th from the bride's — not matched",
      "Stree Deergham: the groom's star is the 15th from the bride's; more than 13 is needed — matched",
      'Yoni: the cat and the mongoose are not enemies — matched',
      "Rasi: the bride is Kadagam raasi, the groom Magaram raasi; the groom's raasi is the 7th from the bride's — matched",
      'Rasi Adhipathi: the raasi lords the Moon and Saturn are enemies — not matched',
      'Vasya: Kadagam and Magaram are not vasya to each other — not matched',
      'Rajju: both stars are Naabhi (navel) Rajju — not matched',
      'Vedhai: Punarpoosam and Uthiradam are a Vedhai pair — not matched',
    ]);
  });

  it('gives the issue’s examples', () => {
    const line = (bride: StarChoice, groom: StarChoice, key: string) =>
      poruthamReason(
        en,
        porutham(bride, groom).poruthams.find((c) => c.key === key)!,
      );
    expect(line({ star: 'Rohini' }, { star: 'Hastham' }, 'rajju')).toBe('Rajju: both stars are Kanda (neck) Rajju — not matched');
    expect(line({ star: 'Aswini' }, { star: 'Rohini' }, 'rajju')).toBe('Rajju: Paadha (foot) and Kanda (neck) Rajju — matched');
    expect(line({ star: 'Aswini' }, { star: 'Mirugasirisham' }, 'dinam')).toBe(
      "Dinam: the groom's star is the 5th from the bride's — not matched",
    );
    expect(line({ star: 'Aswini' }, { star: 'Kettai' }, 'vedhai')).toBe(
      'Vedhai: Aswini and Kettai are a Vedhai pair — not matched',
    );
    expect(line({ star: 'Karthigai' }, { star: 'Rohini' }, 'vasya')).toBe(
      'Vasya: choose the raasi for Karthigai to see this porutham',
    );
    expect(line({ star: 'Karthigai' }, { star: 'Avittam' }, 'rasi')).toBe(
      "Rasi: choose the bride's raasi (Karthigai) and the groom's (Avittam) to see this porutham",
    );
    expect(line({ star: 'Poosam' }, { star: 'Poosam' }, 'dinam')).toBe('Dinam: both have the same star, Poosam — not matched');
    expect(line({ star: 'Aswini' }, { star: 'Aswini' }, 'yoni')).toBe('Yoni: both stars have the horse yoni — matched');
    expect(line({ star: 'Magam' }, { star: 'Swathi' }, 'rasi_adhipathi')).toBe(
      'Rasi Adhipathi: the raasi lords the Sun and Venus are enemies — not matched',
    );
  });

  it('says the same in Tamil, with Tamil star, raasi and porutham names', () => {
    expect(reasons(ta, { star: 'Rohini' }, { star: 'Hastham' })).toEqual([
      'தினம்: மணமகளின் நட்சத்திரத்திலிருந்து மணமகனின் நட்சத்திரம் 10-ஆவது — பொருத்தம் இல்லை',
      'கணம்: மணமகளின் நட்சத்திரம் மனுஷ கணம், மணமகனின் நட்சத்திரம் தேவ கணம் — பொருத்தம் உண்டு',
      'மகேந்திரம்: மணமகளின் நட்சத்திரத்திலிருந்து மணமகனின் நட்சத்திரம் 10-ஆவது — பொருத்தம் உண்டு',
      'ஸ்திரீ தீர்க்கம்: மணமகளின் நட்சத்திரத்திலிருந்து மணமகனின் நட்சத்திரம் 10-ஆவது; 13-க்கு மேல் இருக்க வேண்டும் — பொருத்தம் இல்லை',
      'யோனி: பாம்பு யோனியும் எருமை யோனியும் பகையல்ல — பொருத்தம் உண்டு',
      'ராசி: மணமகள் ரிஷப ராசி, மணமகன் கன்னி ராசி; மணமகளின் ராசியிலிருந்து மணமகனின் ராசி 5-ஆவது — பொருத்தம் உண்டு',
      'ராசி அதிபதி: ராசி அதிபதிகள் சுக்கிரன், புதன் பகையல்ல — பொருத்தம் உண்டு',
      'வசியம்: ரிஷபம், கன்னி வசிய ராசிகள் — பொருத்தம் உண்டு',
      'ரஜ்ஜு: இரு நட்சத்திரங்களும் கண்ட (கழுத்து) ரஜ்ஜு — பொருத்தம் இல்லை',
      'வேதை: ரோகிணி, அஸ்தம் வேதை நட்சத்திரங்கள் அல்ல — பொருத்தம் உண்டு',
    ]);
    expect(reasons(ta, { star: 'Avittam' }, { star: 'Aswini' })[7]).toBe(
      'வசியம்: இந்தப் பொருத்தத்தைப் பார்க்க அவிட்டம் நட்சத்திரத்தின் ராசியைத் தேர்ந்தெடுக்கவும்',
    );
  });

  it('names every porutham in both languages and writes English ordinals', () => {
    for (const t of [en, ta]) for (const key of PORUTHAM_KEYS) expect(poruthamName(t, key)).not.toContain('porutham.');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 27].map((n) => poruthamOrdinal(en, n))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '27th',
    ]);
  });

  it('leaves no key untranslated in any line of any pair', () => {
    for (const t of [en, ta])
      for (const bride of ['Aswini', 'Karthigai', 'Poosam', 'Chithirai', 'Revathi'] as const)
        for (const groom of ['Bharani', 'Mirugasirisham', 'Magam', 'Kettai', 'Sadhayam'] as const)
          for (const line of reasons(t, { star: bride }, { star: groom })) expect(line).not.toMatch(/porutham\.|option\.|\{/);
  });
});
