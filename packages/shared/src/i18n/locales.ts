/**
 * The languages of the service (docs/design.md, "Languages") and how a visit or a request picks one. Pure
 * functions: the web and the server choose the same way.
 */
export const LOCALES = ['en', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl locale each language formats dates, numbers and rupees with (Indian grouping: 1,00,000). */
export const INTL_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', ta: 'ta-IN' };

/** Each language's name in its own script: what the language switch shows, in either language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ta: 'தமிழ்' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ta';
}

/** Our language for a BCP 47 tag ('ta-IN' → 'ta', 'en_GB' → 'en'); undefined for any other language. */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** The first of the person's languages (most preferred first) that we speak. */
export function localeFromLanguages(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The languages of an Accept-Language header, most preferred first ('ta;q=0.9, en;q=0.8' →
 * ['ta', 'en']). Refused languages (q=0), wildcards and malformed parts are dropped; equal
 * weights keep the header's order.
 */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; at: number }[] = [];
  // A header is short; a hostile one is cut rather than parsed at length.
  header
    .slice(0, 500)
    .split(',')
    .forEach((part, at) => {
      const [rawTag, ...params] = part.split(';');
      const tag = rawTag?.trim() ?? '';
      if (!/^[A-Za-z]{1,8}([-_][A-Za-z0-9]{1,8})*$/.test(tag)) return;
      let q = 1;
      for (const param of params) {
        const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
        if (match) q = Number(match[1]);
      }
      if (q > 0) entries.push({ tag, q, at });
    });
  return entries.sort((a, b) => b.q - a.q || a.at - b.at).map((e) => e.tag);
}

/** A request's language when no member is known: Accept-Language, else English. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  return localeFromLanguages(parseAcceptLanguage(header)) ?? DEFAULT_LOCALE;
}

/**
 * The web's language (docs/design.md, "Languages"): the member's saved `locale`, else the choice remembered in
 * this browser, else the browser's languages, else English.
 */
export function chooseLocale(sources: {
  account?: string | null | undefined;
  stored?: string | null | undefined;
  browser?: readonly string[] | undefined;
}): Locale {
  if (isLocale(sources.account)) return sources.account;
  if (isLocale(sources.stored)) return sources.stored;
  return localeFromLanguages(sources.browser ?? []) ?? DEFAULT_LOCALE;
}
