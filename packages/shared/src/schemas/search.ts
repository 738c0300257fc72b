import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { REQUIRED_SEARCH_MESSAGES } from '../limits.js';
import {
  ANY,
  FILTER_CASTES,
  GENDERS,
  HOME_SEARCH_RELIGIONS,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  PROFILE_HEIGHTS,
  PROFILE_RELIGIONS,
  SEARCH_AGE_OPTIONS,
  STARS,
} from '../options.js';
import { heightRangeReversed } from '../measures.js';
import { DIETS, EDUCATION_LEVELS, PHYSICAL_STATUSES, RESIDENCE_ABROAD, type Diet } from '../biodata.js';
import { isCountry } from '../countries.js';
import { LAST_ACTIVE_BANDS } from '../last-active.js';
import { MATCH_PREFERENCES } from '../profiles.js';
import { pagination } from './pagination.js';
import { cardPoruthamSchema } from './porutham.js';

const SEARCH_AGES = SEARCH_AGE_OPTIONS.map((o) => o.value) as [string, ...string[]];
/** The home form offers fewer religions than a profile can hold; search accepts them all, and 'Any'. */
const SEARCH_RELIGIONS = [ANY, ...new Set([...HOME_SEARCH_RELIGIONS.slice(1), ...PROFILE_RELIGIONS])] as [string, ...string[]];
const SEARCH_CASTES = [...FILTER_CASTES] as [string, ...string[]];

/** An optional choice from a list: '', 'Any' or absent means "any". */
function anyOf<V extends string>(values: readonly V[]) {
  return z
    .union([z.literal(''), z.literal(ANY), z.enum(values as [V, ...V[]], { error: messageRef('search.badChoice') })], {
      error: messageRef('search.badChoice'),
    })
    .nullish()
    .transform((v) => (v && v !== ANY ? (v as V) : null));
}

/** One star or a list of them (the filter panel may choose several): null means any star. */
const stars = z
  .union(
    [
      z.enum(STARS, { error: messageRef('search.badChoice') }),
      z.array(z.enum(STARS, { error: messageRef('search.badChoice') })).max(STARS.length),
    ],
    {
      error: messageRef('search.badChoice'),
    },
  )
  .nullish()
  .transform((v) => {
    const list = v === null || v === undefined ? [] : typeof v === 'string' ? [v] : [...new Set(v)];
    return list.length ? list.sort((a, b) => STARS.indexOf(a) - STARS.indexOf(b)) : null;
  });

/** One diet or a list of them (the filter panel ticks several: any of them); null means any diet. */
const diets = z
  .union(
    [
      z.enum(DIETS, { error: messageRef('search.badChoice') }),
      z.array(z.enum(DIETS, { error: messageRef('search.badChoice') })).max(DIETS.length),
    ],
    { error: messageRef('search.badChoice') },
  )
  .nullish()
  .transform((v): Diet[] | null => {
    const list = v === null || v === undefined ? [] : typeof v === 'string' ? [v] : v;
    const chosen = DIETS.filter((d) => list.includes(d));
    return chosen.length ? chosen : null;
  });

/**
 * Where the member lives: a country of the bundled list (India included), or 'Abroad' for any
 * country but India; '', 'Any' or absent is anywhere. A member who has not said lives in India.
 */
const residenceCountry = z
  .string({ error: messageRef('search.badChoice') })
  .max(100, { error: messageRef('search.badChoice') })
  .refine((v) => v === '' || v === ANY || v === RESIDENCE_ABROAD || isCountry(v), { error: messageRef('search.badChoice') })
  .nullish()
  .transform((v) => (v && v !== ANY ? v : null));

/** Optional text choice: blank or absent means "any". */
const place = (max: number) =>
  z
    .string({ error: messageRef('search.badPlace') })
    .trim()
    .max(max, { error: messageRef('search.badPlace') })
    .regex(/^[\p{L}\p{M} .'()&-]*$/u, { error: messageRef('search.badPlace') })
    .nullish()
    .transform((v) => v || null);

const paging = pagination();

/**
 * 'Only compatible stars' (true or 'true'): stars that pass Rajju and Vedhai with the member's
 * own (compatibleStarsWith, the porutham rules); absent or false is no filter.
 */
const compatibleStars = z
  .union([z.boolean(), z.literal('true'), z.literal('false')], { error: messageRef('search.badChoice') })
  .optional()
  .transform((v) => v === true || v === 'true');

/**
 * 'Only ID-verified profiles' (true, 'true' or '1'); absent, false, 'false', '0' or blank is no
 * filter.
 */
const idVerifiedOnly = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])], { error: messageRef('search.badChoice') })
  .nullish()
  .transform((v) => v === true || v === '1' || v === 'true');

