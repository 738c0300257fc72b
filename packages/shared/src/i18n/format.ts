import { INTL_TAGS, type Locale } from './locales.js';
import type { Params } from './keys.js';
import { INDIA_TIME_ZONE } from '../india-time.js';

// Intl objects are costly to build and these are asked for on every render: keep one of each.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions, id: string): Intl.NumberFormat {
  const key = `${locale}|${id}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_TAGS[locale], options)));
  return format;
}

/** A count or amount with Indian grouping (1,00,000). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, {}, 'n').format(value);
}

/** Paise as rupees: 149900 → '₹1,499' (paise shown only when there are some). */
export function formatRupees(paise: number, locale: Locale): string {
  const whole = paise % 100 === 0;
  return numberFormat(
    locale,
    { style: 'currency', currency: 'INR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 },
    whole ? 'inr0' : 'inr2',
  ).format(paise / 100);
}

/** The Intl format of a day: ours by language, and by whether the value is a calendar date or an instant. */
function dayFormat(locale: Locale, calendar: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${calendar ? 'utc' : 'india'}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      // English as the specification prints it; Tamil as Tamil newspapers do (see formatDate).
      ...(locale === 'ta' ? { day: 'numeric', month: 'long' } : { day: '2-digit', month: 'short' }),
      year: 'numeric',
      timeZone: calendar ? 'UTC' : INDIA_TIME_ZONE,
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date, day month year: English as the specification prints dates ('05 Mar 2026', Indian locale);
 * Tamil as Tamil newspapers print them, '5 மார்ச் 2026': the day without a leading zero, the month's
 * full name and no comma (the locale data writes '05 மார்., 2026', an abbreviation no Tamil reader
 * uses, or '5 மார்ச், 2026' for the full name: its comma is taken out, with any other a browser's
 * locale data adds; joining the parts instead cost the home page's script more). A YYYY-MM-DD
 * text is a calendar date, read in UTC so that it never shifts a day with the reader's time zone. An instant (an erasure, a plan's start) is
 * printed as India's date, as the service counts its days (`todayInIndia`): the server's mail and
 * messages and the member's screen then give the same day, whatever zone the server or the
 * browser is in (a server in UTC once mailed '30 Nov' for a screen's '01 Dec').
 */
export function formatDate(value: Date | string, locale: Locale): string {
  const calendar = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = calendar ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const text = dayFormat(locale, calendar).format(date);
  return locale === 'ta' ? text.replace(/,/g, '') : text;
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * An instant's time of day in India: '4:05 pm' / '16:05'. Tamil takes the 24-hour clock, because
 * the Tamil locale data writes 'AM'/'PM' in Latin letters.
 */
export function formatTime(value: Date | string, locale: Locale): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAGS[locale], {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: locale === 'ta' ? 'h23' : 'h12',
      timeZone: INDIA_TIME_ZONE,
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(value));
}

/**
 * An instant as India's date and time of day: '05 Mar 2026, 4:05 pm' / '5 மார்ச் 2026, 16:05'.
 * The date as formatDate writes it, the time as formatTime; India's time whatever zone the server
 * or browser is in, as the service counts its days.
 */
export function formatDateTime(value: Date | string, locale: Locale): string {
  const date = new Date(value);
  return `${formatDate(date, locale)}, ${formatTime(date, locale)}`;
}

/** 'one' or 'other': the plural form a count takes (both our languages have just these two). */
export function pluralForm(count: number, locale: Locale): 'one' | 'other' {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_TAGS[locale])));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

// An instant as the server sends it (toISOString).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * Fills `{name}` placeholders; numbers take the language's grouping. A placeholder named
 * `…At` (`{retryAt}`) holds an instant (ISO 8601, UTC), written as India's date and time in the
 * reader's language: an error's params stay the same in every language, and the server and the
 * web each write the time in their reader's. Unknown placeholders stay visible.
 */
export function fillPlaceholders(template: string, params: Params | undefined, locale: Locale): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return formatNumber(value, locale);
    return name.endsWith('At') && INSTANT.test(value) ? formatDateTime(value, locale) : value;
  });
}
