import type { Locale, TextTable } from '@inai/shared';

/** The parts of a language's catalogue: `core` before the first render, `app` with the first screen that needs it. */
export type CataloguePart = 'core' | 'app';

/**
 * Each part of each language is its own chunk, so a visitor downloads one language only, and the
 * home page only what it shows (the size budget: `npm run size`).
 */
export const CATALOGUE_LOADERS: Readonly<Record<Locale, Readonly<Record<CataloguePart, () => Promise<TextTable>>>>> = {
  en: {
    core: () => import('@inai/shared/i18n/en/core').then((m) => m.CORE),
    app: () => import('@inai/shared/i18n/en/app').then((m) => m.APP),
  },
  ta: {
    core: () => import('@inai/shared/i18n/ta/core').then((m) => m.CORE),
    app: () => import('@inai/shared/i18n/ta/app').then((m) => m.APP),
  },
};
