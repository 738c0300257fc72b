import {
  ageOn,
  optionLabel,
  placeLine,
  ROUTES,
  savedSearchParams,
  SITE,
  todayInIndia,
  type Locale,
  type SavedSearchCriteria,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { AppConfig } from '../../config.js';
import type { SearchCard } from '../../lib/search-engine.js';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import { aboutProfile, familyFooter } from '../family-acts/family-recipients.js';

type Config = Pick<AppConfig, 'supportEmail' | 'publicUrl'>;

/** One saved search's news: its name and criteria, how many profiles newly fit, and the first few of them. */
export interface SearchNews {
  name: string;
  criteria: SavedSearchCriteria;
  count: number;
  cards: SearchCard[];
}

/**
 * A profile as the mail names it: only what its result card shows to anyone (name, age, place,
 * job), never a photo, so a mail shows no more than the member's own search would.
 */
function summary(card: SearchCard, locale: Locale, today: string): { label: string; value: string } {
  const t = translatorFor(locale);
  const parts = [
    t('mail.savedSearch.age', { age: ageOn(card.dob, today) }),
    placeLine(t, card.city, card.state),
    card.jobType ? optionLabel(t, 'jobType', card.jobType) : '',
  ];
  return { label: card.name, value: parts.filter(Boolean).join(' · ') };
}

/**
 * The morning mail of a member's saved searches, in `locale`: per search with news, how many
 * profiles newly fit it, the first few, and a link to All profiles with its filters. The footer
 * says why it came and links to the card in Settings that switches it off. The subject names
 * nobody: it shows on lock screens.
 */
export function savedSearchDigestMail(
  config: Config,
  to: { name: string; email: string; about?: string | null },
  news: SearchNews[],
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const today = todayInIndia();
  const total = news.reduce((sum, n) => sum + n.count, 0);
  const body = renderMail(
    {
      heading: t('mail.savedSearch.heading'),
      paragraphs: [...aboutProfile(t, to), t('mail.savedSearch.greeting', { name: to.name })],
      sections: news.map((n) => ({
        heading: t.plural('mail.savedSearch.search', n.count, { search: n.name }),
        details: n.cards.map((card) => summary(card, locale, today)),
        link: {
          label: t('mail.savedSearch.seeAll', { search: n.name }),
          url: `${config.publicUrl}${ROUTES.allProfiles}?${savedSearchParams(n.criteria).toString()}`,
        },
      })),
      preferences: familyFooter(t, config.publicUrl, to) ?? {
        note: t('mail.savedSearch.note'),
        label: t('mail.savedSearch.settingsLink'),
        url: `${config.publicUrl}${ROUTES.settings}#saved-searches`,
      },
    },
    config,
    locale,
  );
  return { to: to.email, subject: t.plural('mail.savedSearch.subject', total, { brand: SITE.name }), ...body };
}
