import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { emailField, phoneField, requiredText } from './common.js';

const M = MESSAGES.enquiry;

/** The Contact page's enquiry form; the server validates POST /api/enquiry with the same schema. */
export const enquirySchema = z.object({
  name: requiredText(M.nameRequired, { length: 100, message: M.nameTooLong }),
  email: emailField(M.emailRequired),
  phone: phoneField(M.phoneRequired),
  message: requiredText(M.messageRequired, { length: 2000, message: M.messageTooLong }),
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
