import { INTEREST_STATUSES } from '@inai/shared';
import { z } from 'zod';
import { flag } from '../../lib/response-schemas.js';

/** An interest, with the other member's card facts (the specification's Interest entity). */
export const interestAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int().describe('The sender'),
  partner_id: z.number().int().describe('The recipient'),
  status: z.enum(INTEREST_STATUSES),
  requested_on: z.string(),
  updated_on: z.string().nullable(),
  name: z.string(),
  gender: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  age: z.number().int().nullable(),
  job: z.string().nullable(),
  user_profile_picture: z.string().nullable(),
  premium_user: flag,
});

export const interestListAnswer = z.object({ success: z.boolean(), data: z.array(interestAnswer) });
