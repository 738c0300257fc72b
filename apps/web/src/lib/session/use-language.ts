import { useCallback, useEffect } from 'react';
import type { Locale } from '@inai/shared';
import { saveLocale, useMe, useSetMe } from '../api/me';
import { changeLocale, getLocale, rememberLocale, takeSignedOutChoice } from '../i18n';
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
 * Keeps the screen's language and the member's account in step (DESIGN.md §6). Signed in, the
 * account's language applies, unless the person chose one here while signed out (the latest
 * thing they said) or the account has none yet: then the account takes this browser's.
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
    const chosenHere = takeSignedOutChoice();
    if (chosenHere || !saved) {
      if (saved !== shown)
        void saveLocale(shown).then(
          (a) => setMe(a.user),
          () => undefined,
        );
      return;
    }
    if (saved !== shown) {
      rememberLocale(saved, { signedOut: false });
      void changeLocale(saved);
    }
  }, [userId, saved, setMe]);
}
