import { useId, useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '@inai/shared';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useChooseLanguage } from '../../../lib/session/use-language';

/**
 * The language, as the top bar's switch chooses it (the same action: the screen changes, the
 * browser and the account remember it). Each language is named in its own script.
 */
export function LanguageChoice() {
  const { t, locale } = useI18n();
  const choose = useChooseLanguage();
  const name = useId();
  const helpId = useId();
  const [saving, setSaving] = useState<Locale | null>(null);

  const pick = async (next: Locale) => {
    setSaving(next);
    try {
      await choose(next);
      // Written after the change, so it reads in the language just chosen.
      notify.success(translate('privacySettings.updated'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <fieldset aria-describedby={helpId}>
      <legend className="sr-only">{t('language.label')}</legend>
      <p id={helpId} className="mb-3 text-sm text-ink-soft">
        {t('settings.languageHelp')}
      </p>
      <div className="flex flex-wrap gap-3">
        {LOCALES.map((option) => (
          <label
            key={option}
            lang={option}
            className="flex min-w-32 cursor-pointer items-center gap-3 rounded-xl border border-maroon-100 px-4 py-2.5 text-sm font-medium has-[:checked]:border-maroon-500 has-[:checked]:bg-maroon-50 has-[:disabled]:cursor-wait"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={(saving ?? locale) === option}
              disabled={saving !== null}
              onChange={() => void pick(option)}
              className="accent-maroon-700"
            />
            {LOCALE_NAMES[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
