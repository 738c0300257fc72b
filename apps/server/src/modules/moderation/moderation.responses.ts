import { OWN_CASES, SIGNAL_THRESHOLDS } from '@inai/shared';
import { z } from 'zod';
import { adminPageAnswer } from '../admin/admin.responses.js';

const member = z.object({ id: z.number().int(), name: z.string(), email: z.string(), suspended: z.boolean() });

export const photosAnswer = adminPageAnswer(
  z.object({
    id: z.number().int(),
    thumbnail: z.string(),
    full: z.string(),
    uploaded_at: z.string(),
    member,
    same_elsewhere: z.boolean(),
    own_case: z.enum(OWN_CASES.photo).nullable(),
  }),
);

export const signalsAnswer = z.object({
  success: z.boolean(),
  // Named from the shared constant, so a threshold added there is documented here too.
  thresholds: z.object(
    Object.fromEntries(Object.keys(SIGNAL_THRESHOLDS).map((key) => [key, z.number().int()])) as Record<
      keyof typeof SIGNAL_THRESHOLDS,
      z.ZodNumber
    >,
  ),
  addresses: z.array(z.object({ address: z.string(), count: z.number().int(), accounts: z.array(member) })),
  same_photos: z.array(
    z.object({
      hash: z.string(),
      count: z.number().int(),
      photos: z.array(z.object({ id: z.number().int(), thumbnail: z.string(), member })),
    }),
  ),
  reported: z.array(z.object({ member, reporters: z.number().int(), open_reports: z.number().int() })),
  interest_bursts: z.array(z.object({ member, most: z.number().int(), hour: z.string() })),
});
