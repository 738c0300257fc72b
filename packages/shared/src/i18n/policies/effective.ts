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

const MONTHS = Object.keys(TAMIL_MONTHS);

/** SITE.policiesEffective ('27 November 2026') as its parts; a date written another way is refused. */
function parts(date: string): { day: number; month: string; year: number } {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(date);
  // A date written another way in site.ts must be taught here, not shown half in English.
  if (!match || !TAMIL_MONTHS[match[2]!]) throw new Error(`policiesEffective is not a 'D Month YYYY' date: ${date}`);
  return { day: Number(match[1]), month: match[2]!, year: Number(match[3]) };
}

/** SITE.policiesEffective with the month in Tamil: '27 நவம்பர் 2026'. */
function tamilDate(date: string): string {
  const { day, month, year } = parts(date);
  return `${day} ${TAMIL_MONTHS[month]} ${year}`;
}

/** When the current version of the policies took effect, as an ISO date ('2026-11-27'), for structured data. */
export function effectiveIsoDate(date: string = SITE.policiesEffective): string {
  const { day, month, year } = parts(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(MONTHS.indexOf(month) + 1)}-${pad(day)}`;
}

/** The line under each policy's title: when the current version took effect (SITE.policiesEffective). */
export function effectiveLine(locale: Locale): string {
  return locale === 'ta' ? `நடைமுறைக்கு வந்த நாள்: ${tamilDate(SITE.policiesEffective)}` : `Effective ${SITE.policiesEffective}`;
}