/**
 * POST /api/search: the home form and the filter panel. Gender, age and religion are required
 * (in that order, as the filter panel checks them); caste, state and city are optional.
 */
export const searchSchema = z
  .object({
    gender: z.enum(GENDERS, { error: messageRef(REQUIRED_SEARCH_MESSAGES.gender) }),
    age: z.enum(SEARCH_AGES, { error: messageRef(REQUIRED_SEARCH_MESSAGES.age) }),
    religion: z.enum(SEARCH_RELIGIONS, { error: messageRef(REQUIRED_SEARCH_MESSAGES.religion) }),
    caste: z
      .union([z.literal(''), z.enum(SEARCH_CASTES, { error: messageRef('search.badCaste') })], {
        error: messageRef('search.badCaste'),
      })
      .nullish()
      .transform((v) => (v && v !== ANY ? v : null)),
    state: place(100),
    city: place(100),
    // Filters beyond the specification's.
    marital_status: anyOf(MARITAL_STATUSES),
    mother_tongue: anyOf(MOTHER_TONGUES),
    /** Profile height option values ('5.4'); either end may be left out. */
    height_from: anyOf(PROFILE_HEIGHTS),
    height_to: anyOf(PROFILE_HEIGHTS),
    star: stars,
    /** Members only: a 400 `star_first` without a star of one's own, a 401 for a visitor. */
    compatible_stars: compatibleStars,
    id_verified: idVerifiedOnly,
    // The Tamil biodata (docs/design.md, "The Tamil biodata").
    diet: diets,
    physical_status: anyOf(PHYSICAL_STATUSES),
    residence_country: residenceCountry,
    /** This level or higher (educationLevelsFrom). */
    education_level: anyOf(EDUCATION_LEVELS),
    ...paging,
  })
  .refine((c) => !heightRangeReversed(c.height_from, c.height_to), {
    error: messageRef('search.badHeightRange'),
    path: ['height_to'],
  });
export type SearchInput = z.input<typeof searchSchema>;
export type SearchCriteria = z.output<typeof searchSchema>;

/**
 * The preferences a Matches search may widen when it finds nobody: age and height by a step
 * either way, the others to "any". The saved preferences never change.
 */
export const WIDEN_FIELDS = [
  'age',
  'height',
  'religion',
  'caste',
  'stars',
  'marital_status',
  'job_type',
  'income',
  'dosam',
  // The Tamil biodata's preferences that Matches filter on (family values only count in the score).
  'education_level',
  'diet',
  'smoking',
  'drinking',
  'physical_status',
  'residence',
] as const;
export type WidenField = (typeof WIDEN_FIELDS)[number];
/** How far one widening moves a range: years of age, inches of height, each way. */
export const WIDEN_STEP = { age: 5, height: 3 } as const;

/** How Matches may be ordered: the best match first (as always), or charts that agree first. */
export const MATCHES_SORTS = ['match', 'charts_agree'] as const;
export type MatchesSort = (typeof MATCHES_SORTS)[number];

/**
 * POST /api/loggedInSearch: the criteria come from the member's partner preferences.
 * `compatible_stars` keeps only stars that pass Rajju and Vedhai with the member's own (a 400
 * when the member has not saved a star); `widen` lists the preferences widened for this search.
 */
export const loggedInSearchSchema = z.object({
  ...paging,
  id_verified: idVerifiedOnly,
  compatible_stars: compatibleStars,
  /**
   * Only members whose chart agrees with the member's own (docs/decisions/0079): no chevvai
   * mismatch and papa samyam balanced. A 400 `birth_time_first` without a birth time of one's own.
   */
  charts_agree: idVerifiedOnly,
  /** 'charts_agree': those whose chart agrees come first, then the best match as usual (the same 400). */
  sort: z.enum(MATCHES_SORTS, { error: messageRef('search.badChoice') }).optional(),
  widen: z
    .array(z.enum(WIDEN_FIELDS, { error: messageRef('search.badChoice') }), { error: messageRef('search.badChoice') })
    .max(WIDEN_FIELDS.length, { error: messageRef('search.badChoice') })
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
});
export type LoggedInSearchInput = z.input<typeof loggedInSearchSchema>;
export type LoggedInSearchCriteria = z.output<typeof loggedInSearchSchema>;

/** The age range of a search age option ('61 to 70' is labelled '60 & above'). */
export function ageRange(value: string): { min: number; max: number } {
  const [min, max] = value.split(' to ').map(Number) as [number, number];
  return { min, max };
}

