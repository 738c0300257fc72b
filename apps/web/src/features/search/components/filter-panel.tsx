import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Mail, Search } from 'lucide-react';
import {
  countryChoices,
  EDUCATION_LEVELS,
  FILTER_CASTES,
  FILTER_RELIGIONS,
  GENDERS,
  MARITAL_STATUSES,
  HOME_COUNTRY,
  MOTHER_TONGUES,
  PHYSICAL_STATUSES,
  PROFILE_HEIGHTS,
  RESIDENCE_ABROAD,
  ROUTES,
  SEARCH_AGE_OPTIONS,
} from '@inai/shared';
import { SelectField } from '../../../components/select-field';
import { useCityOptions, useStateOptions } from '../../../lib/api/locations';
import { useMe } from '../../../lib/api/me';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { firstFiltersError, heightsFrom, type Filters } from '../utils/filters';
import { CompatibleStarsSwitch } from './compatible-stars-switch';
import { DietCheckboxes } from './diet-checkboxes';
import { StarPicker } from './star-picker';

type TextField = Exclude<keyof Filters, 'star' | 'id_verified' | 'compatible' | 'diet'>;
type Errors = Partial<Record<keyof Filters, string>>;
const AGES = SEARCH_AGE_OPTIONS.map((o) => o.value);

