import {
  ageRange,
  COMPATIBLE_STARS,
  dietPreferenceFromStored,
  rangePreferencesFromStored,
  type ListPreference,
  type StarPreference,
  educationLevelsFrom,
  RESIDENCE_ABROAD,
  type EducationLevel,
  birthDatesForAges,
  compatibleStarsWith,
  NO_PREFERENCE,
  preferenceHeightRange,
  preferenceWeightRange,
  profileHeightInches,
  todayInIndia,
  WIDEN_STEP,
  type MatchPreference,
  type SearchCriteria,
  type Star,
  type WidenField,
} from '@inai/shared';
import { papaBalanced } from '../../lib/jathagam/papa-samyam.js';
import { dayNumber, papaCode, type Filter, type Gender, type IndexCriteria } from './index/search-index.js';

/**
 * Criteria as the index takes them: from the search form (strict: a profile without a value
 * does not pass a filter on it), and from a member's partner preferences (Matches).
 */

/** 'Only ID-verified profiles' (docs/decisions/0023), strict: a member not verified does not pass. */
export const ID_VERIFIED_FILTER: Filter = { field: 'id_verified', op: 'eq', value: 'yes' };

/**
 * The home form's and the filter panel's criteria ('Any' or blank is no filter). `ownStar` is the
 * searcher's star when they asked for only compatible stars: the same stars Matches keep.
 */
export function searchCriteria(c: SearchCriteria, today = todayInIndia(), ownStar: Star | null = null): IndexCriteria {
  const { min, max } = ageRange(c.age);
  const filters: Filter[] = [];
  const eq = (field: 'religion' | 'caste' | 'state' | 'city' | 'marital_status' | 'mother_tongue', value: string | null) => {
    if (value) filters.push({ field, op: 'eq', value });
  };
  eq('religion', c.religion === 'Any' ? null : c.religion);
  eq('caste', c.caste);
  eq('state', c.state);
  eq('city', c.city);
  eq('marital_status', c.marital_status);
  eq('mother_tongue', c.mother_tongue);
  if (c.height_from || c.height_to) {
    filters.push({
      field: 'height',
      op: 'range',
      min: profileHeightInches(c.height_from) ?? 1,
      max: profileHeightInches(c.height_to) ?? 255,
    });
  }
  if (c.star) filters.push({ field: 'star', op: 'in', values: c.star });
  if (ownStar) filters.push({ field: 'star', op: 'in', values: compatibleStarsWith(ownStar) });
  if (c.id_verified) filters.push(ID_VERIFIED_FILTER);
  // The Tamil biodata (docs/design.md, "The Tamil biodata"), strict like the rest. An unsaid country was read as India
  // when the member was loaded; 'Abroad' is the residence derived from it.
  if (c.diet) filters.push({ field: 'diet', op: 'in', values: c.diet });
  if (c.physical_status) filters.push({ field: 'physical_status', op: 'eq', value: c.physical_status });
  if (c.residence_country === RESIDENCE_ABROAD) filters.push({ field: 'residence', op: 'eq', value: RESIDENCE_ABROAD });
  else if (c.residence_country) filters.push({ field: 'residence_country', op: 'eq', value: c.residence_country });
  if (c.education_level) filters.push({ field: 'education_level', op: 'in', values: educationLevelsFrom(c.education_level) });
  return { gender: c.gender, ...birthDatesForAges(today, min, max), filters };
}

/** The partner preferences Matches read (a partner_preferences row, or nothing saved). */
export interface PreferenceValues {
  gender?: string | null;
  /** An older band, read only when the range is absent (rangePreferencesFromStored). */
  age?: string | null;
  age_min?: number | null;
  age_max?: number | null;
  /** Castes joined by commas, or 'no_preference'. */
  caste?: string | null;
  /** Stars and 'compatible' joined by commas, or 'no_preference'. */
  stars?: string | null;
  income_floor?: number | null;
  monthly_income?: string | null;
  height?: string | null;
  weight?: string | null;
  marital_status?: string | null;
  job_type?: string | null;
  religion?: string | null;
  dosam?: string | null;
  /** Diets joined by commas, or 'no_preference' (docs/decisions/0041). */
  diet?: string | null;
  smoking?: string | null;
  drinking?: string | null;
  physical_status?: string | null;
  family_values?: string | null;
  residence?: string | null;
  education_level?: string | null;
}