/** POST /api/sendInterest */
export const sendInterestSchema = z.object({
  partner_id: z.coerce
    .number({ error: messageRef('interests.badPartner') })
    .int({ error: messageRef('interests.badPartner') })
    .positive({ error: messageRef('interests.badPartner') }),
  status: z.literal('Requested', { error: messageRef('interests.badStatus') }).optional(),
});

/** POST /api/getUserDetails */
export const userDetailsSchema = z.object({
  user_id: z.coerce
    .number({ error: messageRef('profileDetails.notFound') })
    .int({ error: messageRef('profileDetails.notFound') })
    .positive({ error: messageRef('profileDetails.notFound') }),
});

/** How many of the member's preferences a profile meets, and which (MATCH_PREFERENCES, in that order). */
export const matchScoreSchema = z.object({
  met: z.number().int(),
  /** The number of preferences the member set. */
  total: z.number().int(),
  items: z.array(z.object({ key: z.enum(MATCH_PREFERENCES), met: z.boolean() })),
});
export type MatchScore = z.output<typeof matchScoreSchema>;

/**
 * A result card (specification section 3, Match / search result profile, plus what the card
 * shows): what any viewer may see of a member, in search, Matches, the shortlist and viewers.
 */
export const profileCardSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  gender: z.string().nullable(),
  /** Null when there is no photo, or the member locked their photos. */
  profile_picture: z.string().nullable(),
  /** The picture is the server-blurred copy (a viewer without a plan). */
  picture_blurred: z.boolean(),
  photos_locked: z.boolean(),
  degree: z.string().nullable(),
  job_type: z.string().nullable(),
  age: z.number().int().nullable(),
  height: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** An operator approved a government ID of this member (the 'ID verified' badge). Always sent by the server. */
  id_verified: z.boolean().optional(),
  /** The member proved their mobile number by a texted code (the 'Mobile verified' badge, ours). Always sent by the server. */
  phone_verified: z.boolean().optional(),
  /** The profile has at least one co-manager: the card says 'Managed with family' (ours). Always sent by the server. */
  managed_with_family: z.boolean().optional(),
  /** The member's diet (docs/design.md, "The Tamil biodata"); null when not said. Always sent by the server. */
  diet: z.string().nullable().optional(),
  /** Where the member lives (an English country name; India when not said). */
  residence_country: z.string().optional(),
  /** Star, raasi and caste (option values; null when not said). Always sent by the server. */
  star: z.string().nullable().optional(),
  raasi: z.string().nullable().optional(),
  caste: z.string().nullable().optional(),
  /**
   * When the member was last active, as a band of India days (ours, docs/decisions/0052): null
   * past a month, when the member hides it, when the viewer hides their own, and for visitors.
   * Never a time. Always sent by the server.
   */
  last_active: z.enum(LAST_ACTIVE_BANDS).nullable().optional(),
  /** Matches only: how many of the member's preferences this profile meets, and which. */
  match: matchScoreSchema.optional(),
  /** Matches only: the porutham count with the member's star; null when either star is unknown. */
  porutham: cardPoruthamSchema.nullable().optional(),
  /**
   * Matches only: the two birth charts agree (no chevvai mismatch, papa samyam balanced; the woman
   * is the bride). Null unless both have a birth time and the member shows their horoscope: a
   * missing chart never reads as charts that disagree (docs/decisions/0079).
   */
  charts_agree: z.boolean().nullable().optional(),
});
export type ProfileCard = z.output<typeof profileCardSchema>;

/** A page of cards (docs/api.md, "Paged search"): search's, and the shortlist's. */
export const cardPageSchema = z.object({
  success: z.boolean(),
  data: z.array(profileCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** What a widening may relax: a preference, or "only compatible stars". */
export const WIDEN_CHOICES = [...WIDEN_FIELDS, 'compatible_stars'] as const;
export type WidenChoice = (typeof WIDEN_CHOICES)[number];

/**
 * When Matches (or today's matches) find nobody new: the preference that shuts out the most
 * profiles and how many more widening it brings. `range` is the widened age (years) or height
 * (inches) for the button's text. When no single widening brings anyone, `also` lists the
 * further preferences to widen with it (the fewest that do).
 */
export const widenSuggestionSchema = z.object({
  field: z.enum(WIDEN_CHOICES),
  more: z.number().int(),
  range: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  also: z.array(z.enum(WIDEN_CHOICES)).optional(),
});
export type WidenSuggestion = z.output<typeof widenSuggestionSchema>;

/**
 * search and loggedInSearch: a page of cards and, for Matches that found nobody, the widening that
 * would help most (null when none would).
 */
export const searchPageSchema = cardPageSchema.extend({ widen: widenSuggestionSchema.nullable().optional() });
export type SearchPage = z.output<typeof searchPageSchema>;
