import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { LIMITS, REQUIRED_SEARCH_MESSAGES } from '../limits.js';
import { ANY, FILTER_CASTES, GENDERS, HOME_SEARCH_RELIGIONS, PROFILE_RELIGIONS, SEARCH_AGE_OPTIONS } from '../options.js';

const SEARCH_AGES = SEARCH_AGE_OPTIONS.map((o) => o.value) as [string, ...string[]];
/** The home form offers fewer religions than a profile can hold; search accepts them all, and 'Any'. */
const SEARCH_RELIGIONS = [ANY, ...new Set([...HOME_SEARCH_RELIGIONS.slice(1), ...PROFILE_RELIGIONS])] as [string, ...string[]];
const SEARCH_CASTES = [...FILTER_CASTES] as [string, ...string[]];

/** Optional text choice: blank or absent means "any". */
const place = (max: number) =>
  z
    .string({ error: messageRef('search.badPlace') })
    .trim()
    .max(max, { error: messageRef('search.badPlace') })
    .regex(/^[\p{L}\p{M} .'()&-]*$/u, { error: messageRef('search.badPlace') })
    .nullish()
    .transform((v) => v || null);

const pagination = {
  page: z.coerce
    .number({ error: messageRef('search.badPage') })
    .int({ error: messageRef('search.badPage') })
    .min(1, { error: messageRef('search.badPage') })
    .max(LIMITS.maxPage, { error: messageRef('search.badPage') })
    .default(1),
  pageSize: z.coerce
    .number({ error: messageRef('search.badPage') })
    .int({ error: messageRef('search.badPage') })
    .min(1, { error: messageRef('search.badPage') })
    .max(LIMITS.maxPageSize, { error: messageRef('search.badPage') })
    .default(LIMITS.pageSize),
};

/**
 * POST /api/search: the home form and the filter panel. Gender, age and religion are required
 * (in that order, as the filter panel checks them); caste, state and city are optional.
 */
export const searchSchema = z.object({
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
