import { describe, expect, it } from 'vitest';
import { CATALOGUE_PARTS, CATALOGUES } from './catalogue.js';
import { ERROR_CODES } from './error-codes.js';
import { LOCALES } from './locales.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const parts = Object.keys(CATALOGUE_PARTS.en) as (keyof typeof CATALOGUE_PARTS.en)[];

describe('the text catalogue', () => {
  it.each(parts)('has the same keys in English and Tamil in the %s part', (part) => {
    const en = Object.keys(CATALOGUE_PARTS.en[part]).sort();
    const ta = Object.keys(CATALOGUE_PARTS.ta[part]).sort();
    expect(ta.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !ta.includes(k))).toEqual([]);
  });

  it('puts every key in exactly one part', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const part of parts)
      for (const key of Object.keys(CATALOGUE_PARTS.en[part])) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${part})`);
        seen.set(key, part);
      }
    expect(twice).toEqual([]);
  });

  it.each(LOCALES)('has no empty text in %s', (locale) => {
    const empty = Object.entries(CATALOGUES[locale]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differ = Object.keys(CATALOGUES.en).filter(
      (key) => placeholders(CATALOGUES.en[key]!).join() !== placeholders(CATALOGUES.ta[key]!).join(),
    );
    expect(differ).toEqual([]);
  });

  it('uses the same <tags> in both languages (rich texts put their parts in links)', () => {
    const tags = (text: string) =>
      [...text.matchAll(/<(\w+)>/g)]
        .map((m) => m[1])
        .sort()
        .join();
    const differ = Object.keys(CATALOGUES.en).filter((key) => tags(CATALOGUES.en[key]!) !== tags(CATALOGUES.ta[key]!));
    expect(differ).toEqual([]);
  });

  it('writes Tamil in Tamil script: every Tamil text that is not a brand, a number or a code has Tamil letters', () => {
    // Texts that are identical in both languages are allowed only where nothing is to be translated.
    const sameAsEnglish = Object.keys(CATALOGUES.en).filter((key) => CATALOGUES.en[key] === CATALOGUES.ta[key]);
    expect(sameAsEnglish.every((key) => !/[A-Za-z]{3,}/.test(CATALOGUES.ta[key]!.replace(/\{\w+\}/g, '')))).toBe(true);
  });

  it('has a text for every error code in both languages', () => {
    for (const key of Object.values(ERROR_CODES)) {
      expect(CATALOGUES.en[key]).toBeTruthy();
      expect(CATALOGUES.ta[key]).toBeTruthy();
    }
  });

  it('keeps the plural forms in pairs', () => {
    const keys = Object.keys(CATALOGUES.en);
    const lonely = keys.filter(
      (k) =>
        (k.endsWith('.one') && !keys.includes(k.replace(/\.one$/, '.other'))) ||
        (k.endsWith('.other') && !keys.includes(k.replace(/\.other$/, '.one'))),
    );
    expect(lonely).toEqual([]);
  });
});

describe('facts the catalogue repeats', () => {
  it('writes the postal address as site.ts has it', async () => {
    const { formatAddress } = await import('../site.js');
    expect(CATALOGUES.en['site.address']).toBe(formatAddress());
  });
});
