import { describe, expect, it } from 'vitest';
import { SITE, formatAddress } from '../../site.js';
import { POLICY_IDS, POLICY_LOADERS, type PolicyBlock, type PolicyDocument, type PolicyId } from './index.js';

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
const LATIN_ALLOWED = new Set(['Inai', 'Matrimony', 'OTP', 'UPI', 'PIN', 'ID', 'CVV', 'IP', 'GPS', 'EXIF', 'argon2id', 'locale']);

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
        .replace(/\((?:[A-Za-z ,]|\([A-Za-z ,]*\))+(?:Act|Rules), \d{4}\)/g, '');
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
