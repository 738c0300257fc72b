import { PLANNED_ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/** Tells a member, in their language, that an operator removed one of their photos, and why. */
export function photoRejectedMail(
  ctx: AppContext,
  to: { name: string; email: string },
  reason: string,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.photoRejected.heading'),
      paragraphs: [
        t('mail.photoRejected.greeting', { name: to.name, brand: SITE.name }),
        t('mail.photoRejected.reason', { reason }),
        t('mail.photoRejected.rules'),
        t('mail.photoRejected.appeal'),
      ],
      action: { label: t('mail.photoRejected.action'), url: `${ctx.config.publicUrl}${PLANNED_ROUTES.userProfile}` },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
    locale,
  );
  return { to: to.email, subject: t('mail.photoRejected.subject', { brand: SITE.name }), ...body };
}
