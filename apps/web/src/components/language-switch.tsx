import { LOCALE_NAMES, LOCALES } from '@inai/shared';
import { useI18n } from '../lib/i18n';
import { useChooseLanguage } from '../lib/session/use-language';

/**
 * 'தமிழ்' / 'English': each language named in its own script (so a reader finds theirs whatever
 * the page shows), the current one marked. Small enough for a phone's top bar.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { locale, t } = useI18n();
  const choose = useChooseLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={`flex shrink-0 rounded-full bg-white/10 p-0.5 ${className}`}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          title={option === locale ? undefined : t('language.switchTo', { language: LOCALE_NAMES[option] })}
          onClick={() => void choose(option)}
          className={`rounded-full px-2.5 py-0.5 font-semibold transition-colors ${
            option === locale ? 'bg-gold-500 text-maroon-900' : 'text-gold-100 hover:text-white'
          }`}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
