import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  BIODATA_TEXT_MAX,
  FAMILY_STATUSES,
  FAMILY_TYPES,
  FAMILY_VALUES,
  PROFILE_SECTION_FIELDS,
  profileFamilySchema,
  SIBLING_COUNTS,
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
import { marriedChoices } from '../utils/married-choices';
import { continueTo } from '../utils/continue-to';

type Values = z.input<typeof profileFamilySchema>;
const FIELDS = PROFILE_SECTION_FIELDS.family as (keyof Values)[];
const COUNTS = SIBLING_COUNTS.map((n) => ({ value: n, label: n }));

/** Section 5 (ours, docs/design.md, "The Tamil biodata"): Family; nothing is required. */
export function FamilySection({ user }: { user: PublicUser }) {
  const { t, options } = useI18n();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof profileFamilySchema>>({
    resolver: zodResolver(profileFamilySchema),
    defaultValues: formValues<Values>(FIELDS, user.user_details),
    mode: 'onTouched',
  });
  const save = useSaveSection('family', setError, FIELDS);
  const [brothers, brothersMarried, sisters, sistersMarried] = useWatch({
    control,
    name: ['brothers', 'brothers_married', 'sisters', 'sisters_married'],
  });
  const choice = optionalSelect(register, errors, t('biodata.choose'));
  const text = (name: 'fathers_occupation' | 'mothers_occupation' | 'native_place' | 'family_deity' | 'kulam') => ({
    maxLength: BIODATA_TEXT_MAX,
    error: errors[name]?.message,
    ...register(name),
  });
  return (
    <MemberCard title={t('biodata.family')} id="family">
      <form
        onSubmit={handleSubmit(async (v) => (await save({ section: 'family', ...v })) && continueTo('lifestyle'))}
        noValidate
        aria-label={t('biodata.family')}
        className="space-y-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('biodata.fathersOccupation')} {...text('fathers_occupation')} />
          <TextField label={t('biodata.mothersOccupation')} {...text('mothers_occupation')} />
          <SelectField label={t('biodata.brothers')} options={COUNTS} {...choice('brothers')} />
          <SelectField
            label={t('biodata.brothersMarried')}
            options={marriedChoices(brothers, brothersMarried)}
            {...choice('brothers_married')}
          />
          <SelectField label={t('biodata.sisters')} options={COUNTS} {...choice('sisters')} />
          <SelectField
            label={t('biodata.sistersMarried')}
            options={marriedChoices(sisters, sistersMarried)}
            {...choice('sisters_married')}
          />
          <SelectField label={t('biodata.familyType')} options={options('familyType', FAMILY_TYPES)} {...choice('family_type')} />
          <SelectField
            label={t('biodata.familyStatus')}
            options={options('familyStatus', FAMILY_STATUSES)}
            {...choice('family_status')}
          />
          <SelectField
            label={t('biodata.familyValues')}
            options={options('familyValues', FAMILY_VALUES)}
            {...choice('family_values')}
          />
          <TextField label={t('biodata.nativePlace')} {...text('native_place')} />
          <TextField label={t('biodata.familyDeity')} {...text('family_deity')} />
          <TextField label={t('biodata.kulam')} {...text('kulam')} />
        </div>
        <SaveButton busy={isSubmitting}>{t('editProfile.saveContinue')}</SaveButton>
      </form>
    </MemberCard>
  );
}
