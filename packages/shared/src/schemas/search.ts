import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { ANY, FILTER_CASTES, GENDERS, HOME_SEARCH_RELIGIONS, PROFILE_RELIGIONS, SEARCH_AGE_OPTIONS } from '../options.js';

const S = MESSAGES.search;
const SEARCH_AGES = SEARCH_AGE_OPTIONS.map((o) => o.value) as [string, ...string[]];
/** The home form offers fewer religions than a profile can hold; search accepts them all, and 'Any'. */
const SEARCH_RELIGIONS = [ANY, ...new Set([...HOME_SEARCH_RELIGIONS.slice(1), ...PROFILE_RELIGIONS])] as [string, ...string[]];
const SEARCH_CASTES = [...FILTER_CASTES] as [string, ...string[]];

/** Optional text choice: blank or absent means "any". */
const place = (max: number) =>
  z
    .string({ error: S.badPlace })
    .trim()
    .max(max, { error: S.badPlace })
    .regex(/^[\p{L}\p{M} .'()&-]*$/u, { error: S.badPlace })
    .nullish()
    .transform((v) => v || null);

export const MAX_PAGE_SIZE = 24;
/** Deeper pages than this are refused: nobody reads 10,000 pages, and a crawler should not. */
export const MAX_PAGE = 10_000;

const pagination = {
  page: z.coerce
    .number({ error: S.badPage })
    .int({ error: S.badPage })
    .min(1, { error: S.badPage })
    .max(MAX_PAGE, { error: S.badPage })
    .default(1),
  pageSize: z.coerce
    .number({ error: S.badPage })
    .int({ error: S.badPage })
    .min(1, { error: S.badPage })
    .max(MAX_PAGE_SIZE, { error: S.badPage })
    .default(4),
};

/**
 * POST /api/search: the home form and the filter panel. Gender, age and religion are required
 * (in that order, as the filter panel checks them); caste, state and city are optional.
 */
export const searchSchema = z.object({
  gender: z.enum(GENDERS, { error: S.genderRequired }),
  age: z.enum(SEARCH_AGES, { error: S.ageRequired }),
  religion: z.enum(SEARCH_RELIGIONS, { error: S.religionRequired }),
  caste: z
    .union([z.literal(''), z.enum(SEARCH_CASTES, { error: S.badCaste })], { error: S.badCaste })
    .nullish()
    .transform((v) => (v && v !== ANY ? v : null)),
  state: place(100),
  city: place(100),
  ...pagination,
});
export type SearchInput = z.input<typeof searchSchema>;
export type SearchCriteria = z.output<typeof searchSchema>;

/** POST /api/loggedInSearch: the criteria come from the member's partner preferences. */
export const loggedInSearchSchema = z.object(pagination);

/** The age range of a search age option ('61 to 70' is labelled '60 & above'). */
export function ageRange(value: string): { min: number; max: number } {
  const [min, max] = value.split(' to ').map(Number) as [number, number];
  return { min, max };
}

/** POST /api/sendInterest */
export const sendInterestSchema = z.object({
  partner_id: z.coerce
    .number({ error: MESSAGES.interests.badPartner })
    .int({ error: MESSAGES.interests.badPartner })
    .positive({ error: MESSAGES.interests.badPartner }),
  status: z.literal('Requested', { error: MESSAGES.interests.badStatus }).optional(),
});

/** POST /api/getUserDetails */
export const userDetailsSchema = z.object({
  user_id: z.coerce
    .number({ error: MESSAGES.profileDetails.notFound })
    .int({ error: MESSAGES.profileDetails.notFound })
    .positive({ error: MESSAGES.profileDetails.notFound }),
});