/** The preferences the member set ('no_preference' or empty is not set), as numbers where they are ranges. */
export interface SavedPreferences {
  age: { min: number; max: number } | null;
  height: { min: number; max: number } | null;
  weight: { min: number; max: number } | null;
  religion: string | null;
  /** The castes accepted. */
  caste: string[] | null;
  /** The stars accepted: those chosen, and those compatible with the member's own when asked. */
  stars: string[] | null;
  marital_status: string | null;
  job_type: string | null;
  /** The lowest monthly income accepted, in rupees. */
  income: number | null;
  dosam: string | null;
  /** The diets accepted. */
  diet: string[] | null;
  /** 'No': must not. */
  smoking: string | null;
  drinking: string | null;
  physical_status: string | null;
  family_values: string | null;
  /** 'India' or 'Abroad'. */
  residence: string | null;
  /** The levels accepted: the lowest chosen and every one above it. */
  education_level: string[] | null;
}

const chosen = (v: string | null | undefined) => (v && v !== NO_PREFERENCE ? v : null);

/**
 * The saved preferences as Matches read them. `ownStar` is the member's own star: "compatible
 * with my star" stands for the stars it passes with (none while the member has no star).
 */
export function savedPreferences(p: PreferenceValues | undefined, ownStar: Star | null = null): SavedPreferences {
  const ranges = rangePreferencesFromStored(p ?? {});
  return {
    age: ranges.age_min !== null && ranges.age_max !== null ? { min: ranges.age_min, max: ranges.age_max } : null,
    height: preferenceHeightRange(chosen(p?.height)),
    weight: preferenceWeightRange(chosen(p?.weight)),
    religion: chosen(p?.religion),
    caste: Array.isArray(ranges.castes) ? ranges.castes : null,
    stars: starsAccepted(ranges.stars, ownStar),
    marital_status: chosen(p?.marital_status),
    job_type: chosen(p?.job_type),
    income: ranges.income_floor,
    dosam: chosen(p?.dosam),
    diet: dietList(p?.diet),
    smoking: chosen(p?.smoking),
    drinking: chosen(p?.drinking),
    physical_status: chosen(p?.physical_status),
    family_values: chosen(p?.family_values),
    residence: chosen(p?.residence),
    education_level: levelsFrom(chosen(p?.education_level)),
  };
}

/** The stars a star preference accepts: those chosen, with 'compatible' read as the stars compatible with one's own. */
function starsAccepted(stars: ListPreference<StarPreference>, ownStar: Star | null): string[] | null {
  if (!Array.isArray(stars)) return null;
  const accepted = new Set<string>();
  for (const s of stars) {
    if (s !== COMPATIBLE_STARS) accepted.add(s);
    else if (ownStar) for (const c of compatibleStarsWith(ownStar)) accepted.add(c);
  }
  return accepted.size ? [...accepted] : null;
}

function dietList(stored: string | null | undefined): string[] | null {
  const diets = dietPreferenceFromStored(stored ?? null);
  return Array.isArray(diets) ? diets : null;
}

function levelsFrom(lowest: string | null): string[] | null {
  const levels = lowest ? educationLevelsFrom(lowest as EducationLevel) : [];
  return levels.length ? levels : null;
}

/**
 * The preferences Matches filter on, each with the filter that keeps a profile: the
 * specification's equalities and the biodata's lists. An unknown value passes all of them (it
 * only lowers the score); family values only count in the score, like weight: a matter of
 * degree, not a contradiction.
 */
