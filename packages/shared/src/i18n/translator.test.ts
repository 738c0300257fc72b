import { describe, expect, it } from 'vitest';
import { translatorFor } from './catalogue.js';
import { fillPlaceholders, formatDate, formatDateTime, formatNumber, formatRupees } from './format.js';
import { createTranslator, messageRef, parseMessageRef } from './translator.js';

describe('the translator', () => {
  const en = translatorFor('en');
  const ta = translatorFor('ta');

  it('fills placeholders, grouping numbers the Indian way', () => {
    expect(en('search.showing', { count: 125000 })).toBe('Showing 1,25,000 profiles');
    expect(ta('search.pageOf', { page: 2, pages: 5 })).toBe('பக்கம் 2 / 5');
    expect(en('search.greeting', { name: 'Meena' })).toBe('Start Searching for Your Soulmate, Meena!');
  });

  it('chooses the plural form by the count', () => {
    expect(en.plural('search.matchesCount', 1)).toBe('1 matching profile');
    expect(en.plural('search.matchesCount', 3)).toBe('3 matching profiles');
    expect(ta.plural('search.matchesCount', 1)).toBe('1 பொருத்தமான சுயவிவரம்');
    expect(ta.plural('search.matchesCount', 12)).toBe('12 பொருத்தமான சுயவிவரங்கள்');
  });

  it('carries a message reference through zod and writes it in the reader language', () => {
    const ref = messageRef('profile.tooLong', { max: 100 });
    expect(parseMessageRef(ref)).toEqual({ key: 'profile.tooLong', params: { max: 100 } });
    expect(en.ref(ref)).toBe('Please keep this under 100 characters');
    expect(ta.ref(ref)).toBe('100 எழுத்துகளுக்குள் எழுதவும்');
    expect(ta.ref(messageRef('validation.invalidEmail'))).toBe('மின்னஞ்சல் முகவரி சரியான வடிவில் இல்லை');
  });

  it('leaves a text that is not a reference as it is (a message the server already wrote)', () => {
    expect(ta.ref('Already in Tamil: வணக்கம்')).toBe('Already in Tamil: வணக்கம்');
    expect(ta.ref(undefined)).toBeUndefined();
  });

  it('shows a key whose text is not loaded as the key itself, so the gap is visible', () => {
    const partial = createTranslator({ 'nav.home': 'Home' }, 'en');
    expect(partial('nav.home')).toBe('Home');
    expect(partial('search.heading')).toBe('search.heading');
    expect(partial.has('search.heading')).toBe(false);
  });
});

describe('formatting', () => {
  it('formats numbers and rupees with Indian grouping in both languages', () => {
    expect(formatNumber(100000, 'en')).toBe('1,00,000');
    expect(formatNumber(100000, 'ta')).toBe('1,00,000');
    expect(formatRupees(149900, 'en')).toBe('₹1,499');
    expect(formatRupees(99999900, 'ta')).toBe('₹9,99,999');
    expect(formatRupees(150, 'en')).toBe('₹1.50');
  });

  it('formats a date as day, month and year, without shifting a calendar date', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05', 'ta')).toBe('5 மார்ச் 2026');
  });

  it("prints an instant as India's date, whatever zone the process is in", () => {
    // 18:40 UTC on 30 November is 00:10 on 1 December in India: a server in UTC once mailed the 30th.
    expect(formatDate('2026-11-30T18:40:00.000Z', 'en')).toBe('01 Dec 2026');
    expect(formatDate(new Date('2026-11-30T18:29:59.000Z'), 'en')).toBe('30 Nov 2026');
    expect(formatDate(new Date('2026-11-30T18:40:00.000Z'), 'ta')).toBe('1 டிசம்பர் 2026');
  });

  it("prints an instant's date and time of day in India: 12-hour English, 24-hour Tamil", () => {
    expect(formatDateTime('2026-03-05T10:35:00.000Z', 'en')).toBe('05 Mar 2026, 4:05 pm');
    expect(formatDateTime(new Date('2026-11-30T18:40:00.000Z'), 'en')).toBe('01 Dec 2026, 12:10 am');
    expect(formatDateTime('2026-03-05T10:35:00.000Z', 'ta')).toBe('5 மார்ச் 2026, 16:05');
  });

  it('writes a {…At} placeholder holding an instant as the date and time, and leaves other texts alone', () => {
    expect(fillPlaceholders('after {retryAt}.', { retryAt: '2026-03-05T10:35:00.000Z' }, 'en')).toBe(
      'after 05 Mar 2026, 4:05 pm.',
    );
    expect(fillPlaceholders('after {retryAt}.', { retryAt: '2026-03-05T10:35:00.000Z' }, 'ta')).toBe('after 5 மார்ச் 2026, 16:05.');
    expect(fillPlaceholders('{retryAt}', { retryAt: 'soon' }, 'en')).toBe('soon');
    expect(fillPlaceholders('{time}', { time: '2026-03-05T10:35:00.000Z' }, 'en')).toBe('2026-03-05T10:35:00.000Z');
  });
});
