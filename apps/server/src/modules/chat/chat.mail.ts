import { SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { aboutProfile, familyFooter } from '../family-acts/family-recipients.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl'>;

/**
 * The offline chat digest, in `locale`: who wrote or called, how many messages wait and how many
 * calls were missed, never a message's text
 * (a mail is read on other devices, and a scam text must not arrive without its warning). The
 * subject names nobody: it shows on lock screens. A recipient without chat in their plan is
 * told that reading needs Platinum. A co-manager's copy opens naming the profile (`about`).
 */
export function chatDigestMail(
  config: Config,
  to: { name: string; email: string; about?: string | null },
  senders: { name: string; count: number; calls: number }[],
  needsPlan: boolean,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const count = senders.reduce((sum, s) => sum + s.count, 0);
  const calls = senders.reduce((sum, s) => sum + s.calls, 0);
  const greeting = to.about
    ? calls
      ? 'mail.family.chatDigestGreetingCalls'
      : 'mail.family.chatDigestGreeting'
    : calls
      ? 'mail.chatDigest.greetingCalls'
      : 'mail.chatDigest.greeting';
  const subject = !calls
    ? t.plural('mail.chatDigest.subject', count, { brand: SITE.name })
    : count
      ? t('mail.chatDigest.subjectBoth', { brand: SITE.name })
      : t('mail.chatDigest.subjectCalls', { brand: SITE.name });
  const tally = (s: { count: number; calls: number }) =>
    [
      ...(s.count ? [t('mail.chatDigest.count', { count: s.count })] : []),
      ...(s.calls ? [t.plural('mail.chatDigest.missedCalls', s.calls)] : []),
    ].join(', ');
  const body = renderMail(
    {
      heading: t('mail.chatDigest.heading'),
      paragraphs: [...aboutProfile(t, to), t(greeting, { name: to.name })],
      details: senders.map((s) => ({ label: s.name, value: tally(s) })),
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
  return { to: to.email, subject, ...body };
}
