import { ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';

/**
 * The one mail of a long absence, in `locale`: the profile is no longer shown because the member
 * has not signed in for six months, and signing in shows it again at once. The subject names
 * nobody: it shows on lock screens.
 */
export function absenceMail(
  config: Pick<AppConfig, 'supportEmail' | 'publicUrl'>,
  to: { name: string; email: string },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.inactive.heading'),
      paragraphs: [t('mail.inactive.greeting', { name: to.name, brand: SITE.name }), t('mail.inactive.back')],
      closing: [t('mail.inactive.found')],
      action: { label: t('mail.inactive.action'), url: `${config.publicUrl}${ROUTES.login}` },
    },
    config,
    locale,
  );
  return { to: to.email, subject: t('mail.inactive.subject', { brand: SITE.name }), ...body };
}
