import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ageOn,
  GENDERS,
  latestBirthDate,
  MARITAL_STATUSES,
  MINIMUM_AGE,
  placeAliases,
  PROFILE_HEIGHTS,
  PROFILE_CREATED_BY,
  PROFILE_SECTION_FIELDS,
  PROFILE_WEIGHTS,
  profileBasicFormSchema,
  profileCreatedByField,
  todayInIndia,
  type PublicUser,
} from '@inai/shared';
import type { z } from 'zod';
import { FieldError } from '../../../components/field-parts';
import { MemberCard } from '../../../components/member-page';
import { SaveButton } from '../../../components/save-button';
import { SearchableSelect } from '../../../components/searchable-select/searchable-select';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useCityOptions, useStateOptions } from '../../../lib/api/locations';
import { formValues } from '../../../lib/forms/form-values';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSaveSection } from '../api/profile';
import { continueTo } from '../utils/continue-to';
import { NameCorrection } from './name-correction';

// 'Profile created by' is saved with this section, though it is the member's own record.
const formSchema = profileBasicFormSchema.extend({ profile_created_by: profileCreatedByField });
type Values = z.input<typeof formSchema>;
const FIELDS = [...PROFILE_SECTION_FIELDS.basic, 'profile_created_by'] as (keyof Values)[];

/** Section 1: Basic info (name, e-mail and phone shown; the name corrected on its own) and Advanced bio. */
export function BasicSection({ user }: { user: PublicUser }) {
  const { t, options } = useI18n();
  const cityId = useId();
  const today = todayInIndia();
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      ...formValues<Values>(FIELDS, user.user_details),
      profile_created_by: (user.profile_created_by ?? '') as Values['profile_created_by'],
    },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const save = useSaveSection('basic', setError, FIELDS);
  const stateOptions = useStateOptions();
  const state = useWatch({ control, name: 'state' }) ?? '';
  const dob = useWatch({ control, name: 'dob' }) ?? '';
  const cityOptions = useCityOptions(state);
  // The picker filters as one types: the other names of a town (Kovai, கோவை) find it too.
  const cities = useMemo(() => cityOptions.map((o) => ({ ...o, keywords: placeAliases(state, o.value) })), [cityOptions, state]);
  // Age is read-only and follows the date of birth at once (whole years).
  const age = /^\d{4}-\d{2}-\d{2}$/.test(dob) ? String(ageOn(dob, today)) : '';

  const onValid = async (values: z.output<typeof formSchema>) => {
    if (await save(values)) continueTo('job-education');
  };

  return (
    <MemberCard title={t('editProfile.basicInfo')} id="basic-info">
      {/* Its own form: forms may not nest, and the name is saved on its own, audited. */}
      <div className="mb-4">
        <NameCorrection user={user} />
      </div>
      <form
        onSubmit={handleSubmit(onValid, () => notify.error(t('profile.fillAll'), 'fill-all'))}
        noValidate
        aria-label={t('editProfile.basicInfo')}
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('profileForm.email')} value={user.email} disabled readOnly />
          <TextField label={t('profileForm.phone')} value={user.phone} disabled readOnly />
        </div>
        <h3 className="border-t border-maroon-100 pt-5 font-sans text-sm font-semibold tracking-wide break-words text-gold-600 uppercase">
          {t('editProfile.advancedBio')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('profileForm.gender')}
            placeholder={t('profileForm.genderPlaceholder')}
            options={options('gender', GENDERS)}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
            <TextField
              label={t('profileForm.dob')}
              type="date"
              max={latestBirthDate(today, MINIMUM_AGE)}
              error={errors.dob?.message}
              {...register('dob')}
            />
            <TextField label={t('profileForm.age')} value={age} readOnly tabIndex={-1} aria-readonly="true" />
          </div>
          <SelectField
            label={t('profileForm.height')}
            placeholder={t('profileForm.heightPlaceholder')}
            options={options('height', PROFILE_HEIGHTS)}
            error={errors.height?.message}
            {...register('height')}
          />
          <SelectField
            label={t('profileForm.weight')}
            placeholder={t('profileForm.weightPlaceholder')}
            options={options('weight', PROFILE_WEIGHTS)}
            error={errors.weight?.message}
            {...register('weight')}
          />
          {/* Controlled: the state list arrives after the form starts, and an uncontrolled
              select would fall back to its first option, showing (and saving) the wrong state. */}
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <SelectField
                label={t('profileForm.state')}
                placeholder={t('profileForm.statePlaceholder')}
                options={stateOptions}
                error={errors.state?.message}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  setValue('city', '');
                }}
              />
            )}
          />
          <div>
            <label htmlFor={cityId} className="field-label">
              {t('profileForm.city')}
            </label>
            <Controller
              control={control}
              name="city"
              render={({ field }) => (
                <SearchableSelect
                  inputId={cityId}
                  options={cities}
                  value={field.value ?? ''}
                  onChange={(value) => {
                    field.onChange(value);
                    field.onBlur();
                  }}
                  placeholder={state ? t('profileForm.cityPlaceholder') : t('profileForm.cityWaiting')}
                  disabled={cities.length === 0}
                  invalid={Boolean(errors.city)}
                  describedBy={errors.city ? `${cityId}-error` : undefined}
                />
              )}
            />
            <FieldError id={`${cityId}-error`} error={errors.city?.message} />
          </div>
          <TextField
            label={t('profileForm.fathersName')}
            autoComplete="off"
            error={errors.fathers_name?.message}
            {...register('fathers_name')}
          />
          <TextField
            label={t('profileForm.mothersName')}
            autoComplete="off"
            error={errors.mothers_name?.message}
            {...register('mothers_name')}
          />
          <SelectField
            label={t('profileForm.maritalStatus')}
            placeholder={t('profileForm.maritalStatusPlaceholder')}
            options={options('maritalStatus', MARITAL_STATUSES)}
            error={errors.marital_status?.message}
            {...register('marital_status')}
          />
          <SelectField
            label={t('shortlist.createdBy.label')}
            placeholder={t('shortlist.createdBy.label')}
            placeholderSelectable
            options={PROFILE_CREATED_BY.map((value) => ({ value, label: t(`options.profileCreatedBy.${value}`) }))}
            error={errors.profile_created_by?.message}
            {...register('profile_created_by')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t('profileForm.address')}
              multiline
              rows={3}
              autoComplete="street-address"
              hint={t('streetAddress.formHint')}
              error={errors.address?.message}
              {...register('address')}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField label={t('profileForm.about')} multiline rows={4} error={errors.about?.message} {...register('about')} />
          </div>
        </div>
        <SaveButton busy={isSubmitting}>{t('editProfile.saveContinue')}</SaveButton>
      </form>
    </MemberCard>
  );
}
