import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ageOn,
  GENDER_OPTIONS,
  latestBirthDate,
  MARITAL_STATUSES,
  MESSAGES,
  MINIMUM_AGE,
  PROFILE_HEIGHTS,
  PROFILE_SECTION_FIELDS,
  PROFILE_WEIGHTS,
  profileBasicFormSchema,
  todayInIndia,
  toOptions,
  type PublicUser,
} from '@inai/shared';
import type { z } from 'zod';
import { FieldError } from '../../../components/field-parts';
import { SearchableSelect } from '../../../components/searchable-select/searchable-select';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { notify } from '../../../lib/notify';
import { useCities, useStateOptions } from '../../locations/api/use-locations';
import { MemberCard } from '../../member/components/member-page';
import { continueTo, formValues, useSaveSection } from '../use-save-section';
import { SaveButton } from './save-button';

type Values = z.input<typeof profileBasicFormSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.basic as (keyof Values)[];

/** Section 1: Basic info (name, e-mail and phone shown, not editable) and Advanced bio. */
export function BasicSection({ user }: { user: PublicUser }) {
  const cityId = useId();
  const today = todayInIndia();
  const form = useForm<Values, unknown, z.output<typeof profileBasicFormSchema>>({
    resolver: zodResolver(profileBasicFormSchema),
    defaultValues: formValues<Values>(FIELDS, user.user_details),
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
  const save = useSaveSection(setError, FIELDS);
  const stateOptions = useStateOptions();
  const state = useWatch({ control, name: 'state' }) ?? '';
  const dob = useWatch({ control, name: 'dob' }) ?? '';
  const { cities } = useCities(state);
  // Age is read-only and follows the date of birth at once (whole years).
  const age = /^\d{4}-\d{2}-\d{2}$/.test(dob) ? String(ageOn(dob, today)) : '';

  const onValid = async (values: z.output<typeof profileBasicFormSchema>) => {
    if (await save(values)) continueTo('job-education');
  };

  return (
    <MemberCard title="Basic info" id="basic-info">
      <form
        onSubmit={handleSubmit(onValid, () => notify.error(MESSAGES.profile.fillAll, 'fill-all'))}
        noValidate
        aria-label="Basic info"
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Name" value={user.name} disabled readOnly />
          <TextField label="Email" value={user.email} disabled readOnly />
          <TextField label="Phone" value={user.phone} disabled readOnly />
        </div>
        <h3 className="border-t border-maroon-100 pt-5 font-sans text-sm font-semibold tracking-wide text-gold-600 uppercase">
          Advanced bio
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Gender"
            placeholder="Select gender"
            options={GENDER_OPTIONS}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <div className="grid grid-cols-[1fr_6rem] gap-3">
            <TextField
              label="Date of Birth"
              type="date"
              max={latestBirthDate(today, MINIMUM_AGE)}
              error={errors.dob?.message}
              {...register('dob')}
            />
            <TextField label="Age" value={age} readOnly tabIndex={-1} aria-readonly="true" />
          </div>
          <SelectField
            label="Height"
            placeholder="Select height"
            options={toOptions(PROFILE_HEIGHTS)}
            error={errors.height?.message}
            {...register('height')}
          />
          <SelectField
            label="Weight"
            placeholder="Select weight (kg)"
            options={toOptions(PROFILE_WEIGHTS)}
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
                label="State"
                placeholder="Select a State"
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
              City
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
                  placeholder={state ? 'Search or select a City' : 'Select a State first'}
                  disabled={cities.length === 0}
                  invalid={Boolean(errors.city)}
                  describedBy={errors.city ? `${cityId}-error` : undefined}
                />
              )}
            />
            <FieldError id={`${cityId}-error`} error={errors.city?.message} />
          </div>
          <TextField
            label="Father's Name"
            autoComplete="off"
            error={errors.fathers_name?.message}
            {...register('fathers_name')}
          />
          <TextField
            label="Mother's Name"
            autoComplete="off"
            error={errors.mothers_name?.message}
            {...register('mothers_name')}
          />
          <SelectField
            label="Marital Status"
            placeholder="Select marital status"
            options={toOptions(MARITAL_STATUSES)}
            error={errors.marital_status?.message}
            {...register('marital_status')}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Address"
              multiline
              rows={3}
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField label="About me" multiline rows={4} error={errors.about?.message} {...register('about')} />
          </div>
        </div>
        <SaveButton busy={isSubmitting}>Save &amp; Continue</SaveButton>
      </form>
    </MemberCard>
  );
}
