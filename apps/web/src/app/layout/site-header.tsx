import { Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogIn, LogOut, Mail, Menu, Search, UserPlus, X } from 'lucide-react';
import { ROUTES, type PlainKey } from '@inai/shared';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { useMe } from '../../lib/api/me';
import { lazyWithPreload, useI18n } from '../../lib/i18n';
import { useToken } from '../../lib/session/use-token';
import { siteConfig } from '../../lib/site-config';

// Only members see the profile menu: visitors, most of the home page's readers, never fetch it.
const ProfilePanel = lazyWithPreload(() => import('../../components/profile-panel').then((m) => ({ default: m.ProfilePanel })));

const MAIN_NAV: readonly { to: string; label: PlainKey }[] = [
  { to: ROUTES.home, label: 'nav.home' },
  { to: ROUTES.allProfiles, label: 'nav.profiles' },
  { to: ROUTES.pricing, label: 'nav.pricing' },
  { to: ROUTES.about, label: 'nav.aboutUs' },
  { to: ROUTES.matches, label: 'nav.matches' },
  { to: ROUTES.contact, label: 'nav.contactUs' },
];

/** Top bar (search, About, Contact, support e-mail, language, Login) and the main navigation. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 shadow-sm">
      <TopBar />
      <MainNav />
    </header>
  );
}

function TopBar() {
  const { t } = useI18n();
  // A stored session shows Logout at once; the member's details follow from the server.
  const signedIn = useToken() !== null;
  return (
    <div className="bg-maroon-900 text-xs text-gold-100" aria-label={t('header.quickLinks')}>
      <div className="container-page flex min-h-9 items-center justify-between gap-2 py-1">
        <a href={`mailto:${siteConfig.supportEmail}`} className="hidden min-w-0 items-center gap-1.5 hover:text-white sm:flex">
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{siteConfig.supportEmail}</span>
        </a>
        <a
          href={`mailto:${siteConfig.supportEmail}`}
          className="p-1 hover:text-white sm:hidden"
          aria-label={siteConfig.supportEmail}
        >
          <Mail className="size-4" aria-hidden="true" />
        </a>
        <nav className="flex shrink-0 items-center gap-3 sm:gap-4" aria-label={t('header.topBar')}>
          <Link to={ROUTES.allProfiles} className="flex items-center gap-1 hover:text-white">
            <Search className="size-3.5" aria-hidden="true" />
            <span className="hidden sm:inline">{t('header.search')}</span>
            <span className="sr-only sm:hidden">{t('header.search')}</span>
          </Link>
          <Link to={ROUTES.about} className="hidden hover:text-white md:inline">
            {t('header.about')}
          </Link>
          <Link to={ROUTES.contact} className="hidden hover:text-white md:inline">
            {t('header.contact')}
          </Link>
          <LanguageSwitch />
          {signedIn ? (
            <Link
              to={ROUTES.logout}
              className="flex items-center gap-1 rounded-full border border-gold-400/60 px-3 py-1 font-semibold hover:bg-white/10"
            >
              <LogOut className="size-3.5" aria-hidden="true" />
              {t('header.logout')}
            </Link>
          ) : (
            <Link
              to={ROUTES.login}
              className="flex items-center gap-1 rounded-full bg-gold-500 px-3 py-1 font-semibold text-maroon-900 hover:bg-gold-400"
            >
              <LogIn className="size-3.5" aria-hidden="true" />
              {t('header.login')}
            </Link>
          )}
        </nav>
      </div>
    </div>
  );
}

function MainNav() {
  const { t } = useI18n();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const menuId = useId();
  const { user } = useMe();
  const signedIn = useToken() !== null;
  useEffect(() => {
    // Fetched while the server confirms the session, so the menu shows with the member's name.
    if (signedIn) void ProfilePanel.preload().catch(() => undefined);
  }, [signedIn]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
      isActive ? 'bg-maroon-50 text-maroon-700' : 'text-ink hover:bg-maroon-50 hover:text-maroon-700'
    }`;

  return (
    <div className="border-b border-maroon-100 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-2">
        <Logo />
        <div className="flex min-w-0 items-center gap-2">
          <nav aria-label={t('header.mainNav')} className="hidden xl:block">
            <ul className="flex items-center gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={linkClass}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {user && (
            <Suspense fallback={null}>
              <ProfilePanel user={user} />
            </Suspense>
          )}
          <button
            type="button"
            className="rounded-lg p-2 text-maroon-700 hover:bg-maroon-50 xl:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id={menuId} aria-label={t('header.mainNav')} className="border-t border-maroon-100 bg-white xl:hidden">
          <ul className="container-page flex flex-col py-2">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={(s) => `block ${linkClass(s)}`} onClick={close}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* On a phone the top bar has room for Login only: a new family finds Register here. Each
              label stays on one line; where both do not fit side by side, they stand one above the other. */}
          {!signedIn && (
            <div className="container-page flex flex-wrap gap-2 border-t border-maroon-100 py-3">
              <Link to={ROUTES.register} className="btn-primary flex-1 justify-center whitespace-nowrap" onClick={close}>
                <UserPlus className="size-4" aria-hidden="true" />
                {t('header.register')}
              </Link>
              <Link to={ROUTES.login} className="btn-outline flex-1 justify-center whitespace-nowrap" onClick={close}>
                <LogIn className="size-4" aria-hidden="true" />
                {t('header.login')}
              </Link>
            </div>
          )}
        </nav>
      )}
    </div>
  );
}
