import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown, Heart, MessageCircle, Pencil, UserRound } from 'lucide-react';
import { PLANNED_ROUTES, ROUTES, type PublicUser } from '@inai/shared';
import { useI18n } from '../lib/i18n';

/**
 * The signed-in member's panel in the header: name, e-mail, View Profile, Update Profile; and,
 * while interests wait for the member's answer or chat messages are unread, their number on the
 * button and a link to each.
 */
export function ProfilePanel({ user }: { user: PublicUser }) {
  const { t, number } = useI18n();
  const pending = user.pending_interests;
  const unread = user.unread_messages;
  const waiting = [
    ...(pending > 0 ? [t.plural('profilePanel.pending', pending)] : []),
    ...(unread > 0 ? [t.plural('profilePanel.unread', unread)] : []),
  ];
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpenOn(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="relative" ref={root}>
      <button
        type="button"
        className="flex items-center gap-2 rounded-full border border-maroon-100 py-1 pr-2 pl-1 text-sm font-medium text-maroon-800 hover:bg-maroon-50"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {/* The name comes from this text, not an aria-label: a label must hold every word the
            button shows (WCAG 2.5.3), and the initial and the count are shown but not words.
            What is shown is hidden from screen readers, which read this instead. */}
        <span className="sr-only">{[t('profilePanel.button', { name: user.name }), ...waiting].join(', ')}</span>
        <span className="relative shrink-0" aria-hidden="true">
          {user.user_profile_picture ? (
            <img src={user.user_profile_picture} alt="" className="size-8 rounded-full object-cover" />
          ) : (
            <span className="flex size-8 items-center justify-center rounded-full bg-maroon-700 font-semibold text-white">
              {initial}
            </span>
          )}
          {pending + unread > 0 && (
            <span
              data-testid="header-pending"
              className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white ring-2 ring-white"
            >
              {number(pending + unread)}
            </span>
          )}
        </span>
        <span className="hidden max-w-32 truncate sm:inline" aria-hidden="true">
          {user.name}
        </span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('profilePanel.label')}
          className="absolute right-0 z-50 mt-2 w-72 rounded-2xl border border-maroon-100 bg-white p-4 shadow-xl"
        >
          <p className="truncate font-semibold text-ink">{user.name}</p>
          <p className="truncate text-sm text-ink-soft">{user.email}</p>
          {pending > 0 && (
            <Link
              to={`${ROUTES.userInterests}?tab=incoming`}
              className="mt-3 flex items-center gap-2 rounded-xl bg-maroon-50 px-3 py-2 text-sm font-medium text-maroon-800 hover:bg-maroon-100"
              onClick={() => setOpenOn(null)}
            >
              <Heart className="size-4 shrink-0 fill-current" aria-hidden="true" />
              {t.plural('profilePanel.pending', pending)}
            </Link>
          )}
          {unread > 0 && (
            <Link
              to={ROUTES.chat}
              className="mt-2 flex items-center gap-2 rounded-xl bg-maroon-50 px-3 py-2 text-sm font-medium text-maroon-800 hover:bg-maroon-100"
              onClick={() => setOpenOn(null)}
            >
              <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
              {t.plural('profilePanel.unread', unread)}
            </Link>
          )}
          <div className="mt-4 grid gap-2">
            <Link to={PLANNED_ROUTES.userProfile} className="btn-primary" onClick={() => setOpenOn(null)}>
              <UserRound className="size-4" aria-hidden="true" />
              {t('profilePanel.viewProfile')}
            </Link>
            <Link
              to={PLANNED_ROUTES.editUserProfile}
              className="btn border border-maroon-200 text-maroon-700 hover:bg-maroon-50"
              onClick={() => setOpenOn(null)}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('profilePanel.updateProfile')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
