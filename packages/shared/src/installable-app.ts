import type { Locale } from './i18n/locales.js';

/**
 * The app a member installs on their phone (decision 0050): what the server's web app manifest,
 * the web build's service worker and the browser tests share.
 */
export const INSTALLABLE_APP = {
  /** The site's maroon (maroon-700; index.html's theme-color): the installed app's title bar. */
  themeColour: '#7B1E3A',
  /** The page's own background (jasmine): the splash screen while the app starts. */
  backgroundColour: '#FFFDF8',
  /** Icons made from the site's mark by apps/web/scripts/app-icons.mjs (with public/apple-touch-icon.png). */
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

/** The worker's script, at the root so that it may look after every page. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page the worker shows, in the member's language, when a page cannot be fetched for lack of network. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/**
 * Paths whose answers the worker never keeps: members' data (/api), their photos and horoscopes
 * (/media, served under /api/media today) and the development routes. These follow only the
 * browser's own HTTP cache rules.
 */
export const NEVER_KEPT_PREFIXES: readonly string[] = ['/api/', '/media/', '/dev/'];

/** Whether the worker must leave a path alone (the prefixes above, and the bare /api, /media, /dev). */
export function isNeverKeptPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return NEVER_KEPT_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

/** The web app manifest in a language: its names and description are that language's. */
export function webAppManifestPath(locale: Locale): string {
  return `/manifest.${locale}.webmanifest`;
}
