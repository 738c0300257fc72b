import { z } from 'zod';

/** A result card (search, Matches, the shortlist, viewers): what any viewer may see of a member. */
export const profileCardAnswer = z.object({
  user_id: z.number().int(),
  name: z.string(),
  gender: z.string().nullable(),
  profile_picture: z.string().nullable(),
  picture_blurred: z.boolean(),
  photos_locked: z.boolean(),
  degree: z.string().nullable(),
  job_type: z.string().nullable(),
  age: z.number().int().nullable(),
  height: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  id_verified: z.boolean().optional(),
  match: z
    .object({
      met: z.number().int(),
      total: z.number().int(),
      items: z.array(z.object({ key: z.string(), met: z.boolean() })),
    })
    .optional(),
  porutham: z.object({ matched: z.number().int(), compatible: z.boolean() }).nullable().optional(),
});

/** A page of cards. */
export const cardPageAnswer = z.object({
  success: z.boolean(),
  data: z.array(profileCardAnswer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * search and loggedInSearch: a page of cards and, for Matches that found nobody, the widening that
 * would help most (or null).
 */
export const searchPageAnswer = cardPageAnswer.extend({
  widen: z
    .object({
      field: z.string(),
      more: z.number().int(),
      range: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
    })
    .nullable()
    .optional(),
});
