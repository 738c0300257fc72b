import { NavLink } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { ROUTES } from '@inai/shared';
import { useI18n } from '../lib/i18n';

/** The side menu's 'Admin' link, shown to operators only (the server's `is_operator`); styled as the menu's links. */
export function AdminMenuLink() {
  const { t } = useI18n();
  return (
    <li className="shrink-0">
      <NavLink
        to={ROUTES.admin}
        data-testid="menu-admin"
        className="relative flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap text-ink transition-colors hover:bg-maroon-50 hover:text-maroon-700 lg:whitespace-normal"
      >
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{t('admin.link')}</span>
      </NavLink>
    </li>
  );
}
