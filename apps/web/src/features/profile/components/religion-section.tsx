import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  CASTES,
  chevvaiDoshamText,
  DOSAMS,
  MOTHER_TONGUES,
  PROFILE_RELIGIONS,
  PROFILE_SECTION_FIELDS,
  profileReligionSchema,
  STARS,
  type BirthDetailsAnswer,
  type Place,
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
import { dayWarning, starChoices, starSourceOf } from '../utils/birth-stars';
import { continueTo } from '../utils/continue-to';
import { BirthDetailsFields, type BirthCoordinates } from './birth-details-fields';

type Values = z.input<typeof profileReligionSchema>;
const FIELDS = PROFILE_SECTION_FIELDS.religion as (keyof Values)[];

/** The saved place when it was given by its position (none is listed for it). */
function savedCoordinates(saved: BirthDetailsAnswer | null | undefined): BirthCoordinates | null {
  return saved && !saved.place ? { latitude: saved.latitude, longitude: saved.longitude, timezone: saved.timezone } : null;
}

/** The form's birth fields as saved; blank is ''. */
function birthValues(saved: BirthDetailsAnswer | null | undefined) {
  const coordinates = savedCoordinates(saved);
  return {
    birth_time: saved?.time ?? '',
    birth_place_id: saved?.place?.id ?? '',
    birth_latitude: coordinates ? String(coordinates.latitude) : '',
    birth_longitude: coordinates ? String(coordinates.longitude) : '',
    birth_timezone: coordinates?.timezone ?? '',
  };
}

/** Section 3: Religion & Caste Information; religion, then caste, are required. */
export function ReligionSection({ user }: { user: PublicUser }) {
  const { t, options, label } = useI18n();
  const saved = user.birth_details;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof profileReligionSchema>>({
    resolver: zodResolver(profileReligionSchema),
    defaultValues: { ...formValues<Values>(FIELDS, user.user_details), ...birthValues(saved) },
    mode: 'onTouched',
  });
  const save = useSaveSection('religion', setError, FIELDS);
  const [place, setPlace] = useState<Place | null>(saved?.place ?? null);
  const [coordinates, setCoordinates] = useState<BirthCoordinates | null>(savedCoordinates(saved));
  /** A listed place chosen, or the place cleared (null): the saved coordinates are no longer sent. */
  const choosePlace = (next: Place | null) => {
    setPlace(next);
    setCoordinates(null);
    setValue('birth_place_id', next?.id ?? '', { shouldDirty: true });
    for (const field of ['birth_latitude', 'birth_longitude', 'birth_timezone'] as const)
      setValue(field, '', { shouldDirty: true });
    clearErrors(['birth_place_id', 'birth_latitude', 'birth_longitude', 'birth_timezone']);
  };

  // With a birth time the server works the star and raasi out; without one, the date of birth may.
  const time = useWatch({ control, name: 'birth_time' }) ?? '';
  const source = starSourceOf(saved, { time, placeId: place?.id ?? '', coordinates: !!coordinates });
  const chosen = useWatch({ control, name: 'star' });
  // A value outside the list (old data) offers every raasi, as before.
  const star = chosen && (STARS as readonly string[]).includes(chosen) ? (chosen as Star) : undefined;
  // The star's padams decide its raasi, and the date of birth may narrow both to that day's.
  const choices = starChoices(source, star);
  const raasiList = choices.raasis.join('|');
  // After the raasi options have re-rendered (so the select can show the value): a star with one
  // raasi gets it chosen; a raasi the new star cannot have is cleared.
  useEffect(() => {
    if (source.kind === 'time' || (source.kind === 'chosen' && !star)) return;
    const possible = raasiList.split('|') as Raasi[];
    const current = getValues('raasi') as Raasi | '' | null | undefined;
    if (possible.length === 1 && current !== possible[0]) setValue('raasi', possible[0]!, { shouldDirty: true });
    else if (current && !possible.includes(current)) setValue('raasi', '', { shouldDirty: true });
  }, [source.kind, star, raasiList, getValues, setValue]);
  // What the server saved (worked out from the birth details, or moved by a new date of birth) is
  // what the selects show after a save.
  const savedStar = user.user_details?.star ?? '';
  const savedRaasi = user.user_details?.raasi ?? '';
  useEffect(() => {
    setValue('star', savedStar as Values['star']);
    setValue('raasi', savedRaasi as Values['raasi']);
  }, [savedStar, savedRaasi, setValue]);

  let reason: string | undefined;
  if (source.kind === 'time') reason = t(source.saved ? 'birth.fromBirthTime' : 'birth.fromBirthTimeOnSave');
  else if (source.kind === 'day') reason = t('birth.fromBirthDate');
  const warning = source.kind === 'day' ? dayWarning(t, label, source.parts) : undefined;
  // The chart's own word on chevvai dosham, while the form holds the birth it was drawn for.
  const chart = source.kind === 'time' && source.saved ? saved?.chevvai_dosham : null;

  const submit = async (v: z.output<typeof profileReligionSchema>) => {
    const byTime = !!v.birth_time && (!!v.birth_place_id || v.birth_latitude !== null);
    return save({
      section: 'religion',
      ...v,
      birth_time: v.birth_time ?? '',
      birth_place_id: v.birth_place_id ?? '',
      birth_latitude: v.birth_latitude ?? '',
      birth_longitude: v.birth_longitude ?? '',
      birth_timezone: v.birth_timezone ?? '',
      // Blank: the server works them out from the chart (a value sent would have to agree with it).
      ...(byTime ? { star: '', raasi: '' } : {}),
    });
  };
  // The specification checks religion first, then caste, and says which is missing.
  const onInvalid = (found: typeof errors) => {
    const message = found.religion?.message ?? found.caste?.message ?? Object.values(found)[0]?.message;
    if (message) notify.error(t.ref(message));
  };
  return (
    <MemberCard title={t('profileForm.religionCaste')} id="religion-caste">
      <form
        onSubmit={handleSubmit(async (v) => (await submit(v)) && continueTo('social-media'), onInvalid)}
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
            hint={chart ? t('birth.chartDosham', { text: chevvaiDoshamText(t, chart) }) : undefined}
            {...register('dosam')}
          />
          <BirthDetailsFields
            place={place}
            coordinates={coordinates}
            onPlace={choosePlace}
            onClearCoordinates={() => choosePlace(null)}
            time={register('birth_time')}
            errors={{
              place: errors.birth_place_id?.message,
              time: errors.birth_time?.message,
              coordinates: (errors.birth_latitude ?? errors.birth_longitude ?? errors.birth_timezone)?.message,
            }}
            dateMissing={!(user.user_details?.dob ?? user.dob)}
          />
          {warning && (
            <p
              role="note"
              className="rounded-xl bg-gold-100 p-3 text-sm text-maroon-900 sm:col-span-2"
              data-testid="birth-day-warning"
            >
              {warning}
            </p>
          )}
          <SelectField
            label={t('profileForm.star')}
            placeholder={t('profileForm.starPlaceholder')}
            placeholderSelectable
            options={options('star', choices.stars)}
            error={errors.star?.message}
            disabled={choices.starFixed}
            hint={choices.starFixed ? reason : undefined}
            {...register('star')}
          />
          <SelectField
            label={t('profileForm.raasi')}
            placeholder={t('profileForm.raasiPlaceholder')}
            placeholderSelectable
            options={options('raasi', choices.raasis)}
            error={errors.raasi?.message}
            disabled={choices.raasiFixed}
            hint={choices.raasiFixed ? reason : undefined}
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
