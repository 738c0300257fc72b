import { localizedPath, publicPageAt, type Locale } from '@inai/shared';

/** The screens anyone may open, checked in both languages (375 px in Tamil, axe-core in both). */
export const PUBLIC_SCREENS = [
  '/',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/reset-password?token=an-old-link',
  '/privacypolicy',
  '/termsconditions',
  '/refundpolicy',
  '/comingsoon',
  '/pricing',
  '/porutham',
  '/jathagam',
  '/grievance',
  '/no-such-page',
] as const;

/**
 * The public screens at their addresses in one language: a public page at its own (/ta/about
 * is the Tamil about page for everyone, docs/decisions/0059), the other screens as they are,
 * drawn in the reader's language.
 */
export function publicScreens(locale: Locale): string[] {
  return PUBLIC_SCREENS.map((path) => (publicPageAt(path) ? localizedPath(path, locale) : path));
}
