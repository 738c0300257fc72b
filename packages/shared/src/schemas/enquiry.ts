import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { emailField, phoneField, requiredText } from './common.js';

/** The Contact page's enquiry form; the server validates POST /api/enquiry with the same schema. */
export const enquirySchema = z.object({
  name: requiredText(messageRef('enquiry.nameRequired'), { length: 100, message: messageRef('enquiry.nameTooLong') }),
  email: emailField(messageRef('enquiry.emailRequired')),
  phone: phoneField(messageRef('enquiry.phoneRequired')),
  message: requiredText(messageRef('enquiry.messageRequired'), { length: 2000, message: messageRef('enquiry.messageTooLong') }),
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
