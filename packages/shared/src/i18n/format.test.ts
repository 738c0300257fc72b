import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format.js';

const TAMIL_MONTHS = ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

describe('dates in Tamil, as Tamil newspapers print them', () => {
  it.each(TAMIL_MONTHS.map((month, i) => [month, i + 1] as const))(
    'writes %s in full, the day without a leading zero and no comma',
    (month, m) => {
      expect(formatDate(`2026-${pad(m)}-05`, 'ta')).toBe(`5 ${month} 2026`);
      expect(formatDate(`2026-${pad(m)}-28`, 'ta')).toBe(`28 ${month} 2026`);
    },
  );

  it('writes an instant as its day in India, the same way', () => {
    // 20:00 UTC on 4 March is 01:30 on 5 March in India.
    expect(formatDate('2026-03-04T20:00:00.000Z', 'ta')).toBe('5 மார்ச் 2026');
    expect(formatDate(new Date('2026-01-09T06:00:00.000Z'), 'ta')).toBe('9 ஜனவரி 2026');
  });

  it('writes a date and time with the 24-hour clock, no Latin AM or PM', () => {
    expect(formatDateTime('2026-08-07T03:35:00.000Z', 'ta')).toBe('7 ஆகஸ்ட் 2026, 09:05');
    expect(formatDateTime('2026-12-31T17:00:00.000Z', 'ta')).toBe('31 டிசம்பர் 2026, 22:30');
    expect(formatTime('2026-03-05T10:35:00.000Z', 'ta')).toBe('16:05');
    expect(formatDateTime('2026-03-05T10:35:00.000Z', 'ta')).not.toMatch(/[A-Za-z.]/);
  });
});

describe('dates in English, as the specification prints them', () => {
  it.each(ENGLISH_MONTHS.map((month, i) => [month, i + 1] as const))('writes %s short, the day in two digits', (month, m) => {
    expect(formatDate(`2026-${pad(m)}-05`, 'en')).toBe(`05 ${month} 2026`);
  });

  it('writes a date and time with the 12-hour clock', () => {
    expect(formatDateTime('2026-03-05T10:35:00.000Z', 'en')).toBe('05 Mar 2026, 4:05 pm');
    expect(formatTime('2026-03-05T10:35:00.000Z', 'en')).toBe('4:05 pm');
  });
});
