import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { siFacebook, siInstagram, siWhatsapp, siX, siYoutube } from 'simple-icons';
import { ROUTES, SITE, type PlainCoreKey } from '@inai/shared';
import { ContactLine, EnquiryPhoneLink, SupportEmailLink } from '../../components/contact-line';
import { Logo } from '../../components/logo';
import { SocialIcon } from '../../components/social-icon';
import { useI18n } from '../../lib/i18n';

// Brand names are written in the reader's script (GLOSSARY.md), so they come from the catalogue too.
// Core keys only: the footer is drawn on the first page, before the other texts have loaded.
const SOCIAL: readonly { href: string; label: PlainCoreKey; icon: typeof siX }[] = [
  { href: SITE.social.facebook, label: 'social.facebook', icon: siFacebook },
  { href: SITE.social.instagram, label: 'social.instagram', icon: siInstagram },
  { href: SITE.social.youtube, label: 'social.youtube', icon: siYoutube },
  { href: SITE.social.x, label: 'social.x', icon: siX },
  { href: SITE.whatsappChannelUrl, label: 'footer.whatsappChannel', icon: siWhatsapp },
];

const LINKS: readonly { to: string; label: PlainCoreKey }[] = [
  { to: ROUTES.privacyPolicy, label: 'footer.privacyPolicy' },
  { to: ROUTES.termsConditions, label: 'footer.terms' },
  { to: ROUTES.contact, label: 'footer.contactUs' },
  { to: ROUTES.contact, label: 'footer.feedback' },
  { to: ROUTES.refundPolicy, label: 'footer.refundPolicy' },
  { to: ROUTES.porutham, label: 'footer.porutham' },
  { to: ROUTES.jathagam, label: 'footer.jathagam' },
  { to: ROUTES.grievance, label: 'footer.grievance' },
];

/** Free-support e-mail, policy and contact links, social icons and 'Join us today !'. */
export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="bg-maroon-900 text-gold-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div className="space-y-4">
          <Logo light />
          <p className="text-sm text-gold-100/80">{t('footer.about', { brand: SITE.name })}</p>
          <Link to={ROUTES.register} className="btn-gold">
            {t('footer.joinUs')}
          </Link>
        </div>
        <nav aria-label={t('footer.nav')}>
          <h2 className="mb-3 font-display text-lg text-white">{t('footer.usefulLinks')}</h2>
          <ul className="space-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 text-sm">
          <h2 className="mb-3 font-display text-lg text-white">{t('footer.freeSupport')}</h2>
          <ContactLine icon={Mail} iconClassName="size-4">
            <SupportEmailLink className="hover:text-white hover:underline" />
          </ContactLine>
          <ContactLine icon={Phone} iconClassName="size-4">
            <EnquiryPhoneLink className="hover:text-white hover:underline" />
          </ContactLine>
          <ContactLine icon={MapPin} iconClassName="size-4">
            {t('site.address')}
          </ContactLine>
          <ul className="flex gap-3 pt-2" aria-label={t('footer.followUs')}>
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(s.label)}
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
          {/* A page rendered ahead holds its build's year: after a new year, until the next build. */}
          <p suppressHydrationWarning>
            {t('footer.rights', { year: String(new Date().getFullYear()), company: SITE.legalName })}
          </p>
          <p>{t('footer.cityData')}</p>
        </div>
      </div>
    </footer>
  );
}
