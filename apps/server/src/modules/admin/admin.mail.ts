import { ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/**
 * The warning an operator sends a reported member, in the member's language. It never names
 * the reporter; it carries the operator's reason, which is written for the member to read.
 */
export function warningMail(ctx: AppContext, to: { name: string; email: string }, reason: string, locale: Locale): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.warning.heading'),
      paragraphs: [
        t('mail.warning.greeting', { name: to.name, brand: SITE.name }),
        t('mail.warning.reason', { reason }),
        t('mail.warning.rules'),
        t('mail.warning.appeal'),
      ],
      action: { label: t('mail.warning.action'), url: `${ctx.config.publicUrl}${ROUTES.termsConditions}` },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
    locale,
  );
  return { to: to.email, subject: t('mail.warning.subject', { brand: SITE.name }), ...body };
}
