import { SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/** The verification code mail, in the member's language. */
export function otpMail(
  ctx: AppContext,
  to: { name: string; email: string },
  code: string,
  minutes: number,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.otp.heading'),
      paragraphs: [t('mail.otp.greeting', { name: to.name, brand: SITE.name }), t('mail.otp.instructions', { minutes })],
      highlight: code,
      action: { label: t('mail.otp.action'), url: `${ctx.config.publicUrl}/verifyotp` },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
    locale,
  );
  // The code is in the body only: subjects show on lock screens.
  return { to: to.email, subject: t('mail.otp.subject', { brand: SITE.name }), ...body };
}
