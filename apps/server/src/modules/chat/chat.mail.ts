import { SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { aboutProfile, familyFooter } from '../family-acts/family-recipients.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl'>;

/**
 * The offline chat digest, in `locale`: who wrote and how many messages wait, never their text
 * (a mail is read on other devices, and a scam text must not arrive without its warning). The
 * subject names nobody: it shows on lock screens. A recipient without chat in their plan is
 * told that reading needs Platinum. A co-manager's copy opens naming the profile (`about`).
 */
export function chatDigestMail(
  config: Config,
  to: { name: string; email: string; about?: string | null },
  senders: { name: string; count: number }[],
  needsPlan: boolean,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const count = senders.reduce((sum, s) => sum + s.count, 0);
  const body = renderMail(
    {
      heading: t('mail.chatDigest.heading'),
      paragraphs: [
        ...aboutProfile(t, to),
        t(to.about ? 'mail.family.chatDigestGreeting' : 'mail.chatDigest.greeting', { name: to.name }),
      ],
      details: senders.map((s) => ({ label: s.name, value: t('mail.chatDigest.count', { count: s.count }) })),
      closing: needsPlan ? [t('mail.chatDigest.needsPlan')] : [],
      action: { label: t('mail.chatDigest.action'), url: `${config.publicUrl}/chat` },
      // A co-manager's copy: why it came, and their own switch instead of the holder's.
      preferences: familyFooter(t, config.publicUrl, to) ?? {
        note: t('mail.chatDigest.note'),
        label: t('mail.notificationsLink'),
        url: `${config.publicUrl}/settings`,
      },
    },
    config,
    locale,
  );
  return { to: to.email, subject: t('mail.chatDigest.subject', { brand: SITE.name, count }), ...body };
}
