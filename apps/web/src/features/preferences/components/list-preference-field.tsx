import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { NO_PREFERENCE, type partnerPreferencesSchema } from '@inai/shared';
import type { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field';
import { FieldError } from '../../../components/field-parts';
import { useI18n } from '../../../lib/i18n';

type Values = z.input<typeof partnerPreferencesSchema>;

/** A list preference as the form holds it: some values, no preference, or not said (''). */
export type ListChoice<V extends string = string> = V[] | typeof NO_PREFERENCE | '';

/** The saved list (or 'no_preference') as the form's starting value, in the list's order. */
export function listChoiceOf<V extends string>(saved: unknown, values: readonly V[]): ListChoice<V> {
  if (saved === NO_PREFERENCE) return NO_PREFERENCE;
  return Array.isArray(saved) ? values.filter((v) => saved.includes(v)) : '';
}

/** Ticking a value adds it (and clears No Preference); ticking No Preference clears the values. */
export function toggleChoice(current: ListChoice, values: readonly string[], value: string, checked: boolean): ListChoice {
  if (value === NO_PREFERENCE) return checked ? NO_PREFERENCE : '';
  const chosen = Array.isArray(current) ? current : [];
  const next = checked ? [...chosen, value] : chosen.filter((v) => v !== value);
  const ordered = values.filter((v) => next.includes(v));
  return ordered.length ? ordered : '';
}

interface Props {
  control: Control<Values>;
  name: 'castes' | 'stars';
  legend: string;
  hint: string;
  /** Shown when nothing is ticked. */
  placeholder: string;
  values: readonly string[];
  labelOf: (value: string) => string;
  /** Values that cannot be ticked now, with why (shown under the list). */
  disabled?: { values: readonly string[]; why: string } | undefined;
  error?: string | undefined;
}

/**
 * Several values of a list, or No Preference, as checkboxes in a disclosure: 38 castes or 27
 * stars would fill a phone's screen, so the list opens on demand and its summary says what is
 * chosen.
 */
export function ListPreferenceField({ control, name, legend, hint, placeholder, values, labelOf, disabled, error }: Props) {
  const { t } = useI18n();
  const hintId = useId();
  const { field } = useController({ control, name });
  const chosen = (field.value ?? '') as ListChoice;
  const summary =
    chosen === NO_PREFERENCE
      ? t('option.noPreference')
      : Array.isArray(chosen) && chosen.length
        ? chosen.map(labelOf).join(', ')
        : placeholder;
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={hintId} data-testid={`${name}-preference`}>
      <legend className="field-label">{legend}</legend>
      <p id={hintId} className="mb-2 text-sm break-words text-ink-soft">
        {hint}
      </p>
      <details className="rounded-lg border border-maroon-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm text-ink">
          <span className="min-w-0 truncate">{summary}</span>
          {Array.isArray(chosen) && chosen.length > 0 && (
            <span className="shrink-0 text-xs text-ink-soft">{t.plural('partnerPreferences.chosenCount', chosen.length)}</span>
          )}
        </summary>
        <div className="grid gap-2 border-t border-maroon-100 p-3 sm:grid-cols-2">
          {[NO_PREFERENCE, ...values].map((value) => (
            <CheckboxField
              key={value}
              name={name}
              value={value}
              label={value === NO_PREFERENCE ? t('option.noPreference') : labelOf(value)}
              disabled={disabled?.values.includes(value)}
              checked={value === NO_PREFERENCE ? chosen === NO_PREFERENCE : Array.isArray(chosen) && chosen.includes(value)}
              onChange={(e) => field.onChange(toggleChoice(chosen, values, value, e.target.checked))}
              onBlur={field.onBlur}
            />
          ))}
          {disabled && <p className="text-xs break-words text-ink-soft sm:col-span-2">{disabled.why}</p>}
        </div>
      </details>
      <FieldError id={`${hintId}-error`} error={error} />
    </fieldset>
  );
}
