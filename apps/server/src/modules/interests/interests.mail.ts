import { ageOn, optionLabel, placeLine, SITE, todayInIndia, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail, type MailContent } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { aboutProfile, familyFooter } from '../family-acts/family-recipients.js';
import type { MailCard } from './interests.repository.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl'>;

/** The footer of every interest mail: why it came, and the settings that turn it off (a co-manager's own switch for theirs). */
function preferences(config: Config, to: { about?: string | null }, locale: Locale): NonNullable<MailContent['preferences']> {
  const t = translatorFor(locale);
  return (
    familyFooter(t, config.publicUrl, to) ?? {
      note: t('mail.notificationsNote'),
      label: t('mail.notificationsLink'),
      url: `${config.publicUrl}/settings`,
    }
  );
}

/**
 * One member as a mail describes them: what every result card shows to anyone (name, age,
 * place, job), never a photo or a phone number, so no privacy switch is needed here.
 */
function summary(card: MailCard, locale: Locale): { label: string; value: string } {
  const t = translatorFor(locale);
  const parts = [
    card.dob ? t('mail.interest.age', { age: ageOn(card.dob, todayInIndia()) }) : '',
    placeLine(t, card.city, card.state),
    card.job_type ? optionLabel(t, 'jobType', card.job_type) : '',
  ];
  return { label: card.name, value: parts.filter(Boolean).join(' · ') };
}

/**
 * The 'new interests' mail, in `locale`: one sender, or a digest of several (those that arrived
 * within the hour after the previous mail); a co-manager's copy opens naming the profile (`about`).
 * It tells no more than the Interests screen shows the recipient (docs/decisions/0062): with a plan
 * that opens the incoming list, who sent them; without one, only that someone did and how many,
 * and that a plan shows who. Subjects name nobody: they
 * show on lock screens.
 */
export function newInterestsMail(
  config: Config,
  to: { name: string; email: string; about?: string | null },
  senders: MailCard[],
  showsSenders: boolean,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const count = senders.length;
  const single = count === 1;
  const greeting = showsSenders
    ? single
      ? t('mail.interestReceived.greeting', { name: to.name, sender: senders[0]!.name })
      : t('mail.interestDigest.greeting', { name: to.name })
    : single
      ? t('mail.interestHidden.single', { name: to.name })
      : t('mail.interestHidden.several', { name: to.name, count });
  const body = renderMail(
    {
      heading: single ? t('mail.interestReceived.heading') : t('mail.interestDigest.heading', { count }),
      paragraphs: [...aboutProfile(t, to), greeting],
      ...(showsSenders ? { details: senders.map((card) => summary(card, locale)) } : {}),
      closing: [showsSenders ? t('mail.interest.answer') : t('mail.interestHidden.upgrade')],
      action: { label: t('mail.interest.action'), url: `${config.publicUrl}/userinterests` },
      preferences: preferences(config, to, locale),
    },
    config,
    locale,
  );
  const subject = single
    ? t('mail.interestReceived.subject', { brand: SITE.name })
    : t('mail.interestDigest.subject', { brand: SITE.name, count });
  return { to: to.email, subject, ...body };
}

/** The mail telling a member (or a co-manager, `about` the profile) that `partner` accepted their interest, in `locale`. */
export function interestAcceptedMail(
  config: Config,
  to: { name: string; email: string; about?: string | null },
  partner: string,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const body = renderMail(
    {
      heading: t('mail.interestAccepted.heading'),
      paragraphs: [
        ...aboutProfile(t, to),
        t('mail.interestAccepted.greeting', { name: to.name, partner }),
        t('mail.interestAccepted.next'),
      ],
      action: { label: t('mail.interest.action'), url: `${config.publicUrl}/userinterests` },
      preferences: preferences(config, to, locale),
    },
    config,
    locale,
  );
  return { to: to.email, subject: t('mail.interestAccepted.subject', { brand: SITE.name }), ...body };
}
