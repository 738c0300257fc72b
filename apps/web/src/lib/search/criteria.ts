import { firstMissingSearchField, REQUIRED_SEARCH_MESSAGES, type SearchInput } from '@inai/shared';

/** What the filter panel holds; empty strings are unchosen. */
export interface Criteria {
  gender: string;
  age: string;
  religion: string;
  caste: string;
  state: string;
  city: string;
}

export const NO_CRITERIA: Criteria = { gender: '', age: '', religion: '', caste: '', state: '', city: '' };
const FIELDS = Object.keys(NO_CRITERIA) as (keyof Criteria)[];

/**
 * The search lives in the address (/allprofiles?gender=Female&age=…&page=2), so a reload, the
 * Back button or a shared link shows the same results.
 */
export function criteriaFromParams(params: URLSearchParams): { criteria: Criteria; page: number } {
  const criteria = { ...NO_CRITERIA };
  for (const field of FIELDS) criteria[field] = params.get(field) ?? '';
  const page = Number(params.get('page'));
  return { criteria, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function criteriaToParams(criteria: Criteria, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) if (criteria[field]) params.set(field, criteria[field]);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Whether the three required choices are made (the results need them). */
export function isComplete(criteria: Criteria): boolean {
  return firstMissingSearchField(criteria) === undefined;
}

/**
 * The filter panel's checks (specification section 5): gender, then age, then religion; the
 * first that fails stops the search. The message is a catalogue key (the field shows it in the
 * screen's language). Caste, state and city are optional.
 */
export function firstFilterError(values: Criteria): { field: keyof Criteria; message: string } | null {
  const field = firstMissingSearchField(values);
  return field ? { field, message: REQUIRED_SEARCH_MESSAGES[field] } : null;
}

/** The body of a search call; unchosen optional filters are left out. */
export function toSearchInput(criteria: Criteria): SearchInput {
  return {
    gender: criteria.gender as SearchInput['gender'],
    age: criteria.age as SearchInput['age'],
    religion: criteria.religion as SearchInput['religion'],
    ...(criteria.caste ? { caste: criteria.caste as SearchInput['caste'] } : {}),
    ...(criteria.state ? { state: criteria.state } : {}),
    ...(criteria.city ? { city: criteria.city } : {}),
  };
}
