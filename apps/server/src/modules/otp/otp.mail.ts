import { SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { codeMail } from '../../lib/mail/code-mail.js';
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
  return codeMail(
    ctx.config,
    to.email,
    {
      subject: t('mail.otp.subject', { brand: SITE.name }),
      heading: t('mail.otp.heading'),
      paragraphs: [t('mail.otp.greeting', { name: to.name, brand: SITE.name }), t('mail.otp.instructions', { minutes })],
      code,
      action: { label: t('mail.otp.action'), url: `${ctx.config.publicUrl}/verifyotp` },
    },
    locale,
  );
}
