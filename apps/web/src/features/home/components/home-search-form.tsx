import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import {
  GENDERS,
  HOME_SEARCH_RELIGIONS,
  REQUIRED_SEARCH_FIELDS,
  REQUIRED_SEARCH_MESSAGES,
  ROUTES,
  SEARCH_AGE_OPTIONS,
  type SearchInput,
} from '@inai/shared';
import { SelectField } from '../../../components/select-field';
import { useCityOptions, useStateOptions } from '../../../lib/api/locations';
import { searchProfiles } from '../../../lib/api/search';
import { useI18n } from '../../../lib/i18n';
import { criteriaToParams, NO_CRITERIA } from '../../../lib/search/criteria';

/** The home form's criteria (specification section 7, `search`). */
interface HomeSearchCriteria {
  gender: string;
  age: string;
  religion: string;
  state: string;
  city: string;
}

const EMPTY: HomeSearchCriteria = { gender: '', age: '', religion: '', state: '', city: '' };
const AGES = SEARCH_AGE_OPTIONS.map((o) => o.value);

/** Field messages as catalogue references: the fields write them in the screen's language. */
type Errors = Partial<Record<keyof HomeSearchCriteria, string>>;

/** Gender, age and religion are required; state and city are optional (specification section 5). */
export function validateHomeSearch(values: HomeSearchCriteria): Errors {
  const errors: Errors = {};
  for (const field of REQUIRED_SEARCH_FIELDS) if (!values[field]) errors[field] = REQUIRED_SEARCH_MESSAGES[field];
  return errors;
}

/** The hero's partner search: five selects, the state choosing the city list. */
export function HomeSearchForm() {
  const { t, options } = useI18n();
  const [values, setValues] = useState<HomeSearchCriteria>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const stateOptions = useStateOptions();
  const cities = useCityOptions(values.state);

  const set = (field: keyof HomeSearchCriteria, value: string) => {
    setValues((v) => (field === 'state' ? { ...v, state: value, city: '' } : { ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateHomeSearch(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      const result = await searchProfiles(values as SearchInput, 1);
      // The results travel with the navigation (specification: searchResults); the criteria go
      // in the address, so the results page can page on, and reload, from there.
      void navigate(
        { pathname: ROUTES.allProfiles, search: criteriaToParams({ ...NO_CRITERIA, ...values }, 1).toString() },
        { state: { searchResults: result.data, searchAnswer: result } },
      );
    } catch (err) {
      // Specification: a failed home search shows nothing on the form; it is only logged.
      console.error('Failed', err);
    } finally {
      setSubmitting(false);
    }
  };

  const noCities = cities.length === 0;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('home.searchForm')}
      className="grid gap-3 rounded-2xl bg-white/95 p-4 shadow-xl ring-1 ring-black/5 sm:grid-cols-2 sm:p-5 lg:grid-cols-6"
    >
      <SelectField
        label={t('field.gender')}
        hideLabel
        placeholder={t('home.genderPlaceholder')}
        options={options('gender', GENDERS)}
        value={values.gender}
        error={errors.gender}
        aria-required="true"
        onChange={(e) => set('gender', e.target.value)}
      />
      <SelectField
        label={t('field.age')}
        hideLabel
        placeholder={t('home.agePlaceholder')}
        options={options('searchAge', AGES)}
        value={values.age}
        error={errors.age}
        aria-required="true"
        onChange={(e) => set('age', e.target.value)}
      />
      <SelectField
        label={t('field.religion')}
        hideLabel
        placeholder={t('home.religionPlaceholder')}
        options={options('religion', HOME_SEARCH_RELIGIONS)}
        value={values.religion}
        error={errors.religion}
        aria-required="true"
        onChange={(e) => set('religion', e.target.value)}
      />
      <SelectField
        label={t('field.state')}
        hideLabel
        placeholder={t('home.statePlaceholder')}
        placeholderSelectable
        options={stateOptions}
        value={values.state}
        onChange={(e) => set('state', e.target.value)}
      />
      <SelectField
        label={t('field.city')}
        hideLabel
        placeholder={t('home.cityPlaceholder')}
        placeholderSelectable
        options={cities}
        value={values.city}
        disabled={noCities}
        title={noCities ? t('home.cityWaiting') : undefined}
        onChange={(e) => set('city', e.target.value)}
      />
      <div>
        <button type="submit" className="btn-primary h-[42px] w-full" disabled={submitting}>
          <Search className="size-4" aria-hidden="true" />
          {submitting ? t('home.searching') : t('home.searchButton')}
        </button>
      </div>
    </form>
  );
}
