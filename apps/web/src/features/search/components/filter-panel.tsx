import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Mail, Search } from 'lucide-react';
import {
  FILTER_CASTES,
  FILTER_RELIGIONS,
  GENDER_FILTER_OPTIONS,
  MESSAGES,
  ROUTES,
  SEARCH_AGE_OPTIONS,
  toOptions,
} from '@inai/shared';
import { SelectField } from '../../../components/select-field';
import { notify } from '../../../lib/notify';
import { useCities, useStateOptions } from '../../locations/api/use-locations';
import type { Criteria } from '../criteria';

type Errors = Partial<Record<keyof Criteria, string>>;

/**
 * The filter panel's checks (specification section 5): gender, then age, then religion; the
 * first that fails stops the search. Caste, state and city are optional.
 */
export function firstFilterError(values: Criteria): { field: keyof Criteria; message: string } | null {
  if (!values.gender) return { field: 'gender', message: MESSAGES.search.genderRequired };
  if (!values.age) return { field: 'age', message: MESSAGES.search.ageRequired };
  if (!values.religion) return { field: 'religion', message: MESSAGES.search.religionRequired };
  return null;
}

const RELIGIONS = toOptions(FILTER_RELIGIONS);
const CASTE_OPTIONS = toOptions(FILTER_CASTES);

/** The left-hand filters of All profiles; `onSearch` receives criteria that passed the checks. */
export function FilterPanel({ initial, onSearch }: { initial: Criteria; onSearch: (criteria: Criteria) => void }) {
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
      notify.error(failure.message, failure.message);
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

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile filters" className="space-y-4">
      <SelectField
        label="Gender"
        placeholder="Looking for"
        options={GENDER_FILTER_OPTIONS}
        aria-required="true"
        {...select('gender')}
      />
      <SelectField
        label="Age"
        placeholder="Select Age Range"
        options={SEARCH_AGE_OPTIONS}
        aria-required="true"
        {...select('age')}
      />
      <SelectField label="Religion" placeholder="Religion" options={RELIGIONS} aria-required="true" {...select('religion')} />
      <SelectField label="Caste" placeholder="Caste" placeholderSelectable options={CASTE_OPTIONS} {...select('caste')} />
      <SelectField label="State" placeholder="Select a State" placeholderSelectable options={stateOptions} {...select('state')} />
      <SelectField
        label="City"
        placeholder="Select a City"
        placeholderSelectable
        options={toOptions(cities)}
        disabled={cities.length === 0}
        {...select('city')}
      />
      <button type="submit" className="btn-primary w-full">
        <Search className="size-4" aria-hidden="true" />
        Search
      </button>
      <Link
        to={ROUTES.contact}
        className="flex items-center justify-center gap-2 text-sm font-medium text-maroon-700 hover:underline"
      >
        <Mail className="size-4" aria-hidden="true" />
        {MESSAGES.search.sendQueries}
      </Link>
    </form>
  );
}