/** The left-hand filters of All profiles; `onSearch` receives criteria that passed the checks. */
export function FilterPanel({ initial, onSearch }: { initial: Filters; onSearch: (filters: Filters) => void }) {
  const { t, options, label, locale } = useI18n();
  const [values, setValues] = useState<Filters>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const stateOptions = useStateOptions();
  const heightHintId = useId();
  const cities = useCityOptions(values.state);
  const { user } = useMe();

  const set = (field: TextField, value: string) => {
    setValues((v) => {
      if (field === 'state') return { ...v, state: value, city: '' };
      // A lowest height above the highest leaves the highest open again, as the list no longer offers it.
      if (field === 'height_from' && !heightsFrom(value).includes(v.height_to))
        return { ...v, height_from: value, height_to: '' };
      return { ...v, [field]: value };
    });
    if (errors[field] || (field === 'height_from' && errors.height_to))
      setErrors((e) => ({ ...e, [field]: undefined, height_to: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failure = firstFiltersError(values);
    if (failure) {
      setErrors({ [failure.field]: failure.message });
      notify.error(translate.ref(failure.message), failure.message);
      const control = event.currentTarget.elements.namedItem(failure.field);
      if (control instanceof HTMLSelectElement) control.focus();
      return;
    }
    setErrors({});
    onSearch(values);
  };

  const select = (field: TextField) => ({
    value: values[field],
    error: errors[field],
    name: field,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  const noCities = cities.length === 0;
  // India, anywhere abroad, then every other country by its name in this language (the common ones first).
  const residenceOptions = [
    { value: HOME_COUNTRY, label: t('search.residenceIndia') },
    { value: RESIDENCE_ABROAD, label: t('search.residenceAbroad') },
    ...countryChoices(locale).filter((c) => c.value !== HOME_COUNTRY),
  ];
  const heightOptions = (values: readonly string[]) => values.map((value) => ({ value, label: label('height', value) }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('search.profileFilters')} className="space-y-4">
      <SelectField
        label={t('field.gender')}
        placeholder={t('search.lookingFor')}
        options={options('genderFilter', GENDERS)}
        aria-required="true"
        {...select('gender')}
      />
      <SelectField
        label={t('field.age')}
        placeholder={t('home.agePlaceholder')}
        options={options('searchAge', AGES)}
        aria-required="true"
        {...select('age')}
      />
      <SelectField
        label={t('field.religion')}
        placeholder={t('home.religionPlaceholder')}
        options={options('religion', FILTER_RELIGIONS)}
        aria-required="true"
        {...select('religion')}
      />
      <SelectField
        label={t('field.caste')}
        placeholder={t('search.castePlaceholder')}
        placeholderSelectable
        options={options('caste', FILTER_CASTES)}
        {...select('caste')}
      />
      <SelectField
        label={t('field.state')}
        placeholder={t('home.statePlaceholder')}
        placeholderSelectable
        options={stateOptions}
        {...select('state')}
      />
      <SelectField
        label={t('field.city')}
        placeholder={t('home.cityPlaceholder')}
        placeholderSelectable
        options={cities}
        disabled={noCities}
        title={noCities ? t('home.cityWaiting') : undefined}
        {...select('city')}
      />
      <SelectField
        label={t('search.maritalStatus')}
        placeholder={t('search.anyPlaceholder')}
        placeholderSelectable
        options={options('maritalStatus', MARITAL_STATUSES)}
        {...select('marital_status')}
      />
      <SelectField
        label={t('search.motherTongue')}
        placeholder={t('search.anyPlaceholder')}
        placeholderSelectable
        options={options('motherTongue', MOTHER_TONGUES)}
        {...select('mother_tongue')}
      />
      {/* One under the other: Tamil height labels ('5 அடி 11 அங்குலம்') need the panel's width. */}
      <SelectField
        label={t('search.heightFrom')}
        placeholder={t('search.anyPlaceholder')}
        placeholderSelectable
        options={heightOptions(PROFILE_HEIGHTS)}
        {...select('height_from')}
      />
      <SelectField
        label={t('search.heightTo')}
        placeholder={t('search.anyPlaceholder')}
        placeholderSelectable
        options={heightOptions(heightsFrom(values.height_from))}
        {...(values.height_from && !errors.height_to ? { 'aria-describedby': heightHintId } : {})}
        {...select('height_to')}
      />
      {values.height_from && (
        <p id={heightHintId} className="-mt-2 text-xs text-ink-soft">
          {t('search.heightToHint', { height: label('height', values.height_from) })}
        </p>
      )}
      <StarPicker value={values.star} onChange={(star) => setValues((v) => ({ ...v, star }))} />
      {/* Members only: it compares with their own star, by the porutham rules Matches use. */}
      {user && (
        <CompatibleStarsSwitch
          checked={values.compatible}
          hasStar={Boolean(user.user_details?.star)}
          onChange={(compatible) => setValues((v) => ({ ...v, compatible }))}
        />
      )}
      <DietCheckboxes value={values.diet} onChange={(diet) => setValues((v) => ({ ...v, diet }))} />
      <SelectField
        label={t('search.residenceCountry')}
        placeholder={t('search.anyPlaceholder')}
        placeholderSelectable
        options={residenceOptions}
        {...select('residence_country')}
      />
      <SelectField
        label={t('search.educationLevel')}
        placeholder={t('search.anyPlaceholder')}
        placeholderSelectable
        options={options('educationLevel', EDUCATION_LEVELS)}
        {...select('education_level')}
      />
      <SelectField
        label={t('search.physicalStatus')}
        placeholder={t('search.anyPlaceholder')}
        placeholderSelectable
        options={options('physicalStatus', PHYSICAL_STATUSES)}
        {...select('physical_status')}
      />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="id_verified"
          className="mt-0.5 size-4 shrink-0 accent-maroon-700"
          checked={values.id_verified}
          onChange={(e) => setValues((v) => ({ ...v, id_verified: e.target.checked }))}
        />
        <span className="min-w-0 break-words">{t('idVerification.filter')}</span>
      </label>
      <button type="submit" className="btn-primary w-full">
        <Search className="size-4" aria-hidden="true" />
        {t('home.searchButton')}
      </button>
      <Link
        to={ROUTES.contact}
        className="flex items-center justify-center gap-2 text-sm font-medium text-maroon-700 hover:underline"
      >
        <Mail className="size-4" aria-hidden="true" />
        {t('search.sendQueries')}
      </Link>
    </form>
  );
}
