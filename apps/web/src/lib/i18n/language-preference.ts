import { chooseLocale, isLocale, type Locale } from '@inai/shared';

const STORAGE_KEY = 'locale';
/** Set when a visitor chooses a language while signed out: their next sign-in saves it on the account. */
const SIGNED_OUT_CHOICE_KEY = 'localeChosenSignedOut';
/** Read by the server when it serves index.html, to set <html lang> and preload the right texts. */
const COOKIE = 'locale';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage refused (private mode): the choice lasts until the tab closes
  }
}

/** The language remembered in this browser, if one was ever chosen or saved. */
export function storedLocale(): Locale | undefined {
  const value = storage()?.getItem(STORAGE_KEY);
  return isLocale(value) ? value : undefined;
}

/** Remembers a language in this browser (storage for the app, a cookie for the server's first page). */
export function rememberLocale(locale: Locale, { signedOut }: { signedOut: boolean }): void {
  storage()?.setItem(STORAGE_KEY, locale);
  if (signedOut) storage()?.setItem(SIGNED_OUT_CHOICE_KEY, '1');
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** Remembers a language only when this browser has none remembered yet (a first visit). */
export function rememberFirstLocale(locale: Locale): void {
  if (storedLocale() || /(?:^|;\s*)locale=/.test(document.cookie)) return;
  rememberLocale(locale, { signedOut: false });
}

/** Whether a language was chosen here while signed out since the last sign-in; asking clears it. */
export function takeSignedOutChoice(): boolean {
  const chosen = storage()?.getItem(SIGNED_OUT_CHOICE_KEY) === '1';
  storage()?.removeItem(SIGNED_OUT_CHOICE_KEY);
  return chosen;
}

/** The first visit follows the browser's languages; later visits, the remembered choice. */
export function initialLocale(): Locale {
  return chooseLocale({ stored: storedLocale(), browser: navigator.languages ?? [navigator.language] });
}