function softFilters(saved: SavedPreferences): [WidenField, Filter][] {
  const items: [WidenField, Filter][] = [];
  for (const field of ['marital_status', 'job_type', 'dosam', 'smoking', 'drinking', 'physical_status', 'residence'] as const) {
    const value = saved[field];
    if (value) items.push([field, { field, op: 'eq', value, unknownPasses: true }]);
  }
  if (saved.caste) items.push(['caste', { field: 'caste', op: 'in', values: saved.caste, unknownPasses: true }]);
  if (saved.stars) items.push(['stars', { field: 'star', op: 'in', values: saved.stars, unknownPasses: true }]);
  for (const field of ['diet', 'education_level'] as const) {
    const values = saved[field];
    if (values) items.push([field, { field, op: 'in', values, unknownPasses: true }]);
  }
  // A salary that cannot be read as a monthly amount is unknown: it passes, and only lowers the score.
  if (saved.income !== null) items.push(['income', incomeFilter(saved.income, true)]);
  return items;
}

/** Incomes of at least `floor` rupees a month. */
function incomeFilter(floor: number, unknownPasses: boolean): Filter {
  return { field: 'income', op: 'range', min: floor, max: 0xffffffff, unknownPasses };
}

/** Whether a widening would change anything: the preference is set. */
export function widenable(saved: SavedPreferences, field: WidenField): boolean {
  return saved[field] !== null;
}

/** The age range searched, widened or not (18–100 when no preference). */
export function matchAges(saved: SavedPreferences, widen: ReadonlySet<string>): { min: number; max: number } {
  if (!saved.age) return { min: 18, max: 100 };
  if (!widen.has('age')) return saved.age;
  return { min: Math.max(18, saved.age.min - WIDEN_STEP.age), max: Math.min(100, saved.age.max + WIDEN_STEP.age) };
}

/** The height range searched (inches), widened or not; null when no preference. */
export function matchHeights(saved: SavedPreferences, widen: ReadonlySet<string>): { min: number; max: number } | null {
  if (!saved.height) return null;
  if (!widen.has('height')) return saved.height;
  return { min: saved.height.min - WIDEN_STEP.height, max: saved.height.max + WIDEN_STEP.height };
}

/**
 * Matches' filters (docs/decisions/0008): gender, age and religion are strict, as before. The
 * castes, the stars, marital status, height, dosam, job type and the income floor
 * (docs/decisions/0066) let an unknown value pass: a field the profile has
 * not filled is not a contradiction; it lowers the match score instead. So do the biodata's
 * (docs/decisions/0041): the diets accepted, no smoking, no drinking, the physical status, India
 * or abroad (never unknown: an unsaid country is India) and the lowest education level. `widen` relaxes some of
 * them for this search only; `ownStar` keeps only the stars compatible with it (unknown excluded);
 * `chartsAgree` keeps only charts that agree with the member's (chartsAgreeFilters; never widened).
 */
export function matchCriteria(
  gender: Gender,
  saved: SavedPreferences,
  widen: ReadonlySet<string>,
  ownStar: Star | null,
  today = todayInIndia(),
  idVerifiedOnly = false,
  chartsAgree: readonly Filter[] = [],
): IndexCriteria {
  const ages = matchAges(saved, widen);
  const filters: Filter[] = [...chartsAgree];
  if (idVerifiedOnly) filters.push(ID_VERIFIED_FILTER);
  if (saved.religion && !widen.has('religion')) filters.push({ field: 'religion', op: 'eq', value: saved.religion });
  for (const [field, filter] of softFilters(saved)) if (!widen.has(field)) filters.push(filter);
  const heights = matchHeights(saved, widen);
  if (heights) filters.push({ field: 'height', op: 'range', ...heights, unknownPasses: true });
  if (ownStar) filters.push({ field: 'star', op: 'in', values: compatibleStarsWith(ownStar) });
  return {
    gender,
    ...birthDatesForAges(today, ages.min, ages.max),
    filters,
    score: scoreFilters(saved, today).map(([, f]) => f),
  };
}

