import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';
import { ROUTES, SITE, formatAddress } from '@inai/shared';
import { ContactLine, EnquiryPhoneLink, SupportEmailLink } from '../../components/contact-line';
import { Logo } from '../../components/logo';
import { SocialIcon } from '../../components/social-icon';

const SOCIAL = [
  { href: SITE.social.facebook, label: 'Facebook', icon: siFacebook },
  { href: SITE.social.instagram, label: 'Instagram', icon: siInstagram },
  { href: SITE.social.youtube, label: 'YouTube', icon: siYoutube },
  { href: SITE.social.x, label: 'X (Twitter)', icon: siX },
  { href: SITE.whatsappChannelUrl, label: 'WhatsApp channel', icon: siWhatsapp },
];

const LINKS = [
  { to: ROUTES.privacyPolicy, label: 'Privacy Policy' },
  { to: ROUTES.termsConditions, label: 'Terms and Conditions' },
  { to: ROUTES.contact, label: 'Contact Us' },
  { to: ROUTES.contact, label: 'Feedback' },
  { to: ROUTES.refundPolicy, label: 'Refund Policy' },
];

/** Free-support e-mail, policy and contact links, social icons and 'Join us today !'. */
export function SiteFooter() {
  return (
    <footer className="bg-maroon-900 text-gold-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div className="space-y-4">
          <Logo light />
          <p className="text-sm text-gold-100/80">
            {SITE.name} is rapidly becoming one of the leading Tamil matchmaking services, bringing families together with
            verified profiles and privacy you control.
          </p>
          <Link to={ROUTES.register} className="btn-gold">
            Join us today !
          </Link>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 font-display text-lg text-white">Useful links</h2>
          <ul className="space-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 text-sm">
          <h2 className="mb-3 font-display text-lg text-white">Free support</h2>
          <ContactLine icon={Mail} iconClassName="size-4">
            <SupportEmailLink className="hover:text-white hover:underline" />
          </ContactLine>
          <ContactLine icon={Phone} iconClassName="size-4">
            <EnquiryPhoneLink className="hover:text-white hover:underline" />
          </ContactLine>
          <ContactLine icon={MapPin} iconClassName="size-4">
            {formatAddress()}
          </ContactLine>
          <ul className="flex gap-3 pt-2" aria-label="Follow us">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-gold-500 hover:text-maroon-900"
                >
                  <SocialIcon icon={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-1 py-4 text-xs text-gold-100/70 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {SITE.legalName}. All rights reserved.
          </p>
          <p>City lists: Countries States Cities Database, ODbL 1.0.</p>
        </div>
      </div>
    </footer>
  );
}
