import { Link } from 'react-router';
import { BadgeCheck, HeartHandshake, Mail, MapPin, Phone, ShieldCheck, type LucideIcon } from 'lucide-react';
import { PLANNED_ROUTES, ROUTES, SITE, formatAddress } from '@inai/shared';
import { ContactLine, EnquiryPhoneLink, SupportEmailLink } from '../../../components/contact-line';
import { IconCard } from '../../../components/icon-card';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';

const TRUST_POINTS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Genuine profiles',
    text: 'Members verify their e-mail address with a one-time code before they can search, send interests or be found.',
    icon: BadgeCheck,
  },
  {
    title: 'Most trusted',
    text: 'Your phone number, photos and horoscope are shared only as you choose; our servers enforce it.',
    icon: ShieldCheck,
  },
  {
    title: 'Numerous joyful unions',
    text: 'Families from Coimbatore to Chennai and across the world have celebrated weddings that began here.',
    icon: HeartHandshake,
  },
];

export const ABOUT_COUNTERS = [
  { value: '10+', label: 'Happy Couples' },
  { value: '100+', label: 'Registered Users' },
  { value: '70+', label: 'Grooms' },
  { value: '50+', label: 'Brides' },
] as const;

/** About Us. */
export default function AboutPage() {
  return (
    <>
      <PageMeta
        title={`About Us | ${SITE.name}`}
        description={`${SITE.name} is a Tamil matchmaking service from Coimbatore: verified members, family-first profiles and privacy you control.`}
        canonicalPath={ROUTES.about}
      />
      <PageBanner title="About Us">Trusted by Tamil families</PageBanner>

      <section className="container-page py-14" aria-label="Why families trust us">
        <ul className="grid gap-6 md:grid-cols-3">
          {TRUST_POINTS.map((point) => (
            <IconCard key={point.title} icon={point.icon} title={point.title}>
              <p className="mt-2 text-sm text-ink-soft">{point.text}</p>
            </IconCard>
          ))}
        </ul>
      </section>

      <section className="bg-cream py-14" aria-labelledby="about-welcome">
        <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="section-eyebrow">Who we are</p>
            <h2 id="about-welcome" className="section-title mt-2">
              Welcome to {SITE.name}
            </h2>
            <p className="mt-4 text-ink-soft">
              {SITE.name} is rapidly becoming one of the leading Tamil matchmaking services. We started in Coimbatore with a
              simple belief: finding a life partner is a family journey, and it deserves honesty, respect and care. Every profile
              carries the details families look for (family background, education and work, religion, caste, star and raasi) so
              that the first conversation can begin with confidence.
            </p>
            <p className="mt-4 text-ink-soft">
              Privacy is at the heart of what we build. Members decide who may see their phone number, photos and horoscope, and
              these choices are enforced on our servers, not merely hidden on the screen.
            </p>
            <Link to={PLANNED_ROUTES.pricing} className="btn-primary mt-6">
              Start your journey
            </Link>
          </div>
          <address className="space-y-4 rounded-2xl bg-white p-6 not-italic shadow-sm">
            <h2 className="text-xl font-semibold text-maroon-800">Reach us</h2>
            <ContactLine icon={Phone}>
              Enquiries: <EnquiryPhoneLink />
            </ContactLine>
            <ContactLine icon={Mail}>
              Support: <SupportEmailLink />
            </ContactLine>
            <ContactLine icon={MapPin}>
              {SITE.legalName}
              <br />
              {formatAddress()}
            </ContactLine>
          </address>
        </div>
      </section>

      <section className="container-page py-14" aria-label="Our community in numbers">
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {ABOUT_COUNTERS.map((counter) => (
            <div key={counter.label} className="flex flex-col-reverse rounded-2xl bg-maroon-700 px-4 py-8 text-white">
              <dt className="mt-1 text-sm text-gold-100">{counter.label}</dt>
              <dd className="font-display text-4xl font-bold text-gold-200">{counter.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
