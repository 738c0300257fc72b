import { SITE } from '../../site.js';
import type { Locale } from '../locales.js';

const TAMIL_MONTHS: Readonly<Record<string, string>> = {
  January: 'ஜனவரி',
  February: 'பிப்ரவரி',
  March: 'மார்ச்',
  April: 'ஏப்ரல்',
  May: 'மே',
  June: 'ஜூன்',
  July: 'ஜூலை',
  August: 'ஆகஸ்ட்',
  September: 'செப்டம்பர்',
  October: 'அக்டோபர்',
  November: 'நவம்பர்',
  December: 'டிசம்பர்',
};

/** SITE.policiesEffective ('1 December 2024') with the month in Tamil: '1 டிசம்பர் 2024'. */
function tamilDate(date: string): string {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(date);
  const month = match && TAMIL_MONTHS[match[2]!];
  // A date written another way in site.ts must be taught here, not shown half in English.
  if (!match || !month) throw new Error(`policiesEffective is not a 'D Month YYYY' date: ${date}`);
  return `${match[1]} ${month} ${match[3]}`;
}

/** The line under each policy's title: when the current version took effect (SITE.policiesEffective). */
export function effectiveLine(locale: Locale): string {
  return locale === 'ta' ? `நடைமுறைக்கு வந்த நாள்: ${tamilDate(SITE.policiesEffective)}` : `Effective ${SITE.policiesEffective}`;
}
