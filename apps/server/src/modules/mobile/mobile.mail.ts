import { ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/** Tells the member that their account's mobile number changed: a stranger's change must not go unseen. */
export function mobileChangedMail(
  ctx: AppContext,
  to: { name: string; email: string },
  phone: string,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.mobileChanged.heading'),
      paragraphs: [t('mail.mobileChanged.body', { name: to.name, phone })],
      action: { label: t('mail.mobileChanged.action'), url: `${ctx.config.publicUrl}${ROUTES.settings}` },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
    locale,
  );
  return { to: to.email, subject: t('mail.mobileChanged.subject', { brand: SITE.name }), ...body };
}
