import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromAcceptLanguage, localeFromLanguages, localeOfTag, parseAcceptLanguage } from './locales.js';

describe('choosing the language', () => {
  it('reads our language from a tag, whatever its region or spelling', () => {
    expect(localeOfTag('ta-IN')).toBe('ta');
    expect(localeOfTag('TA')).toBe('ta');
    expect(localeOfTag('en_GB')).toBe('en');
    expect(localeOfTag('hi-IN')).toBeUndefined();
  });

  it('takes the first of the browser languages we speak', () => {
    expect(localeFromLanguages(['hi-IN', 'ta-IN', 'en-US'])).toBe('ta');
    expect(localeFromLanguages(['en-US', 'ta'])).toBe('en');
    expect(localeFromLanguages(['fr-FR', 'de'])).toBeUndefined();
  });

  it('follows the saved account language first, then the remembered choice, then the browser, then English', () => {
    expect(chooseLocale({ account: 'ta', stored: 'en', browser: ['en-US'] })).toBe('ta');
    expect(chooseLocale({ account: null, stored: 'ta', browser: ['en-US'] })).toBe('ta');
    expect(chooseLocale({ account: 'xx', stored: 'bogus', browser: ['ta-IN'] })).toBe('ta');
    expect(chooseLocale({ browser: ['en-IN', 'ta'] })).toBe('en');
    expect(chooseLocale({ browser: ['hi-IN'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('orders Accept-Language by weight, keeping the header order for equal weights', () => {
    expect(parseAcceptLanguage('en;q=0.5, ta-IN, ta;q=0.9')).toEqual(['ta-IN', 'ta', 'en']);
    expect(parseAcceptLanguage('fr, en')).toEqual(['fr', 'en']);
  });

  it('drops refused, wildcard and malformed parts of Accept-Language', () => {
    expect(parseAcceptLanguage('ta;q=0, *, en;q=0.3, <script>')).toEqual(['en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('x'.repeat(10_000))).toEqual([]);
  });

  it('answers a request without a member by Accept-Language, else in English', () => {
    expect(localeFromAcceptLanguage('ta-IN,ta;q=0.9,en-US;q=0.8')).toBe('ta');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('hi-IN, fr')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
  });
});
