import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Mail, Search } from 'lucide-react';
import { FILTER_CASTES, FILTER_RELIGIONS, GENDERS, ROUTES, SEARCH_AGE_OPTIONS, toOptions } from '@inai/shared';
import { SelectField } from '../../../components/select-field';
import { t as translate, useI18n } from '../../../lib/i18n';
import { useCities, useStateOptions } from '../../../lib/locations/use-locations';
import { notify } from '../../../lib/notify';
import { firstFilterError, type Criteria } from '../../../lib/search/criteria';

type Errors = Partial<Record<keyof Criteria, string>>;
const AGES = SEARCH_AGE_OPTIONS.map((o) => o.value);

/** The left-hand filters of All profiles; `onSearch` receives criteria that passed the checks. */
export function FilterPanel({ initial, onSearch }: { initial: Criteria; onSearch: (criteria: Criteria) => void }) {
  const { t, options } = useI18n();
  const [values, setValues] = useState<Criteria>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const stateOptions = useStateOptions();
  const { cities } = useCities(values.state);

  const set = (field: keyof Criteria, value: string) => {
    setValues((v) => (field === 'state' ? { ...v, state: value, city: '' } : { ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failure = firstFilterError(values);
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

  const select = (field: keyof Criteria) => ({
    value: values[field],
    error: errors[field],
    name: field,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  const noCities = cities.length === 0;
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
        options={toOptions(cities)}
        disabled={noCities}
        title={noCities ? t('home.cityWaiting') : undefined}
        {...select('city')}
      />
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
