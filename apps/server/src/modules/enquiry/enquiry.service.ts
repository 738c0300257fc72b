import type { FastifyBaseLogger } from 'fastify';
import type { EnquiryInput, Locale } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { enquiryAcknowledgementMail, supportEnquiryMail } from './enquiry.mail.js';
import { insertEnquiry, setEnquiryMailStatus } from './enquiry.repository.js';

/**
 * Stores the enquiry, mails it to the support address with Reply-To set to the enquirer, then
 * acknowledges it to the enquirer in `locale`. The row is kept whatever happens to the mail
 * (marked 'failed' if the mail server refused it), so no enquiry is lost; the visitor is told
 * to try again only when support was not reached. A failed acknowledgement is only logged:
 * the enquiry itself has arrived.
 */
export async function submitEnquiry(ctx: AppContext, input: EnquiryInput, locale: Locale, log: FastifyBaseLogger): Promise<void> {
  const id = await insertEnquiry(ctx.db, input, new Date());
  try {
    await ctx.mailer.send(supportEnquiryMail(ctx, input, id, locale));
  } catch (err) {
    log.error({ err, enquiryId: id }, 'enquiry stored but the mail to support failed');
    await setEnquiryMailStatus(ctx.db, id, 'failed');
    throw new AppError(503, 'enquiry_failed');
  }
  await setEnquiryMailStatus(ctx.db, id, 'sent');
  try {
    await ctx.mailer.send(enquiryAcknowledgementMail(ctx, input.email, id, locale));
  } catch (err) {
    log.warn({ err, enquiryId: id }, 'enquiry reached support but its acknowledgement to the visitor failed');
  }
}
