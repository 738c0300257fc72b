import { SITE } from '@inai/shared';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppContext } from '../../types.js';

/** The reset-link mail. The link is built on PUBLIC_URL, never on a request header. */
export function passwordResetMail(
  ctx: AppContext,
  to: { name: string; email: string },
  token: string,
  minutes: number,
): MailMessage {
  const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const body = renderMail(
    {
      heading: 'Reset your password',
      paragraphs: [
        `Vanakkam ${to.name}, we received a request to reset the password of your ${SITE.name} account.`,
        `The link below works once and for ${minutes} minutes. Resetting your password signs you out on every device.`,
        'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      ],
      action: { label: 'Reset Password', url },
    },
    { supportEmail: ctx.config.supportEmail, publicUrl: ctx.config.publicUrl },
  );
  return { to: to.email, subject: `Reset your ${SITE.name} password`, ...body };
}
