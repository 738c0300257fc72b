import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { JOB_TYPES, PROFILE_SECTION_FIELDS, profileJobSchema, type PublicUser } from '@inai/shared';
import type { z } from 'zod';
import { MemberCard } from '../../../components/member-page';
import { SaveButton } from '../../../components/save-button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formValues } from '../../../lib/forms/form-values';
import { useI18n } from '../../../lib/i18n';
import { useSaveSection } from '../api/profile';
import { continueTo } from '../utils/continue-to';

type Values = z.input<typeof profileJobSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.job as (keyof Values)[];

/** Section 2: Job & Education (nothing required). */
export function JobSection({ user }: { user: PublicUser }) {
  const { t, options } = useI18n();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof profileJobSchema>>({
    resolver: zodResolver(profileJobSchema),
    defaultValues: formValues<Values>(FIELDS, user.user_details),
  });
  const save = useSaveSection('job', setError, FIELDS);
  return (
    <MemberCard title={t('profileForm.jobEducation')} id="job-education">
      <form
        onSubmit={handleSubmit(async (v) => (await save(v)) && continueTo('religion-caste'))}
        noValidate
        aria-label={t('profileForm.jobEducation')}
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('profileForm.jobType')}
            placeholder={t('profileForm.jobTypePlaceholder')}
            placeholderSelectable
            options={options('jobType', JOB_TYPES)}
            error={errors.job_type?.message}
            {...register('job_type')}
          />
          <TextField
            label={t('profileForm.companyName')}
            autoComplete="organization"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <TextField label={t('profileForm.salary')} inputMode="numeric" error={errors.salary?.message} {...register('salary')} />
          <TextField
            label={t('profileForm.experience')}
            inputMode="numeric"
            error={errors.total_experience?.message}
            {...register('total_experience')}
          />
          <TextField label={t('profileForm.degree')} error={errors.degree?.message} {...register('degree')} />
          <TextField label={t('profileForm.college')} error={errors.college?.message} {...register('college')} />
          <TextField label={t('profileForm.school')} error={errors.school?.message} {...register('school')} />
        </div>
        <SaveButton busy={isSubmitting}>{t('editProfile.saveContinue')}</SaveButton>
      </form>
    </MemberCard>
  );
}
