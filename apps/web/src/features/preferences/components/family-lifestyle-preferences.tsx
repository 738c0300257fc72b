import { useId } from 'react';
import { useController, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  DIETS,
  EDUCATION_LEVELS,
  FAMILY_VALUES,
  NO_PREFERENCE,
  PHYSICAL_STATUSES,
  RESIDENCE_PREFERENCES,
  withNoPreference,
  type Diet,
  type partnerPreferencesSchema,
} from '@inai/shared';
import type { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field';
import { FieldError } from '../../../components/field-parts';
import { MemberCard } from '../../../components/member-page';
import { SelectField } from '../../../components/select-field';
import { optionalSelect } from '../../../lib/forms/optional-select';
import { useI18n } from '../../../lib/i18n';

type Values = z.input<typeof partnerPreferencesSchema>;
/** The diet preference as the form holds it: some diets, no preference, or not said (''). */
export type DietChoice = Diet[] | typeof NO_PREFERENCE | '';

/** The saved diet preference as the form's starting value. */
export function dietChoiceOf(saved: unknown): DietChoice {
  if (saved === NO_PREFERENCE) return NO_PREFERENCE;
  return Array.isArray(saved) ? DIETS.filter((d) => saved.includes(d)) : '';
}

/** Ticking a diet adds it (and clears No Preference); ticking No Preference clears the diets. */
export function toggleDiet(current: DietChoice, value: Diet | typeof NO_PREFERENCE, checked: boolean): DietChoice {
  if (value === NO_PREFERENCE) return checked ? NO_PREFERENCE : '';
  const diets = Array.isArray(current) ? current : [];
  const next = checked ? [...diets, value] : diets.filter((d) => d !== value);
  const ordered = DIETS.filter((d) => next.includes(d));
  return ordered.length ? ordered : '';
}

interface Props {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}

/** Partner Preferences' Family & lifestyle group (ours, docs/design.md, "The Tamil biodata"); nothing is required. */
export function FamilyLifestylePreferences({ control, register, errors }: Props) {
  const { t, options, label } = useI18n();
  const hintId = useId();
  const { field: diet } = useController({ control, name: 'diet' });
  const chosen = (diet.value ?? '') as DietChoice;
  const mustNot = [
    { value: 'No', label: t('biodata.prefMustNot') },
    { value: NO_PREFERENCE, label: label('habit', NO_PREFERENCE) },
  ];
  const choice = optionalSelect(register, errors, t('biodata.choose'));
  return (
    <MemberCard title={t('biodata.preferences')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="min-w-0 sm:col-span-2" aria-describedby={hintId}>
          <legend className="field-label">{t('biodata.prefDiet')}</legend>
          <p id={hintId} className="mb-2 text-sm break-words text-ink-soft">
            {t('biodata.prefDietHint')}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {withNoPreference(DIETS).map((value) => (
              <CheckboxField
                key={value}
                name="diet"
                value={value}
                label={label('diet', value)}
                checked={value === NO_PREFERENCE ? chosen === NO_PREFERENCE : Array.isArray(chosen) && chosen.includes(value)}
                onChange={(e) => diet.onChange(toggleDiet(chosen, value, e.target.checked))}
                onBlur={diet.onBlur}
              />
            ))}
          </div>
          <FieldError id={`${hintId}-error`} error={errors.diet?.message} />
        </fieldset>
        <SelectField label={t('biodata.prefSmoking')} options={mustNot} {...choice('smoking')} />
        <SelectField label={t('biodata.prefDrinking')} options={mustNot} {...choice('drinking')} />
        <SelectField
          label={t('biodata.physicalStatus')}
          options={options('physicalStatus', withNoPreference(PHYSICAL_STATUSES))}
          {...choice('physical_status')}
        />
        <SelectField
          label={t('biodata.familyValues')}
          options={options('familyValues', withNoPreference(FAMILY_VALUES))}
          {...choice('family_values')}
        />
        <SelectField
          label={t('biodata.prefResidence')}
          options={options('residence', withNoPreference(RESIDENCE_PREFERENCES))}
          {...choice('residence')}
        />
        <SelectField
          label={t('biodata.prefEducationLevel')}
          options={options('educationLevel', withNoPreference(EDUCATION_LEVELS))}
          {...choice('education_level')}
        />
      </div>
    </MemberCard>
  );
}
