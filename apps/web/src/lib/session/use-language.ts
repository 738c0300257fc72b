import { useCallback, useEffect } from 'react';
import type { Locale } from '@inai/shared';
import { saveLocale, useMe, useSetMe } from '../api/me';
import { changeLocale, getLocale, initialLocale, isLocaleFromAddress, rememberLocale, takeSignedOutChoice } from '../i18n';
import { useToken } from './use-token';

/**
 * The language switch's action: the screen changes at once (once the texts are in), the choice
 * is remembered in this browser, and a member's account keeps it so it follows them to another
 * device. A visitor's choice is carried into the account at the next sign-in.
 */
export function useChooseLanguage(): (locale: Locale) => Promise<void> {
  const token = useToken();
  const setMe = useSetMe();
  return useCallback(
    async (locale: Locale) => {
      await changeLocale(locale);
      rememberLocale(locale, { signedOut: token === null });
      if (token === null) return;
      try {
        setMe((await saveLocale(locale)).user);
      } catch {
        // Offline: the choice holds in this browser and reaches the account with the next sign-in.
        rememberLocale(locale, { signedOut: true });
      }
    },
    [token, setMe],
  );
}

/**
 * Keeps the screen's language and the member's account in step (docs/design.md, "Languages"). Signed in, the
 * account's language applies, unless the person chose one here while signed out (the latest
 * thing they said) or the account has none yet: then the account takes this browser's. A page
 * opened at an address in a language (/about, /ta/about) stays in it: the account's language
 * is remembered for the next visit, not put on screen over the address (docs/decisions/0059).
 */
export function useLanguageSync(): void {
  const { user } = useMe();
  const setMe = useSetMe();
  const userId = user?.id;
  const saved = user?.locale;

  useEffect(() => {
    if (userId === undefined) return;
    // The screen's language is read from the store, not a dependency: changing it (the switch)
    // saves it on the account itself, and must not make this effect undo it.
    const shown = getLocale();
    // This browser's own choice: what the screen shows, unless the address chose that.
    const mine = isLocaleFromAddress() ? initialLocale() : shown;
    const chosenHere = takeSignedOutChoice();
    if (chosenHere || !saved) {
      if (saved !== mine)
        void saveLocale(mine).then(
          (a) => setMe(a.user),
          () => undefined,
        );
      return;
    }
    if (saved !== mine) rememberLocale(saved, { signedOut: false });
    if (saved !== shown && !isLocaleFromAddress()) void changeLocale(saved);
  }, [userId, saved, setMe]);
}
