import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CASTES,
  DOSAMS,
  GENDER_OPTIONS,
  JOB_TYPES,
  MARITAL_STATUSES,
  MESSAGES,
  partnerPreferencesSchema,
  PLANNED_ROUTES,
  oppositeGender,
  PREFERENCE_AGES,
  PREFERENCE_HEIGHTS,
  PREFERENCE_MONTHLY_INCOMES,
  PREFERENCE_WEIGHTS,
  PROFILE_RELIGIONS,
  toPreferenceOptions,
  withNoPreference,
  type PublicUser,
} from '@inai/shared';
import type { z } from 'zod';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { applyFieldErrors, failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../auth/session/auth-context';
import { memberApi } from '../../member/api/member-api';
import { MemberCard, MemberPage } from '../../member/components/member-page';
import { formValues } from '../../profile/use-save-section';
import { SaveButton } from '../../profile/components/save-button';

type Values = z.input<typeof partnerPreferencesSchema>;
const FIELDS = Object.keys(partnerPreferencesSchema.shape) as (keyof Values)[];
/** Specification section 9: back to Edit my profile 3 s after the toast. */
const REDIRECT_MS = 3000;

/** Partner Preferences: three sections and one Save. Needs the member's own gender first. */
export default function PartnerPreferencesPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const missingGender = !user?.user_details?.gender;

  useEffect(() => {
    if (!missingGender) return;
    notify.error(MESSAGES.profile.updateProfileFirst, 'update-profile-first');
    const timer = window.setTimeout(() => navigate(PLANNED_ROUTES.editUserProfile), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [missingGender, navigate]);

  if (!user) return null;
  return (
    <MemberPage title="Partner Preferences" intro="Tell us whom you are looking for; your matches follow these choices.">
      {missingGender ? (
        <p role="status" className="rounded-2xl bg-white p-6 text-ink-soft shadow-sm ring-1 ring-maroon-100">
          {MESSAGES.profile.updateProfileFirst}
        </p>
      ) : (
        <PreferencesForm user={user} />
      )}
    </MemberPage>
  );
}

function PreferencesForm({ user }: { user: PublicUser }) {
  const auth = useAuth();
  const saved = formValues<Values>(FIELDS, user.partner_preferences);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof partnerPreferencesSchema>>({
    resolver: zodResolver(partnerPreferencesSchema),
    // The partner's gender starts as the opposite of the member's own.
    defaultValues: { ...saved, gender: saved.gender || ((oppositeGender(user.user_details?.gender) ?? '') as Values['gender']) },
    mode: 'onTouched',
  });

  const onValid = async (values: z.output<typeof partnerPreferencesSchema>) => {
    if (!auth.token) return;
    try {
      const answer = await memberApi.updatePartnerPreferences(auth.token, user.id, values);
      auth.setUser(answer.user);
      notify.success(answer.message || MESSAGES.profile.preferencesUpdated);
    } catch (err) {
      applyFieldErrors(err, FIELDS, setError);
      notify.error(failureMessage(err, MESSAGES.profile.updateFailed, MESSAGES.generic.somethingWrongDot));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, () => notify.error(MESSAGES.profile.fillAll, 'fill-all'))}
      noValidate
      aria-label="Partner preferences"
      className="space-y-6"
    >
      <MemberCard title="Basic Preferences">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Gender"
            placeholder="Select gender"
            options={GENDER_OPTIONS}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <SelectField
            label="Age"
            placeholder="Select age range"
            options={toPreferenceOptions(PREFERENCE_AGES)}
            error={errors.age?.message}
            {...register('age')}
          />
          <SelectField
            label="Height"
            placeholder="Select height"
            placeholderSelectable
            options={toPreferenceOptions(PREFERENCE_HEIGHTS)}
            {...register('height')}
          />
          <SelectField
            label="Weight"
            placeholder="Select weight (kg)"
            placeholderSelectable
            options={toPreferenceOptions(PREFERENCE_WEIGHTS)}
            {...register('weight')}
          />
          <SelectField
            label="Marital Status"
            placeholder="Select marital status"
            placeholderSelectable
            options={toPreferenceOptions(withNoPreference(MARITAL_STATUSES))}
            {...register('marital_status')}
          />
        </div>
      </MemberCard>
      <MemberCard title="Job & Education">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Job Type"
            placeholder="Select job type"
            placeholderSelectable
            options={toPreferenceOptions(withNoPreference(JOB_TYPES))}
            {...register('job_type')}
          />
          <SelectField
            label="Monthly Income"
            placeholder="Select monthly income (₹)"
            placeholderSelectable
            options={toPreferenceOptions(PREFERENCE_MONTHLY_INCOMES)}
            {...register('monthly_income')}
          />
        </div>
      </MemberCard>
      <MemberCard title="Religion & Caste Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Religion"
            placeholder="Select religion"
            options={toPreferenceOptions(withNoPreference(PROFILE_RELIGIONS))}
            error={errors.religion?.message}
            {...register('religion')}
          />
          <SelectField
            label="Caste"
            placeholder="Select caste"
            options={toPreferenceOptions(withNoPreference(CASTES))}
            error={errors.caste?.message}
            {...register('caste')}
          />
          <TextField label="Sub Caste" error={errors.sub_caste?.message} {...register('sub_caste')} />
          <SelectField
            label="Dosam"
            placeholder="Select dosam"
            placeholderSelectable
            options={toPreferenceOptions(withNoPreference(DOSAMS))}
            {...register('dosam')}
          />
        </div>
      </MemberCard>
      <SaveButton busy={isSubmitting}>Save</SaveButton>
    </form>
  );
}
