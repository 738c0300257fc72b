import { Link } from 'react-router';
import { BadgeCheck, HeartHandshake, Mail, MapPin, Phone, ShieldCheck, type LucideIcon } from 'lucide-react';
import { ROUTES, SITE, type PlainKey, type PublicFigureName } from '@inai/shared';
import { ContactLine, EnquiryPhoneLink, SupportEmailLink } from '../../../components/contact-line';
import { IconCard } from '../../../components/icon-card';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { useFigures } from '../../../lib/public-figures';

const TRUST_POINTS: readonly { title: PlainKey; text: PlainKey; icon: LucideIcon }[] = [
  { title: 'about.genuine', text: 'about.genuineText', icon: BadgeCheck },
  { title: 'about.trusted', text: 'about.trustedText', icon: ShieldCheck },
  { title: 'about.firstStep', text: 'about.firstStepText', icon: HeartHandshake },
];

/** The specification's four counters, each a figure counted from the database (docs/decisions/0059). */
const ABOUT_COUNTERS: readonly { figure: PublicFigureName; label: PlainKey }[] = [
  { figure: 'interestsAccepted', label: 'about.interestsAccepted' },
  { figure: 'members', label: 'about.registeredUsers' },
  { figure: 'grooms', label: 'about.grooms' },
  { figure: 'brides', label: 'about.brides' },
];

/** About Us. */
export default function AboutPage() {
  const { t } = useI18n();
  const figures = useFigures();
  return (
    <>
      <PageMeta
        title={t('about.metaTitle', { brand: SITE.name })}
        description={t('about.metaDescription', { brand: SITE.name })}
        canonicalPath={ROUTES.about}
      />
      <PageBanner title={t('about.title')}>{t('about.subtitle')}</PageBanner>

      <section className="container-page py-14" aria-label={t('about.whyTrust')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {TRUST_POINTS.map((point) => (
            <IconCard key={point.title} icon={point.icon} title={t(point.title)}>
              <p className="mt-2 text-sm text-ink-soft">{t(point.text)}</p>
            </IconCard>
          ))}
        </ul>
      </section>

      <section className="bg-cream py-14" aria-labelledby="about-welcome">
        <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="section-eyebrow">{t('about.whoWeAre')}</p>
            <h2 id="about-welcome" className="section-title mt-2">
              {t('about.welcome', { brand: SITE.name })}
            </h2>
            <p className="mt-4 text-ink-soft">{t('about.story', { brand: SITE.name })}</p>
            <p className="mt-4 text-ink-soft">{t('about.privacy')}</p>
            <Link to={ROUTES.pricing} className="btn-primary mt-6">
              {t('about.startJourney')}
            </Link>
          </div>
          <address className="space-y-4 rounded-2xl bg-white p-6 not-italic shadow-sm">
            <h2 className="text-xl font-semibold text-maroon-800">{t('about.reachUs')}</h2>
            <ContactLine icon={Phone}>
              {t('about.enquiries')} <EnquiryPhoneLink />
            </ContactLine>
            <ContactLine icon={Mail}>
              {t('about.support')} <SupportEmailLink />
            </ContactLine>
            <ContactLine icon={MapPin}>
              <span lang="en">{SITE.legalName}</span>
              <br />
              {t('site.address')}
            </ContactLine>
          </address>
        </div>
      </section>

      <section className="container-page py-14" aria-label={t('about.inNumbers')}>
        {figures ? (
          <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {ABOUT_COUNTERS.map((counter) => (
              // The figure's size follows its tile's width (a container query), so the longest,
              // '12,00,000+', stays within two tiles a row on a 360-px phone.
              <div
                key={counter.label}
                className="@container flex flex-col-reverse rounded-2xl bg-maroon-700 px-4 py-8 text-white"
              >
                <dt className="mt-1 text-sm text-gold-100">{t(counter.label)}</dt>
                <dd className="font-display text-[length:min(2.25rem,19cqi)] leading-[1.1] font-bold text-gold-200">
                  {figures[counter.figure]}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          // Under the operator's floor: no number rather than a small or made-up one.
          <p className="rounded-2xl bg-maroon-700 px-6 py-8 text-center text-gold-100">{t('about.figuresSoon')}</p>
        )}
      </section>
    </>
  );
}
