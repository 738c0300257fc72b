import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogIn, LogOut, Mail, Menu, Search, X } from 'lucide-react';
import { PLANNED_ROUTES, ROUTES } from '@inai/shared';
import { Logo } from '../../components/logo';
import { ProfilePanel } from '../../features/auth/components/profile-panel';
import { useAuth } from '../../features/auth/session/auth-context';
import { siteConfig } from '../../lib/site-config';

const MAIN_NAV = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.allProfiles, label: 'Profiles' },
  { to: PLANNED_ROUTES.pricing, label: 'Pricing' },
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.matches, label: 'Matches' },
  { to: ROUTES.contact, label: 'Contact Us' },
] as const;

/** Top bar (search, About, Contact, support e-mail, Login) and the main navigation. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 shadow-sm">
      <TopBar />
      <MainNav />
    </header>
  );
}

function TopBar() {
  const { user } = useAuth();
  return (
    <div className="bg-maroon-900 text-xs text-gold-100" aria-label="Quick links">
      <div className="container-page flex h-9 items-center justify-between gap-3">
        <a href={`mailto:${siteConfig.supportEmail}`} className="flex min-w-0 items-center gap-1.5 hover:text-white">
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{siteConfig.supportEmail}</span>
        </a>
        <nav className="flex shrink-0 items-center gap-4" aria-label="Top bar">
          <Link to={ROUTES.allProfiles} className="flex items-center gap-1 hover:text-white">
            <Search className="size-3.5" aria-hidden="true" />
            <span className="hidden sm:inline">Search</span>
            <span className="sr-only sm:hidden">Search</span>
          </Link>
          <Link to={ROUTES.about} className="hidden hover:text-white sm:inline">
            About
          </Link>
          <Link to={ROUTES.contact} className="hidden hover:text-white sm:inline">
            Contact
          </Link>
          {user ? (
            <Link
              to={ROUTES.logout}
              className="flex items-center gap-1 rounded-full border border-gold-400/60 px-3 py-1 font-semibold hover:bg-white/10"
            >
              <LogOut className="size-3.5" aria-hidden="true" />
              Logout
            </Link>
          ) : (
            <Link
              to={ROUTES.login}
              className="flex items-center gap-1 rounded-full bg-gold-500 px-3 py-1 font-semibold text-maroon-900 hover:bg-gold-400"
            >
              <LogIn className="size-3.5" aria-hidden="true" />
              Login
            </Link>
          )}
        </nav>
      </div>
    </div>
  );
}

function MainNav() {
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const menuId = useId();
  const { user } = useAuth();

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
      isActive ? 'bg-maroon-50 text-maroon-700' : 'text-ink hover:bg-maroon-50 hover:text-maroon-700'
    }`;

  return (
    <div className="border-b border-maroon-100 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between">
        <Logo />
        <div className="flex items-center gap-2">
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {user && <ProfilePanel user={user} />}
          <button
            type="button"
            className="rounded-lg p-2 text-maroon-700 hover:bg-maroon-50 lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id={menuId} aria-label="Main" className="border-t border-maroon-100 bg-white lg:hidden">
          <ul className="container-page flex flex-col py-2">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={(s) => `block ${linkClass(s)}`} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
