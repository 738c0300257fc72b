import { LOCALE_NAMES, SITE, type EnquiryInput, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

const brandOf = (ctx: AppContext) => ({ supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl });

/**
 * The enquiry as support reads it: always in English (operators), with Reply-To the visitor and
 * the language they wrote from, so the answer can be in theirs.
 */
export function supportEnquiryMail(ctx: AppContext, input: EnquiryInput, id: number, visitorLocale: Locale): MailMessage {
  const t = translatorFor('en');
  // The id is text, not a number: a reference is never grouped like an amount ('#1,024').
  const reference = String(id);
  const body = renderMail(
    {
      heading: t('mail.enquiry.heading', { name: input.name }),
      paragraphs: [t('mail.enquiry.intro')],
      details: [
        { label: t('mail.enquiry.name'), value: input.name },
        { label: t('mail.enquiry.email'), value: input.email },
        { label: t('mail.enquiry.phone'), value: input.phone },
        { label: t('mail.enquiry.message'), value: input.message },
        { label: t('mail.enquiry.language'), value: LOCALE_NAMES[visitorLocale] },
        { label: t('mail.enquiry.reference'), value: t('mail.enquiry.referenceValue', { id: reference }) },
      ],
    },
    brandOf(ctx),
    'en',
  );
  return {
    to: ctx.config.supportEmail,
    replyTo: input.email,
    subject: t('mail.enquiry.subject', { id: reference, name: input.name }),
    ...body,
  };
}

/**
 * The acknowledgement to the address the visitor gave, in their language. The form is public and
 * anyone can type anyone's address, so it carries only our own words and the reference number,
 * never what was typed (name or message).
 */
export function enquiryAcknowledgementMail(ctx: AppContext, to: string, id: number, locale: Locale): MailMessage {
  const t = translatorFor(locale);
  const reference = `#${id}`;
  const body = renderMail(
    {
      heading: t('mail.enquiryAck.heading'),
      paragraphs: [
        t('mail.enquiryAck.received', { brand: SITE.name }),
        t('mail.enquiryAck.reply'),
        t('mail.enquiryAck.reference', { reference }),
        t('mail.enquiryAck.notYou'),
      ],
    },
    brandOf(ctx),
    locale,
  );
  return { to, replyTo: ctx.config.supportEmail, subject: t('mail.enquiryAck.subject', { reference }), ...body };
}
