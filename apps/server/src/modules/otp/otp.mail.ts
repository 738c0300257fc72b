import { SITE } from '@inai/shared';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/** The verification code mail. */
export function otpMail(ctx: AppContext, to: { name: string; email: string }, code: string, minutes: number): MailMessage {
  const body = renderMail(
    {
      heading: 'Verify your e-mail address',
      paragraphs: [
        `Vanakkam ${to.name}, welcome to ${SITE.name}.`,
        `Enter this one-time code on the Email Verification page. It is valid for ${minutes} minutes and can be used once.`,
      ],
      highlight: code,
      action: { label: 'Open Email Verification', url: `${ctx.config.publicUrl}/verifyotp` },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
  );
  // The code is in the body only: subjects show on lock screens.
  return { to: to.email, subject: `Your ${SITE.name} verification code`, ...body };
}
