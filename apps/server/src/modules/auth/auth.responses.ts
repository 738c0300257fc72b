import { z } from 'zod';
import { publicUserAnswer } from '../users/users.responses.js';

const session = { success: z.boolean(), message: z.string(), token: z.string(), user: publicUserAnswer };

/** register: the session, and the token of the OTP just mailed. */
export const registerAnswer = z.object({ ...session, otpToken: z.string() });

/** login: the session; `deletion_cancelled` when signing in cancelled a pending deletion. */
export const loginAnswer = z.object({ ...session, deletion_cancelled: z.literal(true).optional() });
