import { Suspense, type ComponentType } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import {
  BadgeCheck,
  BookHeart,
  CalendarHeart,
  Crown,
  Eye,
  Heart,
  LogOut,
  MessageCircle,
  Pencil,
  ScrollText,
  Settings,
  SlidersHorizontal,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { MEMBER_HOME, PLANNED_ROUTES, ROUTES, type PlainKey } from '@inai/shared';
import { ActingBanner } from '../../../components/acting-banner';
import { AdminMenuLink } from '../../../components/admin-menu-link';
import { defaultAvatar } from '../../../components/default-avatar';
import { PageLoading } from '../../../components/page-loading';
import { TodaysMatches } from '../../../components/todays-matches';
import { useMe } from '../../../lib/api/me';
import { useChatConnection } from '../../../lib/chat/chat-connection';
import { CallDock } from './call-dock';
import { useI18n } from '../../../lib/i18n';

const LINKS: readonly { to: string; label: PlainKey; icon: LucideIcon }[] = [
  { to: PLANNED_ROUTES.userProfile, label: 'memberMenu.profile', icon: UserRound },
  { to: PLANNED_ROUTES.editUserProfile, label: 'memberMenu.editProfile', icon: Pencil },
  { to: PLANNED_ROUTES.partnerPreferences, label: 'memberMenu.partnerPreferences', icon: SlidersHorizontal },
  { to: ROUTES.userInterests, label: 'memberMenu.interests', icon: Heart },
  { to: ROUTES.shortlisted, label: 'shortlist.menu', icon: BookHeart },
  { to: ROUTES.viewers, label: 'memberMenu.viewers', icon: Eye },
  { to: ROUTES.verifyId, label: 'idVerification.menu', icon: BadgeCheck },
  { to: PLANNED_ROUTES.userHoroscope, label: 'memberMenu.horoscope', icon: ScrollText },
  { to: ROUTES.chat, label: 'memberMenu.chatList', icon: MessageCircle },
  { to: ROUTES.premiumUserBenefits, label: 'memberMenu.premiumUserBenefits', icon: Crown },
  { to: ROUTES.userPlan, label: 'memberMenu.plan', icon: CalendarHeart },
  { to: ROUTES.settings, label: 'memberMenu.settings', icon: Settings },
  { to: ROUTES.logout, label: 'memberMenu.logout', icon: LogOut },
];

/**
 * The member dashboard: the side menu (the specification's nine links and our Settings, the
 * current one highlighted, Interests with the number of interests waiting for an answer, Chat
 * list with the number of unread messages, the member's picture) beside the screen. On a phone the menu is a scrolling row above it; on a
 * wide screen a column whose long (Tamil) labels wrap. The page members land on after signing in
 * opens with today's matches (ours, docs/decisions/0053).
 */
export function MemberLayout({ callScreens }: { callScreens?: ComponentType }) {
  const { t, number } = useI18n();
  const { user } = useMe();
  const landing = useLocation().pathname.replace(/\/$/, '').toLowerCase() === MEMBER_HOME;
  // The live chat connection lives as long as the member screens (it keeps the unread count fresh).
  useChatConnection(user !== undefined);
  if (!user) return null;
  const counts: Partial<Record<string, { count: number; testId: string; text: string }>> = {
    [ROUTES.userInterests]: {
      count: user.pending_interests,
      testId: 'menu-pending',
      text: t.plural('profilePanel.pending', user.pending_interests),
    },
    [ROUTES.chat]: {
      count: user.unread_messages,
      testId: 'menu-unread',
      text: t.plural('chat.unread', user.unread_messages),
    },
  };
  const picture = user.user_profile_picture ?? defaultAvatar(user.user_details?.gender);
  return (
    <>
      {/* A ring shows over whichever member screen is open (the call screens load when needed). */}
      <CallDock screens={callScreens} />
      {/* A co-manager sees whose profile they act for; it loads with the member screens, never on a visitor's first page. */}
      <ActingBanner />
      <section className="bg-cream py-6 sm:py-10">
        <div className="container-page grid gap-6 lg:grid-cols-[16rem_1fr]">
          <aside className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100 lg:self-start lg:p-5">
            <div className="flex items-center gap-3 lg:flex-col lg:text-center">
              <img
                src={picture}
                alt=""
                className="size-14 shrink-0 rounded-full object-cover ring-2 ring-gold-200 lg:size-24"
                data-testid="menu-picture"
              />
              <div className="min-w-0 lg:w-full">
                <p className="truncate font-semibold text-ink">{user.name}</p>
                <p className="truncate text-xs text-ink-soft">{user.email}</p>
              </div>
            </div>
            <nav aria-label={t('memberMenu.label')} className="-mx-1 mt-4 overflow-x-auto lg:mx-0">
              <ul className="flex gap-1 px-1 lg:flex-col lg:px-0">
                {user.is_operator && <AdminMenuLink />}
                {LINKS.map(({ to, label, icon: Icon }) => (
                  <li key={to} className="shrink-0">
                    <NavLink
                      to={to}
                      end={to !== ROUTES.chat}
                      className={({ isActive }) =>
                        `relative flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:whitespace-normal ${
                          isActive ? 'bg-maroon-700 text-white' : 'text-ink hover:bg-maroon-50 hover:text-maroon-700'
                        }`
                      }
                    >
                      <Icon className="size-4 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 break-words">{t(label)}</span>
                      {(counts[to]?.count ?? 0) > 0 && (
                        <>
                          <span
                            aria-hidden="true"
                            data-testid={counts[to]!.testId}
                            className="ml-auto rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
                          >
                            {number(counts[to]!.count)}
                          </span>
                          <span className="sr-only">({counts[to]!.text})</span>
                        </>
                      )}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
          <div className="min-w-0 space-y-6">
            {landing && <TodaysMatches />}
            {/* The menu stays while the next member screen's code loads. */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
