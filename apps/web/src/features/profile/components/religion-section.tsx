import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CASTES,
  DOSAMS,
  MOTHER_TONGUES,
  PROFILE_RELIGIONS,
  PROFILE_SECTION_FIELDS,
  profileReligionSchema,
  RAASIS,
  STARS,
  toOptions,
  type PublicUser,
} from '@inai/shared';
import type { z } from 'zod';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { notify } from '../../../lib/notify';
import { MemberCard } from '../../member/components/member-page';
import { continueTo, formValues, useSaveSection } from '../use-save-section';
import { SaveButton } from './save-button';

type Values = z.input<typeof profileReligionSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.religion as (keyof Values)[];

/** Section 3: Religion & Caste Information; religion, then caste, are required. */
export function ReligionSection({ user }: { user: PublicUser }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof profileReligionSchema>>({
    resolver: zodResolver(profileReligionSchema),
    defaultValues: formValues<Values>(FIELDS, user.user_details),
    mode: 'onTouched',
  });
  const save = useSaveSection(setError, FIELDS);
  // The specification checks religion first, then caste, and says which is missing.
  const onInvalid = (found: typeof errors) =>
    notify.error(found.religion?.message ?? found.caste?.message ?? Object.values(found)[0]?.message ?? '');
  return (
    <MemberCard title="Religion & Caste Information" id="religion-caste">
      <form
        onSubmit={handleSubmit(async (v) => (await save(v)) && continueTo('social-media'), onInvalid)}
        noValidate
        aria-label="Religion & Caste Information"
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Religion"
            placeholder="Select religion"
            options={toOptions(PROFILE_RELIGIONS)}
            error={errors.religion?.message}
            {...register('religion')}
          />
          <SelectField
            label="Caste"
            placeholder="Select caste"
            options={toOptions(CASTES)}
            error={errors.caste?.message}
            {...register('caste')}
          />
          <TextField label="Sub Caste" error={errors.sub_caste?.message} {...register('sub_caste')} />
          <TextField label="Gothram" error={errors.gothram?.message} {...register('gothram')} />
          <SelectField
            label="Mother Tongue"
            placeholder="Select mother tongue"
            placeholderSelectable
            options={toOptions(MOTHER_TONGUES)}
            error={errors.mother_tongue?.message}
            {...register('mother_tongue')}
          />
          <SelectField
            label="Dosam"
            placeholder="Select dosam"
            placeholderSelectable
            options={toOptions(DOSAMS)}
            error={errors.dosam?.message}
            {...register('dosam')}
          />
          <SelectField
            label="Star (Natchatra)"
            placeholder="Select star"
            placeholderSelectable
            options={toOptions(STARS)}
            error={errors.star?.message}
            {...register('star')}
          />
          <SelectField
            label="Raasi"
            placeholder="Select raasi"
            placeholderSelectable
            options={toOptions(RAASIS)}
            error={errors.raasi?.message}
            {...register('raasi')}
          />
          <fieldset className="sm:col-span-2">
            <legend className="field-label">Willing to marry from another caste</legend>
            <div className="flex gap-6 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value="1"
                  className="accent-maroon-700"
                  {...register('willing_to_marry_from_another_caste')}
                />{' '}
                Yes
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value="0"
                  className="accent-maroon-700"
                  {...register('willing_to_marry_from_another_caste')}
                />{' '}
                No
              </label>
            </div>
          </fieldset>
        </div>
        <SaveButton busy={isSubmitting}>Save &amp; Continue</SaveButton>
      </form>
    </MemberCard>
  );
}
