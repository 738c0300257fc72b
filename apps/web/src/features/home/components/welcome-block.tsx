import { Link } from 'react-router';
import { BadgeCheck, Gem, Mail, Phone, ShieldCheck, type LucideIcon } from 'lucide-react';
import { ROUTES, SITE, type PlainKey } from '@inai/shared';
import { ContactLine, EnquiryPhoneLink, SupportEmailLink } from '../../../components/contact-line';
import { useI18n } from '../../../lib/i18n';
import { useFigures } from '../../../lib/public-figures';

const TILES: readonly { title: PlainKey; text: PlainKey; icon: LucideIcon }[] = [
  { title: 'home.genuineProfiles', text: 'home.genuineProfilesText', icon: BadgeCheck },
  { title: 'home.mostTrusted', text: 'home.mostTrustedText', icon: ShieldCheck },
];

/**
 * The welcome block: who we are, a link to register, three tiles and the enquiry lines. The
 * third tile counts accepted interests once the figures may be shown, and says what a yes
 * opens before that (docs/decisions/0059).
 */
export function WelcomeBlock() {
  const { t } = useI18n();
  const figures = useFigures();
  const tiles = [
    ...TILES.map((tile) => ({ title: t(tile.title), text: t(tile.text), icon: tile.icon })),
    figures
      ? {
          title: t('home.interestsAccepted', { count: figures.interestsAccepted }),
          text: t('home.interestsAcceptedText'),
          icon: Gem,
        }
      : { title: t('home.firstStep'), text: t('home.firstStepText'), icon: Gem },
  ];
  return (
    <section className="py-16 below-the-fold" aria-labelledby="welcome-title">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="section-eyebrow">{t('home.welcomeEyebrow')}</p>
          <h2 id="welcome-title" className="section-title mt-2">
            {t('home.welcomeTitle', { brand: SITE.name })}
          </h2>
          <p className="mt-4 text-ink-soft">{t('home.welcomeText', { brand: SITE.name })}</p>
          <p className="mt-4">
            <Link
              to={ROUTES.register}
              className="font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900"
            >
              {t('home.clickHereTo')}
            </Link>{' '}
            {t('home.registerFree')}
          </p>
          <div className="mt-6 space-y-2 text-sm">
            <ContactLine icon={Phone} iconClassName="size-4 text-maroon-700">
              {t('home.enquiryCall')} <EnquiryPhoneLink />
            </ContactLine>
            <ContactLine icon={Mail} iconClassName="size-4 text-maroon-700">
              {t('home.writeToUs')} <SupportEmailLink />
            </ContactLine>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.title} className="rounded-2xl border border-gold-200 bg-gold-100/50 p-5 text-center">
              <tile.icon className="mx-auto size-9 text-maroon-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-maroon-800">{tile.title}</h3>
              <p className="mt-1 text-sm text-ink-soft">{tile.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
