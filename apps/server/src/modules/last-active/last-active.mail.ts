import { ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { aboutProfile, familyFooter } from '../family-acts/family-recipients.js';

/**
 * The one mail of a long absence, in `locale`: the profile is no longer shown because the member
 * has not signed in for six months, and signing in shows it again at once. The subject names
 * nobody: it shows on lock screens. A co-manager's copy opens naming the profile (`about`) and
 * ends with their own mail switch.
 */
export function absenceMail(
  config: Pick<AppConfig, 'supportEmail' | 'publicUrl'>,
  to: { name: string; email: string; about?: string | null },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const preferences = familyFooter(t, config.publicUrl, to);
  // A co-manager's copy speaks of the profile, which nobody of the family has signed in to.
  const manager = Boolean(to.about);
  const body = renderMail(
    {
      heading: t(manager ? 'mail.family.inactiveHeading' : 'mail.inactive.heading'),
      paragraphs: [
        ...aboutProfile(t, to),
        t(manager ? 'mail.family.inactiveGreeting' : 'mail.inactive.greeting', { name: to.name, brand: SITE.name }),
        t(manager ? 'mail.family.inactiveBack' : 'mail.inactive.back'),
      ],
      closing: [t(manager ? 'mail.family.inactiveFound' : 'mail.inactive.found')],
      action: { label: t('mail.inactive.action'), url: `${config.publicUrl}${ROUTES.login}` },
      ...(preferences ? { preferences } : {}),
    },
    config,
    locale,
  );
  const subject = t(manager ? 'mail.family.inactiveSubject' : 'mail.inactive.subject', { brand: SITE.name });
  return { to: to.email, subject, ...body };
}
