import { SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl'>;

/**
 * The offline chat digest, in `locale`: who wrote and how many messages wait, never their text
 * (a mail is read on other devices, and a scam text must not arrive without its warning). The
 * subject names nobody: it shows on lock screens. A recipient without chat in their plan is
 * told that reading needs Platinum.
 */
export function chatDigestMail(
  config: Config,
  to: { name: string; email: string },
  senders: { name: string; count: number }[],
  needsPlan: boolean,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const count = senders.reduce((sum, s) => sum + s.count, 0);
  const body = renderMail(
    {
      heading: t('mail.chatDigest.heading'),
      paragraphs: [t('mail.chatDigest.greeting', { name: to.name })],
      details: senders.map((s) => ({ label: s.name, value: t('mail.chatDigest.count', { count: s.count }) })),
      closing: needsPlan ? [t('mail.chatDigest.needsPlan')] : [],
      action: { label: t('mail.chatDigest.action'), url: `${config.publicUrl}/chat` },
      preferences: { note: t('mail.chatDigest.note'), label: t('mail.notificationsLink'), url: `${config.publicUrl}/settings` },
    },
    config,
    locale,
  );
  return { to: to.email, subject: t('mail.chatDigest.subject', { brand: SITE.name, count }), ...body };
}
