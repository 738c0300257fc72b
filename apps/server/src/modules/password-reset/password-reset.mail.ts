import { SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/** The reset-link mail, in the member's language. The link is built on PUBLIC_URL, never on a request header. */
export function passwordResetMail(
  ctx: AppContext,
  to: { name: string; email: string },
  token: string,
  minutes: number,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const body = renderMail(
    {
      heading: t('mail.reset.heading'),
      paragraphs: [
        t('mail.reset.greeting', { name: to.name, brand: SITE.name }),
        t('mail.reset.validity', { minutes }),
        t('mail.reset.ignore'),
      ],
      action: { label: t('mail.reset.action'), url },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
    locale,
  );
  return { to: to.email, subject: t('mail.reset.subject', { brand: SITE.name }), ...body };
}
