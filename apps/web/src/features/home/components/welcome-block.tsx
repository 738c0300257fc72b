import { Link } from 'react-router';
import { BadgeCheck, Gem, Mail, Phone, ShieldCheck, type LucideIcon } from 'lucide-react';
import { ROUTES, SITE } from '@inai/shared';
import { ContactLine, EnquiryPhoneLink, SupportEmailLink } from '../../../components/contact-line';

const TILES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Genuine profiles', text: 'Every member confirms their e-mail address before they can take part.', icon: BadgeCheck },
  { title: 'Most trusted', text: 'Privacy switches and server-side protection keep family details safe.', icon: ShieldCheck },
  { title: '2000+ weddings', text: 'Families across Tamil Nadu and beyond found their match with us.', icon: Gem },
];

/** The welcome block: who we are, a link to register, three tiles and the enquiry lines. */
export function WelcomeBlock() {
  return (
    <section className="py-16" aria-labelledby="welcome-title">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="section-eyebrow">Welcome</p>
          <h2 id="welcome-title" className="section-title mt-2">
            Welcome to {SITE.name}
          </h2>
          <p className="mt-4 text-ink-soft">
            {SITE.name} is rapidly becoming one of the leading Tamil matchmaking services. We bring together families who value
            tradition and honesty, with verified members, detailed family and horoscope information, and privacy that you control.
          </p>
          <p className="mt-4">
            <Link
              to={ROUTES.register}
              className="font-semibold text-maroon-700 underline decoration-gold-500 underline-offset-4 hover:text-maroon-900"
            >
              Click here to
            </Link>{' '}
            register for free and start your search today.
          </p>
          <div className="mt-6 space-y-2 text-sm">
            <ContactLine icon={Phone} iconClassName="size-4 text-maroon-700">
              For enquiries call <EnquiryPhoneLink />
            </ContactLine>
            <ContactLine icon={Mail} iconClassName="size-4 text-maroon-700">
              Write to us at <SupportEmailLink />
            </ContactLine>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {TILES.map((tile) => (
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
