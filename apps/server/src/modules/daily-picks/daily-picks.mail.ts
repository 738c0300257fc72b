import { ageOn, optionLabel, placeLine, profileDetailsPath, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { MailPick } from './daily-picks.repository.js';
import { aboutProfile, familyFooter } from '../family-acts/family-recipients.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl'>;

/**
 * One pick as the mail describes it: name, age, place and star, with a link to the profile. No
 * photo of anyone (a photo link would be signed for hours, and a locked gallery must stay
 * locked), nothing a search card or a star search would not show the member.
 */
function describe(config: Config, pick: MailPick, day: string, locale: Locale) {
  const t = translatorFor(locale);
  const parts = [
    pick.dob ? t('mail.interest.age', { age: ageOn(pick.dob, day) }) : '',
    placeLine(t, pick.city, pick.state),
    pick.star ? t('mail.dailyPicks.star', { star: optionLabel(t, 'star', pick.star) }) : '',
  ];
  return { label: pick.name, value: parts.filter(Boolean).join(' · '), url: `${config.publicUrl}${profileDetailsPath(pick.id)}` };
}

/**
 * The 7:00 mail of the day's picks, in `locale`, in the order they were picked. Its footer and
 * its List-Unsubscribe header carry the one-click stop (`stop`: the page link and the URL a mail
 * program posts to).
 */
export function dailyPicksMail(
  config: Config,
  to: { name: string; email: string; about?: string | null },
  picks: MailPick[],
  day: string,
  stop: { page: string; post: string },
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  // A co-manager's copy: their own footer, and no one-click stop of the holder's mail.
  const family = familyFooter(t, config.publicUrl, to);
  const body = renderMail(
    {
      heading: t('mail.dailyPicks.heading'),
      paragraphs: [...aboutProfile(t, to), t('mail.dailyPicks.greeting', { name: to.name })],
      details: picks.map((pick) => describe(config, pick, day, locale)),
      closing: [t('mail.dailyPicks.closing')],
      action: { label: t('mail.dailyPicks.action'), url: `${config.publicUrl}/matches` },
      preferences: family ?? { note: t('mail.dailyPicks.note'), label: t('mail.dailyPicks.stop'), url: stop.page },
    },
    config,
    locale,
  );
  const subject = t('mail.dailyPicks.subject', { brand: SITE.name });
  return family ? { to: to.email, subject, ...body } : { to: to.email, subject, ...body, listUnsubscribe: stop.post };
}
