import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { JOB_TYPES, PROFILE_SECTION_FIELDS, profileJobSchema, toOptions, type PublicUser } from '@inai/shared';
import type { z } from 'zod';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { MemberCard } from '../../member/components/member-page';
import { continueTo, formValues, useSaveSection } from '../use-save-section';
import { SaveButton } from './save-button';

type Values = z.input<typeof profileJobSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.job as (keyof Values)[];

/** Section 2: Job & Education (nothing required). */
export function JobSection({ user }: { user: PublicUser }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof profileJobSchema>>({
    resolver: zodResolver(profileJobSchema),
    defaultValues: formValues<Values>(FIELDS, user.user_details),
  });
  const save = useSaveSection(setError, FIELDS);
  return (
    <MemberCard title="Job & Education" id="job-education">
      <form
        onSubmit={handleSubmit(async (v) => (await save(v)) && continueTo('religion-caste'))}
        noValidate
        aria-label="Job & Education"
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Job Type"
            placeholder="Select job type"
            placeholderSelectable
            options={toOptions(JOB_TYPES)}
            error={errors.job_type?.message}
            {...register('job_type')}
          />
          <TextField
            label="Company Name"
            autoComplete="organization"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <TextField label="Salary (per month)" inputMode="numeric" error={errors.salary?.message} {...register('salary')} />
          <TextField
            label="Total Experience (years)"
            inputMode="numeric"
            error={errors.total_experience?.message}
            {...register('total_experience')}
          />
          <TextField label="Degree" error={errors.degree?.message} {...register('degree')} />
          <TextField label="College" error={errors.college?.message} {...register('college')} />
          <TextField label="School" error={errors.school?.message} {...register('school')} />
        </div>
        <SaveButton busy={isSubmitting}>Save &amp; Continue</SaveButton>
      </form>
    </MemberCard>
  );
}