/**
 * The match score's filters: one per preference the member set, measured against the saved
 * preferences (never the widened ones); an unknown value does not meet it.
 */
export function scoreFilters(saved: SavedPreferences, today = todayInIndia()): [MatchPreference, Filter][] {
  const items: [MatchPreference, Filter][] = [];
  if (saved.age) {
    const { dobFrom, dobTo } = birthDatesForAges(today, saved.age.min, saved.age.max);
    items.push(['age', { field: 'dob', op: 'range', min: dayNumber(dobFrom), max: dayNumber(dobTo) }]);
  }
  if (saved.religion) items.push(['religion', { field: 'religion', op: 'eq', value: saved.religion }]);
  if (saved.caste) items.push(['caste', { field: 'caste', op: 'in', values: saved.caste }]);
  if (saved.stars) items.push(['stars', { field: 'star', op: 'in', values: saved.stars }]);
  if (saved.height) items.push(['height', { field: 'height', op: 'range', ...saved.height }]);
  if (saved.weight) items.push(['weight', { field: 'weight', op: 'range', ...saved.weight }]);
  if (saved.marital_status) items.push(['marital_status', { field: 'marital_status', op: 'eq', value: saved.marital_status }]);
  if (saved.job_type) items.push(['job_type', { field: 'job_type', op: 'eq', value: saved.job_type }]);
  if (saved.income !== null) items.push(['income', incomeFilter(saved.income, false)]);
  if (saved.dosam) items.push(['dosam', { field: 'dosam', op: 'eq', value: saved.dosam }]);
  if (saved.education_level)
    items.push(['education_level', { field: 'education_level', op: 'in', values: saved.education_level }]);
  if (saved.diet) items.push(['diet', { field: 'diet', op: 'in', values: saved.diet }]);
  for (const field of ['smoking', 'drinking', 'physical_status', 'family_values', 'residence'] as const) {
    const value = saved[field];
    if (value) items.push([field, { field, op: 'eq', value }]);
  }
  return items;
}

/** The member's own chart as "charts agree" reads it: chevvai dosham (1 or 0) and the papa samyam total. */
export interface OwnChart {
  chevvai: number;
  papa: number;
}

/** Hundredths of a papa total probed for the balanced range: far past the largest total a chart can have (7). */
const PAPA_PROBE_MAX = 2000;
const papaRanges = new Map<string, { min: number; max: number }>();

/**
 * "Charts agree" (docs/decisions/0079) as the index's filters: the same chevvai dosham (both or
 * neither), and a papa total that papaBalanced finds balanced with the member's own, the woman
 * the bride. `sought` is the gender of the profiles. The papa rule is asked of the totals (it
 * compares totals), each hundredth once per own total, and kept as the range of codes it
 * accepts. Unknown (no chart, or a hidden horoscope) passes neither: such a profile is left out
 * of the filter and never said to disagree.
 */
export function chartsAgreeFilters(own: OwnChart, sought: Gender): Filter[] {
  const key = `${sought}|${own.papa}`;
  let range = papaRanges.get(key);
  if (!range) {
    const mine = { total: own.papa, points: [] };
    let min = Infinity;
    let max = -Infinity;
    for (let hundredths = 0; hundredths <= PAPA_PROBE_MAX; hundredths++) {
      const theirs = { total: hundredths / 100, points: [] };
      // Profiles of men: the member is the bride; of women: the groom.
      const balanced = sought === 'Male' ? papaBalanced(mine, theirs) : papaBalanced(theirs, mine);
      if (!balanced) continue;
      const code = papaCode(theirs.total);
      min = Math.min(min, code);
      max = Math.max(max, code);
    }
    // Nothing balanced: an empty range (min above max) that no code meets.
    range = Number.isFinite(min) ? { min, max } : { min: 1, max: 0 };
    papaRanges.set(key, range);
  }
  return [
    { field: 'chevvai', op: 'eq', value: own.chevvai === 1 ? 'yes' : 'no' },
    { field: 'papa', op: 'range', ...range },
  ];
}
