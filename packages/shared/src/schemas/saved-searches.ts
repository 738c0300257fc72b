import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { GENDERS } from '../options.js';
import { searchSchema, type SearchCriteria } from './search.js';

/**
 * Saved searches (ours), for both sides: how many a member keeps, how long a name may be, and
 * how many new profiles of one search an alert mail lists (the rest are behind its link).
 */
export const SAVED_SEARCH_LIMITS = { max: 5, nameMax: 60, perMail: 5 } as const;

/** The criteria a saved search keeps: what search takes, without the page. */
export type SavedSearchCriteria = Omit<SearchCriteria, 'page' | 'pageSize'>;

/** A name as the member typed it, without spaces around it: 1 to 60 characters. */
const name = z
  .string({ error: messageRef('savedSearches.nameRequired') })
  .trim()
  .min(1, { error: messageRef('savedSearches.nameRequired') })
  .max(SAVED_SEARCH_LIMITS.nameMax, { error: messageRef('savedSearches.nameTooLong', { max: SAVED_SEARCH_LIMITS.nameMax }) });

const alerts = z.boolean({ error: messageRef('savedSearches.badAlerts') });

/**
 * POST /api/saved-searches: a name and the criteria, checked by the very schema search uses
 * (its messages, field by field under `criteria.`); `alerts` defaults to on.
 */
export const createSavedSearchSchema = z.object({
  name,
  criteria: searchSchema,
  alerts: alerts.optional(),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

/** POST /api/saved-searches/:id: a new name, alerts on or off, or both. */
export const updateSavedSearchSchema = z
  .object({ name: name.optional(), alerts: alerts.optional() })
  .refine((v) => v.name !== undefined || v.alerts !== undefined, { error: messageRef('savedSearches.nothingToChange') });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

/** The saved search named in the address. */
export const savedSearchIdSchema = z.object({
  id: z.coerce
    .number({ error: messageRef('savedSearches.notFound') })
    .int({ error: messageRef('savedSearches.notFound') })
    .positive({ error: messageRef('savedSearches.notFound') }),
});

const choice = z.string().nullable();
const choices = z.array(z.string()).nullable();

/** The criteria as a saved search answers them: search's own values, null where any will do. */
export const savedSearchCriteriaSchema = z.object({
  gender: z.enum(GENDERS),
  age: z.string(),
  religion: z.string(),
  caste: choice,
  state: choice,
  city: choice,
  marital_status: choice,
  mother_tongue: choice,
  height_from: choice,
  height_to: choice,
  star: choices,
  id_verified: z.boolean(),
  diet: choices,
  physical_status: choice,
  residence_country: choice,
  education_level: choice,
});

/** One saved search of the member's. */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  criteria: savedSearchCriteriaSchema,
  /** Whether the morning mail tells of profiles newly found by it. */
  alerts: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.output<typeof savedSearchSchema>;

/** GET /api/saved-searches: the member's saved searches, the oldest first. */
export const savedSearchListSchema = z.object({ success: z.boolean(), data: z.array(savedSearchSchema) });
export type SavedSearchList = z.output<typeof savedSearchListSchema>;

/** The answer of a create or a change: the saved search as it now stands. */
export const savedSearchAnswerSchema = z.object({ success: z.boolean(), message: z.string(), data: savedSearchSchema });
export type SavedSearchAnswer = z.output<typeof savedSearchAnswerSchema>;

/**
 * The address of All profiles for these criteria, in the filter panel's own form
 * (/allprofiles?gender=Female&age=…&star=Aswini&star=Rohini), so opening a saved search, or
 * the link in its mail, shows the panel filled in and the same results.
 */
export function savedSearchParams(criteria: z.input<typeof savedSearchCriteriaSchema>): URLSearchParams {
  const params = new URLSearchParams();
  const single = [
    'gender',
    'age',
    'religion',
    'caste',
    'state',
    'city',
    'marital_status',
    'mother_tongue',
    'height_from',
    'height_to',
    'physical_status',
    'education_level',
  ] as const;
  for (const field of single) {
    const value = criteria[field];
    if (value) params.set(field, value);
  }
  for (const star of criteria.star ?? []) params.append('star', star);
  if (criteria.id_verified) params.set('id_verified', '1');
  for (const diet of criteria.diet ?? []) params.append('diet', diet);
  if (criteria.residence_country) params.set('residence_country', criteria.residence_country);
  return params;
}
