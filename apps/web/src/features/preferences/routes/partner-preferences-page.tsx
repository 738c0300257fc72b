import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CASTES,
  COMPATIBLE_STARS,
  DOSAMS,
  GENDERS,
  JOB_TYPES,
  MARITAL_STATUSES,
  oppositeGender,
  partnerPreferencesSchema,
  PLANNED_ROUTES,
  LEGACY_PREFERENCE_FIELDS,
  PREFERENCE_AGE_LIMITS,
  PREFERENCE_HEIGHTS,
  PREFERENCE_WEIGHTS,
  PROFILE_RELIGIONS,
  STAR_PREFERENCES,
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
import { ListPreferenceField, listChoiceOf } from '../components/list-preference-field';

type Values = z.input<typeof partnerPreferencesSchema>;
/** The fields this form sends: the new forms only (the older band fields are for older clients). */
const FIELDS = (Object.keys(partnerPreferencesSchema.shape) as (keyof Values)[]).filter(
  (f) => !(LEGACY_PREFERENCE_FIELDS as readonly string[]).includes(f),
);
/** The ages a range may name, as select options. */
const AGES = Array.from({ length: PREFERENCE_AGE_LIMITS.max - PREFERENCE_AGE_LIMITS.min + 1 }, (_, i) =>
  String(PREFERENCE_AGE_LIMITS.min + i),
);
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
  const { t, options, label } = useI18n();
  const ownStar = user.user_details?.star ?? null;
  const ageOptions = AGES.map((value) => ({ value, label: value }));
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
      // Lists, not one text.
      diet: dietChoiceOf(user.partner_preferences?.diet),
      castes: listChoiceOf(user.partner_preferences?.castes, CASTES),
      stars: listChoiceOf(user.partner_preferences?.stars, STAR_PREFERENCES),
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
          <div className="grid grid-cols-2 gap-3 sm:col-span-2">
            <SelectField
              label={t('partnerPreferences.ageFrom')}
              placeholder={t('partnerPreferences.agePick')}
              options={ageOptions}
              error={errors.age_min?.message}
              {...register('age_min')}
            />
            <SelectField
              label={t('partnerPreferences.ageTo')}
              placeholder={t('partnerPreferences.agePick')}
              options={ageOptions}
              error={errors.age_max?.message}
              {...register('age_max')}
            />
          </div>
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
          <TextField
            label={t('partnerPreferences.incomeFloor')}
            hint={t('partnerPreferences.incomeFloorHint')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.income_floor?.message}
            {...register('income_floor')}
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
          <ListPreferenceField
            control={control}
            name="castes"
            legend={t('partnerPreferences.castes')}
            hint={t('partnerPreferences.castesHint')}
            placeholder={t('partnerPreferences.castesPick')}
            values={CASTES}
            labelOf={(v) => label('caste', v)}
            error={errors.castes?.message}
          />
          <ListPreferenceField
            control={control}
            name="stars"
            legend={t('partnerPreferences.stars')}
            hint={t('partnerPreferences.starsHint')}
            placeholder={t('partnerPreferences.starsPick')}
            values={STAR_PREFERENCES}
            labelOf={(v) => (v === COMPATIBLE_STARS ? t('partnerPreferences.compatibleStar') : label('star', v))}
            disabled={ownStar ? undefined : { values: [COMPATIBLE_STARS], why: t('partnerPreferences.compatibleNeedsStar') }}
            error={errors.stars?.message}
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
