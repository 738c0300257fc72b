import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue.js';

/*
 * How the Tamil catalogue writes the birth chart and the poruthams. Tamil changes a word when it
 * joins another, so a name dropped into a slot before ராசி or தசை, or a case ending hung on a
 * slot, comes out wrong («மேஷம் ராசி», «சூரியன் தசை», «இந்தியா-க்குக்»). A failure lists the key
 * and the text at fault.
 */

const TA = Object.entries(CATALOGUES.ta);

/** The keys of the birth chart, the poruthams and the birth details. */
const ASTROLOGY = TA.filter(([key]) => /^(jathagam|porutham|birth|option\.(raasi|raasiNamed|star|dosam))\./.test(key));

/** Placeholders that stand for numbers: a number takes a case ending after a hyphen (9-க்கு). */
const NUMBER_PLACEHOLDERS = new Set(['n', 'above', 'count', 'years', 'months', 'days', 'min', 'max']);

function offenders(texts: [string, string][], wrong: RegExp): string[] {
  return texts.filter(([, text]) => wrong.test(text)).map(([key, text]) => `${key}: ${text}`);
}

describe('the Tamil of the birth chart', () => {
  it('writes a raasi before ராசி in its joining form (மேஷ ராசி, never மேஷம் ராசி)', () => {
    // The raasis' own names as the lists show them; those that end in ம் must not stand before ராசி.
    const names = TA.filter(([key]) => key.startsWith('option.raasi.')).map(([, name]) => name);
    expect(names).toHaveLength(12);
    const nounForms = names.filter((name) => name.endsWith('ம்'));
    expect(offenders(TA, new RegExp(`(${nounForms.join('|')})\\s+ராசி`))).toEqual([]);
  });

  it('never puts a slot straight before ராசி, தசை or கட்டம்: the joined forms are texts of their own', () => {
    expect(offenders(TA, /\}\s*(ராசி|தசை|கட்டம்)/)).toEqual([]);
  });

  it('spells the period தசை, never தசா or திசை', () => {
    expect(offenders(TA, /தசா/)).toEqual([]);
    expect(offenders(ASTROLOGY, /திசை/)).toEqual([]);
  });

  it('hangs no case ending on a slot that stands for a name', () => {
    const hung = ASTROLOGY.flatMap(([key, text]) =>
      [...text.matchAll(/\{(\w+)\}-?[\u0B80-\u0BFF]/g)]
        .filter((m) => !NUMBER_PLACEHOLDERS.has(m[1]!))
        .map((m) => `${key}: …${m[0]}`),
    );
    expect(hung).toEqual([]);
  });

  it('names each graha in its dasa, and each raasi before ராசி, as a whole text', () => {
    const dasas = TA.filter(([key]) => key.startsWith('jathagam.dasa.'));
    expect(dasas).toHaveLength(9);
    expect(dasas.filter(([, text]) => !/^[\u0B80-\u0BFF]+ தசை$/.test(text))).toEqual([]);
    const raasis = TA.filter(([key]) => key.startsWith('option.raasiNamed.'));
    expect(raasis).toHaveLength(12);
    expect(raasis.filter(([, text]) => !/^[\u0B80-\u0BFF]+ ராசி$/.test(text))).toEqual([]);
  });

  it('calls a chart கட்டம் joined to its name (ராசிக் கட்டம், நவாம்சக் கட்டம்)', () => {
    expect(offenders(TA, /(நவாம்சம்|ராசி)\s+கட்டம்/)).toEqual([]);
  });
});
