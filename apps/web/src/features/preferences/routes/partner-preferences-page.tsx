import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CASTES,
  DOSAMS,
  GENDERS,
  JOB_TYPES,
  MARITAL_STATUSES,
  oppositeGender,
  partnerPreferencesSchema,
  PLANNED_ROUTES,
  PREFERENCE_AGES,
  PREFERENCE_HEIGHTS,
  PREFERENCE_MONTHLY_INCOMES,
  PREFERENCE_WEIGHTS,
  PROFILE_RELIGIONS,
  withNoPreference,
  type PublicUser,
} from '@inai/shared';
import type { z } from 'zod';
import { MemberCard, MemberPage } from '../../../components/member-page';
import { SaveButton } from '../../../components/save-button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { applyFieldErrors } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { formValues } from '../../../lib/forms/form-values';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSavePreferences } from '../api/preferences';
import { dietChoiceOf, FamilyLifestylePreferences } from '../components/family-lifestyle-preferences';

type Values = z.input<typeof partnerPreferencesSchema>;
const FIELDS = Object.keys(partnerPreferencesSchema.shape) as (keyof Values)[];
/** Specification section 9: back to Edit my profile 3 s after the toast. */
const REDIRECT_MS = 3000;

/** Partner Preferences: three sections, our Family & lifestyle, and one Save. Needs the member's own gender first. */
export default function PartnerPreferencesPage() {
  const { t } = useI18n();
  const { user } = useMe();
  const navigate = useNavigate();
  const missingGender = !user?.user_details?.gender;

  useEffect(() => {
    if (!missingGender) return;
    notify.error(translate('profile.updateProfileFirst'), 'update-profile-first');
    const timer = window.setTimeout(() => navigate(PLANNED_ROUTES.editUserProfile), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [missingGender, navigate]);

  if (!user) return null;
  return (
    <MemberPage title={t('partnerPreferences.title')} intro={t('partnerPreferences.intro')}>
      {missingGender ? (
        <p role="status" className="rounded-2xl bg-white p-6 break-words text-ink-soft shadow-sm ring-1 ring-maroon-100">
          {t('profile.updateProfileFirst')}
        </p>
      ) : (
        <PreferencesForm user={user} />
      )}
    </MemberPage>
  );
}

function PreferencesForm({ user }: { user: PublicUser }) {
  const { t, options } = useI18n();
  const saved = formValues<Values>(FIELDS, user.partner_preferences);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof partnerPreferencesSchema>>({
    resolver: zodResolver(partnerPreferencesSchema),
    // The partner's gender starts as the opposite of the member's own.
    defaultValues: {
      ...saved,
      gender: saved.gender || ((oppositeGender(user.user_details?.gender) ?? '') as Values['gender']),
      // A list of diets, not one text.
      diet: dietChoiceOf(user.partner_preferences?.diet),
    },
    mode: 'onTouched',
  });

  const save = useSavePreferences(user.id, { onError: (err) => applyFieldErrors(err, FIELDS, setError) });

  return (
    <form
      onSubmit={handleSubmit(
        (values) => save.mutate(values),
        () => notify.error(t('profile.fillAll'), 'fill-all'),
      )}
      noValidate
      aria-label={t('partnerPreferences.formLabel')}
      className="space-y-6"
    >
      <MemberCard title={t('partnerPreferences.basic')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('profileForm.gender')}
            placeholder={t('profileForm.genderPlaceholder')}
            options={options('gender', GENDERS)}
            error={errors.gender?.message}
            {...register('gender')}
          />
          <SelectField
            label={t('profileForm.age')}
            placeholder={t('partnerPreferences.agePlaceholder')}
            options={options('preferenceAge', PREFERENCE_AGES)}
            error={errors.age?.message}
            {...register('age')}
          />
          <SelectField
            label={t('profileForm.height')}
            placeholder={t('profileForm.heightPlaceholder')}
            placeholderSelectable
            options={options('preferenceHeight', PREFERENCE_HEIGHTS)}
            {...register('height')}
          />
          <SelectField
            label={t('profileForm.weight')}
            placeholder={t('profileForm.weightPlaceholder')}
            placeholderSelectable
            options={options('preferenceWeight', PREFERENCE_WEIGHTS)}
            {...register('weight')}
          />
          <SelectField
            label={t('profileForm.maritalStatus')}
            placeholder={t('profileForm.maritalStatusPlaceholder')}
            placeholderSelectable
            options={options('maritalStatus', withNoPreference(MARITAL_STATUSES))}
            {...register('marital_status')}
          />
        </div>
      </MemberCard>
      <MemberCard title={t('profileForm.jobEducation')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('profileForm.jobType')}
            placeholder={t('profileForm.jobTypePlaceholder')}
            placeholderSelectable
            options={options('jobType', withNoPreference(JOB_TYPES))}
            {...register('job_type')}
          />
          <SelectField
            label={t('partnerPreferences.monthlyIncome')}
            placeholder={t('partnerPreferences.monthlyIncomePlaceholder')}
            placeholderSelectable
            options={options('income', PREFERENCE_MONTHLY_INCOMES)}
            {...register('monthly_income')}
          />
        </div>
      </MemberCard>
      <MemberCard title={t('profileForm.religionCaste')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('profileForm.religion')}
            placeholder={t('profileForm.religionPlaceholder')}
            options={options('religion', withNoPreference(PROFILE_RELIGIONS))}
            error={errors.religion?.message}
            {...register('religion')}
          />
          <SelectField
            label={t('profileForm.caste')}
            placeholder={t('profileForm.castePlaceholder')}
            options={options('caste', withNoPreference(CASTES))}
            error={errors.caste?.message}
            {...register('caste')}
          />
          <TextField label={t('profileForm.subCaste')} error={errors.sub_caste?.message} {...register('sub_caste')} />
          <SelectField
            label={t('profileForm.dosam')}
            placeholder={t('profileForm.dosamPlaceholder')}
            placeholderSelectable
            options={options('dosam', withNoPreference(DOSAMS))}
            {...register('dosam')}
          />
        </div>
      </MemberCard>
      <FamilyLifestylePreferences control={control} register={register} errors={errors} />
      <SaveButton busy={save.isPending}>{t('partnerPreferences.save')}</SaveButton>
    </form>
  );
}
