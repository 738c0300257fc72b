import { z } from 'zod';
import { detailsPoruthamAnswer } from '../porutham/porutham.responses.js';
import { userDetailsAnswer } from '../users/users.responses.js';

/** presentProfileDetails: what the viewer may not see is absent, and the flags say why. */
export const otherMemberAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().optional().describe("Absent when the viewer's plan has no contact details"),
  phone: z.string().optional().describe('Absent when hidden by the member or not in the plan'),
  phone_hidden: z.boolean(),
  profile_created_by: z.string().nullable(),
  id_verified: z.boolean().optional(),
  user_details: userDetailsAnswer.partial().nullable(),
  user_profile_picture: z.string().nullable(),
  photos_locked: z.boolean(),
  user_images: z
    .array(
      z.object({
        id: z.number().int(),
        image_id: z.number().int(),
        file_path: z.string(),
        thumbnail: z.string(),
        file_name: z.string(),
      }),
    )
    .optional(),
  horoscopes_locked: z.boolean(),
  horoscopes_need_upgrade: z.boolean(),
  user_horoscopes: z
    .array(z.object({ id: z.number().int(), horoscope_premium_path: z.string(), thumbnail: z.string(), file_name: z.string() }))
    .optional(),
});

/** getUserDetails: the member, the viewer's monthly views (limit null: unlimited), and the porutham section. */
export const profileDetailsAnswer = z.object({
  success: z.literal(true),
  user: otherMemberAnswer,
  views: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  porutham: detailsPoruthamAnswer.optional(),
});
