import {
  DIETS,
  EDUCATION_LEVELS,
  heightRangeReversed,
  isCountry,
  PHYSICAL_STATUSES,
  RESIDENCE_ABROAD,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  PROFILE_HEIGHTS,
  profileHeightInches,
  STARS,
  type SearchInput,
} from '@inai/shared';
import {
  criteriaFromParams,
  criteriaToParams,
  firstFilterError,
  NO_CRITERIA,
  toSearchInput,
  type Criteria,
} from '../../../lib/search/criteria';

/**
 * The filter panel's criteria: the home form's (lib/search/criteria.ts, which the home page
 * shares) and the filters only All profiles offers. These stay in the search feature, so the home
 * page's first download does not carry them.
 */
export interface Filters extends Criteria {
  marital_status: string;
  mother_tongue: string;
  /** Profile height option values ('5.4'); either end may be left out. */
  height_from: string;
  height_to: string;
  /** Several stars may be chosen; none means any star. */
  star: string[];
  /** 'Only ID-verified profiles' (id_verified=1 in the address). */
  id_verified: boolean;
  /** Members only: 'Only compatible stars' with their own (compatible=1), as on Matches. */
  compatible: boolean;
  /** Several diets may be ticked: any of them; none means any diet. */
  diet: string[];
  physical_status: string;
  /** 'India', 'Abroad' (any country but India) or one country; '' is anywhere. */
  residence_country: string;
  /** This level or higher. */
  education_level: string;
}

export const NO_FILTERS: Filters = {
  ...NO_CRITERIA,
  marital_status: '',
  mother_tongue: '',
  height_from: '',
  height_to: '',
  star: [],
  id_verified: false,
  compatible: false,
  diet: [],
  physical_status: '',
  residence_country: '',
  education_level: '',
};

const EXTRA_CHOICES = {
  marital_status: MARITAL_STATUSES,
  mother_tongue: MOTHER_TONGUES,
  height_from: PROFILE_HEIGHTS,
  height_to: PROFILE_HEIGHTS,
  physical_status: PHYSICAL_STATUSES,
  education_level: EDUCATION_LEVELS,
} as const satisfies Partial<Record<keyof Filters, readonly string[]>>;
type ExtraField = keyof typeof EXTRA_CHOICES;
const EXTRA_FIELDS = Object.keys(EXTRA_CHOICES) as ExtraField[];

/** What the residence list offers: anywhere abroad, or one country of the bundled list (India included). */
export function isResidenceChoice(value: string): boolean {
  return value === RESIDENCE_ABROAD || isCountry(value);
}

/** A height option's place in the list: higher is taller. */
const heightOrder = (value: string) => profileHeightInches(value) ?? -1;

/** The heights the 'highest' list offers once the lowest is chosen: none below it. */
export function heightsFrom(from: string): readonly string[] {
  return from ? PROFILE_HEIGHTS.filter((h) => heightOrder(h) >= heightOrder(from)) : PROFILE_HEIGHTS;
}

/**
 * The criteria in the address (/allprofiles?…&marital_status=Divorced&star=Aswini&star=Bharani),
 * so Back, a reload and the pager keep them. What the lists do not hold (an old or edited link)
 * is dropped rather than sent, and a height range upside down loses its top.
 */
export function filtersFromParams(params: URLSearchParams): { filters: Filters; page: number } {
  const { criteria, page } = criteriaFromParams(params);
  const filters: Filters = { ...NO_FILTERS, ...criteria };
  for (const field of EXTRA_FIELDS) {
    const value = params.get(field) ?? '';
    filters[field] = (EXTRA_CHOICES[field] as readonly string[]).includes(value) ? value : '';
  }
  if (heightRangeReversed(filters.height_from, filters.height_to)) filters.height_to = '';
  const chosen = new Set(params.getAll('star'));
  filters.star = STARS.filter((s) => chosen.has(s));
  filters.id_verified = params.get('id_verified') === '1';
  filters.compatible = params.get('compatible') === '1';
  const diets = new Set(params.getAll('diet'));
  filters.diet = DIETS.filter((d) => diets.has(d));
  const country = params.get('residence_country') ?? '';
  filters.residence_country = isResidenceChoice(country) ? country : '';
  return { filters, page };
}

export function filtersToParams(filters: Filters, page: number): URLSearchParams {
  const params = criteriaToParams(filters, 1);
  for (const field of EXTRA_FIELDS) if (filters[field]) params.set(field, filters[field]);
  for (const star of filters.star) params.append('star', star);
  if (filters.id_verified) params.set('id_verified', '1');
  if (filters.compatible) params.set('compatible', '1');
  for (const diet of filters.diet) params.append('diet', diet);
  if (filters.residence_country) params.set('residence_country', filters.residence_country);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The panel's checks: the required three first (criteria.ts), then the height range. */
export function firstFiltersError(values: Filters): { field: keyof Filters; message: string } | null {
  const failure = firstFilterError(values);
  if (failure) return failure;
  if (heightRangeReversed(values.height_from, values.height_to)) {
    return { field: 'height_to', message: 'search.badHeightRange' };
  }
  return null;
}

/** The body of a search call; unchosen filters are left out. */
export function toFiltersInput(filters: Filters): SearchInput {
  const input: SearchInput = toSearchInput(filters);
  if (filters.marital_status) input.marital_status = filters.marital_status as SearchInput['marital_status'];
  if (filters.mother_tongue) input.mother_tongue = filters.mother_tongue as SearchInput['mother_tongue'];
  if (filters.height_from) input.height_from = filters.height_from as SearchInput['height_from'];
  if (filters.height_to) input.height_to = filters.height_to as SearchInput['height_to'];
  if (filters.star.length) input.star = filters.star as SearchInput['star'];
  if (filters.id_verified) input.id_verified = true;
  if (filters.compatible) input.compatible_stars = true;
  if (filters.diet.length) input.diet = filters.diet as SearchInput['diet'];
  if (filters.physical_status) input.physical_status = filters.physical_status as SearchInput['physical_status'];
  if (filters.residence_country) input.residence_country = filters.residence_country;
  if (filters.education_level) input.education_level = filters.education_level as SearchInput['education_level'];
  return input;
}
