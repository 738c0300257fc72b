import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  countryChoices,
  DIETS,
  EDUCATION_LEVELS,
  HABITS,
  livesAbroad,
  PHYSICAL_STATUS_NOTE_MAX,
  PHYSICAL_STATUSES,
  PHYSICALLY_CHALLENGED,
  PROFILE_SECTION_FIELDS,
  profileLifestyleSchema,
  RESIDENCY_STATUSES,
  type PublicUser,
} from '@inai/shared';
import type { z } from 'zod';
import { MemberCard } from '../../../components/member-page';
import { SaveButton } from '../../../components/save-button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formValues } from '../../../lib/forms/form-values';
import { optionalSelect } from '../../../lib/forms/optional-select';
import { useI18n } from '../../../lib/i18n';
import { useSaveSection } from '../api/profile';

type Values = z.input<typeof profileLifestyleSchema>;
type Output = z.output<typeof profileLifestyleSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.lifestyle as (keyof Values)[];

/**
 * What the member sees is what is saved: a note kept while the status is not 'Physically
 * challenged', or a residency status kept while the country is India, is sent blank (the form
 * still holds it, so choosing back brings it back).
 */
function shown(values: Values): Values {
  return {
    ...values,
    physical_status_note: values.physical_status === PHYSICALLY_CHALLENGED ? values.physical_status_note : '',
    residency_status: livesAbroad(values.residence_country) ? values.residency_status : '',
  };
}
const schemaResolver = zodResolver(profileLifestyleSchema);
const resolver: Resolver<Values, unknown, Output> = (values, context, options) => schemaResolver(shown(values), context, options);

/** Section 6 (ours, docs/design.md, "The Tamil biodata"): Lifestyle & residence; nothing is required. */
export function LifestyleSection({ user }: { user: PublicUser }) {
  const { t, options, locale } = useI18n();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: formValues<Values>(FIELDS, user.user_details),
    mode: 'onTouched',
  });
  const save = useSaveSection('lifestyle', setError, FIELDS);
  const [physicalStatus, country] = useWatch({ control, name: ['physical_status', 'residence_country'] });
  const countries = useMemo(() => countryChoices(locale), [locale]);
  const choice = optionalSelect(register, errors, t('biodata.choose'));
  return (
    <MemberCard title={t('biodata.lifestyle')} id="lifestyle">
      <form
        onSubmit={handleSubmit((v) => save({ section: 'lifestyle', ...v }))}
        noValidate
        aria-label={t('biodata.lifestyle')}
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('biodata.diet')} options={options('diet', DIETS)} {...choice('diet')} />
          <SelectField
            label={t('biodata.educationLevel')}
            options={options('educationLevel', EDUCATION_LEVELS)}
            {...choice('education_level')}
          />
          <SelectField label={t('biodata.smoking')} options={options('habit', HABITS)} {...choice('smoking')} />
          <SelectField label={t('biodata.drinking')} options={options('habit', HABITS)} {...choice('drinking')} />
          <SelectField
            label={t('biodata.physicalStatus')}
            options={options('physicalStatus', PHYSICAL_STATUSES)}
            {...choice('physical_status')}
          />
          {physicalStatus === PHYSICALLY_CHALLENGED && (
            <div className="sm:col-span-2">
              <TextField
                multiline
                label={t('biodata.physicalStatusNote')}
                maxLength={PHYSICAL_STATUS_NOTE_MAX}
                error={errors.physical_status_note?.message}
                {...register('physical_status_note')}
              />
            </div>
          )}
          <SelectField label={t('biodata.residenceCountry')} options={countries} {...choice('residence_country')} />
          {livesAbroad(country) && (
            <SelectField
              label={t('biodata.residencyStatus')}
              options={options('residencyStatus', RESIDENCY_STATUSES)}
              {...choice('residency_status')}
            />
          )}
        </div>
        <SaveButton busy={isSubmitting}>{t('biodataForm.save')}</SaveButton>
      </form>
    </MemberCard>
  );
}
