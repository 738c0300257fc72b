import { APP as EN_APP } from './en/app.js';
import { CORE as EN_CORE } from './en/core.js';
import { MAIL as EN_MAIL } from './en/mail.js';
import type { Locale } from './locales.js';
import { APP as TA_APP } from './ta/app.js';
import { CORE as TA_CORE } from './ta/core.js';
import { MAIL as TA_MAIL } from './ta/mail.js';
import { createTranslator, type TextTable, type Translator } from './translator.js';

/**
 * Both whole catalogues, for the server (messages and e-mails) and the tests. The web never
 * imports this file: it loads one language's parts on demand (apps/web/src/lib/i18n).
 */
export const CATALOGUES: Readonly<Record<Locale, TextTable>> = {
  en: { ...EN_CORE, ...EN_APP, ...EN_MAIL },
  ta: { ...TA_CORE, ...TA_APP, ...TA_MAIL },
};

/** The parts of each catalogue, as the web loads them; the test compares them key by key. */
export const CATALOGUE_PARTS = {
  en: { core: EN_CORE, app: EN_APP, mail: EN_MAIL },
  ta: { core: TA_CORE, app: TA_APP, mail: TA_MAIL },
} as const;

const translators: Partial<Record<Locale, Translator>> = {};

/** The translator of a language, over its whole catalogue. */
export function translatorFor(locale: Locale): Translator {
  return (translators[locale] ??= createTranslator(CATALOGUES[locale], locale));
}
