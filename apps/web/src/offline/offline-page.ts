/**
 * The offline page's script (decision 0050). The page holds its texts in both languages; this
 * shows the member's, chosen as the app chooses (lib/i18n/language-preference.ts, on the shared
 * chooseLocale): the language remembered in this browser, else the first of the browser's
 * languages that we speak, else English. It imports nothing, so that the build gives it a file
 * of its own rather than a share of the app's first chunks; a test holds it to chooseLocale.
 */

type Language = 'en' | 'ta';
const LANGUAGES: readonly string[] = ['en', 'ta'];

/** The member's language, from the remembered choice and the browser's languages (most preferred first). */
export function offlineLanguage(stored: string | null, browser: readonly string[]): Language {
  if (stored && LANGUAGES.includes(stored)) return stored as Language;
  for (const tag of browser) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (LANGUAGES.includes(primary)) return primary as Language;
  }
  return 'en';
}

function rememberedLanguage(): string | null {
  try {
    return window.localStorage.getItem('locale');
  } catch {
    return null; // storage refused (private mode)
  }
}

/** Shows the member's language, and tries the page again on the button or when the network returns. */
export function startOfflinePage(): void {
  const language = offlineLanguage(rememberedLanguage(), navigator.languages ?? [navigator.language]);
  document.documentElement.lang = language;
  for (const section of document.querySelectorAll<HTMLElement>('[data-language]')) {
    const shown = section.dataset.language === language;
    section.hidden = !shown;
    if (shown && section.dataset.title) document.title = section.dataset.title;
  }
  for (const button of document.querySelectorAll('[data-try-again]')) button.addEventListener('click', () => location.reload());
  window.addEventListener('online', () => location.reload());
}

if (document.querySelector('[data-language]')) startOfflinePage();
