import { useMemo, useSyncExternalStore } from 'react';
import {
  formatDate,
  formatNumber,
  formatRupees,
  labelledOptions,
  optionLabel,
  type Locale,
  type Option,
  type OptionKind,
  type Translator,
} from '@inai/shared';
import { getSnapshot, subscribe } from './i18n-store';

export interface I18n {
  locale: Locale;
  t: Translator;
  /** An option value's label ('Mirugasirisham' → 'மிருகசீரிடம்'). */
  label(kind: OptionKind, value: string): string;
  /** A list of values as select options, labelled in this language. */
  options<V extends string>(kind: OptionKind, values: readonly V[]): Option<V>[];
  date(value: Date | string): string;
  number(value: number): string;
  rupees(paise: number): string;
}

/** The current language and its texts; the component re-renders when the language changes. */
export function useI18n(): I18n {
  const { locale, t } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(
    () => ({
      locale,
      t,
      label: (kind, value) => optionLabel(t, kind, value),
      options: (kind, values) => labelledOptions(t, kind, values),
      date: (value) => formatDate(value, locale),
      number: (value) => formatNumber(value, locale),
      rupees: (paise) => formatRupees(paise, locale),
    }),
    [locale, t],
  );
}
