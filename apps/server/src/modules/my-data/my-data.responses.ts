import { z } from 'zod';

/** Whether a deletion is pending, and when the account will be erased (null: none pending). */
export const deletionAnswer = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  requested_at: z.string().nullable(),
  erase_at: z.string().nullable(),
});
