import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  CASTES,
  DOSAMS,
  MOTHER_TONGUES,
  PROFILE_RELIGIONS,
  PROFILE_SECTION_FIELDS,
  profileReligionSchema,
  RAASIS,
  raasiFitsStar,
  raasisOfStar,
  STARS,
  type PublicUser,
  type Raasi,
  type Star,
} from '@inai/shared';
import type { z } from 'zod';
import { MemberCard } from '../../../components/member-page';
import { SaveButton } from '../../../components/save-button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formValues } from '../../../lib/forms/form-values';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSaveSection } from '../api/profile';
import { continueTo } from '../utils/continue-to';

type Values = z.input<typeof profileReligionSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.religion as (keyof Values)[];

/** Section 3: Religion & Caste Information; religion, then caste, are required. */
export function ReligionSection({ user }: { user: PublicUser }) {
  const { t, options } = useI18n();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof profileReligionSchema>>({
    resolver: zodResolver(profileReligionSchema),
    defaultValues: formValues<Values>(FIELDS, user.user_details),
    mode: 'onTouched',
  });
  const save = useSaveSection('religion', setError, FIELDS);
  // The star's padams decide its raasi: offer only the raasis the chosen star can have.
  const chosen = useWatch({ control, name: 'star' });
  // A value outside the list (old data) offers every raasi, as before.
  const star = chosen && (STARS as readonly string[]).includes(chosen) ? (chosen as Star) : undefined;
  const raasis: readonly Raasi[] = star ? raasisOfStar(star) : RAASIS;
  // After the raasi options have re-rendered (so the select can show the value): a star with one
  // raasi gets it chosen; a raasi the new star cannot have is cleared.
  useEffect(() => {
    if (!star) return;
    const possible = raasisOfStar(star);
    const current = getValues('raasi') as Raasi | '' | null | undefined;
    if (possible.length === 1 && current !== possible[0]) setValue('raasi', possible[0]!, { shouldDirty: true });
    else if (current && !raasiFitsStar(star, current)) setValue('raasi', '', { shouldDirty: true });
  }, [star, getValues, setValue]);
  // The specification checks religion first, then caste, and says which is missing.
  const onInvalid = (found: typeof errors) => {
    const message = found.religion?.message ?? found.caste?.message ?? Object.values(found)[0]?.message;
    if (message) notify.error(t.ref(message));
  };
  return (
    <MemberCard title={t('profileForm.religionCaste')} id="religion-caste">
      <form
        onSubmit={handleSubmit(async (v) => (await save(v)) && continueTo('social-media'), onInvalid)}
        noValidate
        aria-label={t('profileForm.religionCaste')}
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('profileForm.religion')}
            placeholder={t('profileForm.religionPlaceholder')}
            options={options('religion', PROFILE_RELIGIONS)}
            error={errors.religion?.message}
            {...register('religion')}
          />
          <SelectField
            label={t('profileForm.caste')}
            placeholder={t('profileForm.castePlaceholder')}
            options={options('caste', CASTES)}
            error={errors.caste?.message}
            {...register('caste')}
          />
          <TextField label={t('profileForm.subCaste')} error={errors.sub_caste?.message} {...register('sub_caste')} />
          <TextField label={t('profileForm.gothram')} error={errors.gothram?.message} {...register('gothram')} />
          <SelectField
            label={t('profileForm.motherTongue')}
            placeholder={t('profileForm.motherTonguePlaceholder')}
            placeholderSelectable
            options={options('motherTongue', MOTHER_TONGUES)}
            error={errors.mother_tongue?.message}
            {...register('mother_tongue')}
          />
          <SelectField
            label={t('profileForm.dosam')}
            placeholder={t('profileForm.dosamPlaceholder')}
            placeholderSelectable
            options={options('dosam', DOSAMS)}
            error={errors.dosam?.message}
            {...register('dosam')}
          />
          <SelectField
            label={t('profileForm.star')}
            placeholder={t('profileForm.starPlaceholder')}
            placeholderSelectable
            options={options('star', STARS)}
            error={errors.star?.message}
            {...register('star')}
          />
          <SelectField
            label={t('profileForm.raasi')}
            placeholder={t('profileForm.raasiPlaceholder')}
            placeholderSelectable
            options={options('raasi', raasis)}
            error={errors.raasi?.message}
            {...register('raasi')}
          />
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="field-label">{t('profileForm.willingToMarry')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value="1"
                  className="accent-maroon-700"
                  {...register('willing_to_marry_from_another_caste')}
                />{' '}
                {t('profileForm.yes')}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value="0"
                  className="accent-maroon-700"
                  {...register('willing_to_marry_from_another_caste')}
                />{' '}
                {t('profileForm.no')}
              </label>
            </div>
          </fieldset>
        </div>
        <SaveButton busy={isSubmitting}>{t('editProfile.saveContinue')}</SaveButton>
      </form>
    </MemberCard>
  );
}
