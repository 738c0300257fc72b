import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type EnquiryInput } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { AppContext } from '../../types.js';
import { insertEnquiry, setEnquiryMailStatus } from './enquiry.repository.js';

/**
 * Stores the enquiry, then mails it to the support address with Reply-To set to the enquirer.
 * The row is kept whatever happens to the mail (marked 'failed' if the mail server refused it),
 * so no enquiry is lost; the visitor is told to try again only when support was not reached.
 */
export async function submitEnquiry(ctx: AppContext, input: EnquiryInput, log: FastifyBaseLogger): Promise<void> {
  const id = await insertEnquiry(ctx.db, input, new Date());
  const mail = renderMail(
    {
      heading: `New enquiry from ${input.name}`,
      paragraphs: ['A visitor sent this enquiry from the Contact Us page. Reply to this mail to answer them.'],
      details: [
        { label: 'Name', value: input.name },
        { label: 'Email', value: input.email },
        { label: 'Phone', value: input.phone },
        { label: 'Message', value: input.message },
        { label: 'Reference', value: `Enquiry #${id}` },
      ],
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
  );
  try {
    await ctx.mailer.send({
      to: ctx.config.supportEmail,
      replyTo: input.email,
      subject: `Enquiry #${id} from ${input.name}`,
      ...mail,
    });
  } catch (err) {
    log.error({ err, enquiryId: id }, 'enquiry stored but the mail to support failed');
    await setEnquiryMailStatus(ctx.db, id, 'failed');
    throw new AppError(503, MESSAGES.enquiry.failure);
  }
  await setEnquiryMailStatus(ctx.db, id, 'sent');
}
