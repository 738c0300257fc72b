import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import {
  GENDER_OPTIONS,
  HOME_SEARCH_RELIGIONS,
  MESSAGES,
  ROUTES,
  SEARCH_AGE_OPTIONS,
  toOptions,
  type SearchInput,
} from '@inai/shared';
import { SelectField } from '../../../components/select-field';
import { useCities, useStateOptions } from '../../locations/api/use-locations';
import { useAuth } from '../../auth/session/auth-context';
import { profilesApi, type HomeSearchCriteria } from '../../search/api/search-profiles';
import { criteriaToParams, NO_CRITERIA } from '../../search/criteria';

const RELIGION_OPTIONS = toOptions(HOME_SEARCH_RELIGIONS);
const EMPTY: HomeSearchCriteria = { gender: '', age: '', religion: '', state: '', city: '' };

type Errors = Partial<Record<keyof HomeSearchCriteria, string>>;

/** Gender, age and religion are required; state and city are optional (specification section 5). */
export function validateHomeSearch(values: HomeSearchCriteria): Errors {
  const errors: Errors = {};
  if (!values.gender) errors.gender = MESSAGES.search.genderRequired;
  if (!values.age) errors.age = MESSAGES.search.ageRequired;
  if (!values.religion) errors.religion = MESSAGES.search.religionRequired;
  return errors;
}

/** The hero's partner search: five selects, the state choosing the city list. */
export function HomeSearchForm() {
  const [values, setValues] = useState<HomeSearchCriteria>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const { token } = useAuth();
  const stateOptions = useStateOptions();
  const { cities } = useCities(values.state);

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
      const result = await profilesApi.search(values as SearchInput, 1, token);
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

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Search for a partner"
      className="grid gap-3 rounded-2xl bg-white/95 p-4 shadow-xl ring-1 ring-black/5 sm:grid-cols-2 sm:p-5 lg:grid-cols-6"
    >
      <SelectField
        label="Gender"
        hideLabel
        placeholder="Select your Gender"
        options={GENDER_OPTIONS}
        value={values.gender}
        error={errors.gender}
        aria-required="true"
        onChange={(e) => set('gender', e.target.value)}
      />
      <SelectField
        label="Age"
        hideLabel
        placeholder="Select Age Range"
        options={SEARCH_AGE_OPTIONS}
        value={values.age}
        error={errors.age}
        aria-required="true"
        onChange={(e) => set('age', e.target.value)}
      />
      <SelectField
        label="Religion"
        hideLabel
        placeholder="Religion"
        options={RELIGION_OPTIONS}
        value={values.religion}
        error={errors.religion}
        aria-required="true"
        onChange={(e) => set('religion', e.target.value)}
      />
      <SelectField
        label="State"
        hideLabel
        placeholder="Select a State"
        placeholderSelectable
        options={stateOptions}
        value={values.state}
        onChange={(e) => set('state', e.target.value)}
      />
      <SelectField
        label="City"
        hideLabel
        placeholder="Select a City"
        placeholderSelectable
        options={toOptions(cities)}
        value={values.city}
        disabled={cities.length === 0}
        onChange={(e) => set('city', e.target.value)}
      />
      <div>
        <button type="submit" className="btn-primary h-[42px] w-full" disabled={submitting}>
          <Search className="size-4" aria-hidden="true" />
          {submitting ? 'Searching…' : 'Search'}
        </button>
      </div>
    </form>
  );
}
