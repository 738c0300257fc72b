import { Route, Routes } from 'react-router';
import { localizedPath, MEMBER_ROUTES, PLANNED_ROUTES, PUBLIC_PAGES, ROUTES } from '@inai/shared';
import { RequireOperator } from '../components/require-operator';
import { lazyPage } from '../lib/i18n';
import { RootLayout } from './layout/root-layout';
import { HomePage, NotFoundPage, PUBLIC_PAGE_COMPONENTS } from './public-page-components';

// Every page but the home page is its own chunk (the public ones: public-page-components.ts),
// fetched when first visited together with the texts beyond the home page (lazyPage). Declarative routes keep react-router's data-router machinery (loaders, actions)
// out of the bundle: we fetch with TanStack Query instead.
// The member pages' guard loads with them, not with a visitor's first page.
const RequireMember = lazyPage(() => import('../components/require-member').then((m) => ({ default: m.RequireMember })));
const LoginPage = lazyPage(() => import('../features/auth/routes/login-page'));
const RegisterPage = lazyPage(() => import('../features/auth/routes/register-page'));
const LogoutPage = lazyPage(() => import('../features/auth/routes/logout-page'));
const VerifyOtpPage = lazyPage(() => import('../features/auth/routes/verify-otp-page'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/routes/reset-password-page'));
const MemberLayout = lazyPage(() =>
  import('../features/member/components/member-layout').then((m) => ({ default: m.MemberLayout })),
);
// The call screens over every member screen: fetched on the first ring or call button (docs/decisions/0077-calls-signalled-over-chat.md).
const CallScreens = lazyPage(() => import('../features/chat/components/call-overlay'));
const EditProfilePage = lazyPage(() => import('../features/profile/routes/edit-profile-page'));
const PartnerPreferencesPage = lazyPage(() => import('../features/preferences/routes/partner-preferences-page'));
const PhotoGalleryPage = lazyPage(() => import('../features/gallery/routes/photo-gallery-page'));
const HoroscopeGalleryPage = lazyPage(() => import('../features/gallery/routes/horoscope-gallery-page'));
const AllProfilesPage = lazyPage(() => import('../features/search/routes/all-profiles-page'));
const MatchesPage = lazyPage(() => import('../features/search/routes/matches-page'));
const ProfileDetailsPage = lazyPage(() => import('../features/profile-details/routes/profile-details-page'));
const BiodataPage = lazyPage(() => import('../features/profile-details/routes/biodata-page'));
// Not rendered ahead: it draws two births or a member's charts, nothing a visitor's first page holds.
const PoruthamReportPage = lazyPage(() => import('../features/porutham/routes/porutham-report-page'));
const PricingPage = lazyPage(() => import('../features/plans/routes/pricing-page'));
const PaymentPage = lazyPage(() => import('../features/plans/routes/payment-page'));
const PaymentStatusPage = lazyPage(() => import('../features/plans/routes/payment-status-page'));
const PaymentResponsePage = lazyPage(() => import('../features/plans/routes/payment-response-page'));
const PaymentCancelPage = lazyPage(() => import('../features/plans/routes/payment-cancel-page'));
const UserPlanPage = lazyPage(() => import('../features/plans/routes/user-plan-page'));
const UserInterestsPage = lazyPage(() => import('../features/interests/routes/user-interests-page'));
const PremiumBenefitsPage = lazyPage(() => import('../features/premium-benefits/routes/premium-benefits-page'));
const SettingsPage = lazyPage(() => import('../features/settings/routes/settings-page'));
const ChatListPage = lazyPage(() => import('../features/chat/routes/chat-list-page'));
const ConversationPage = lazyPage(() => import('../features/chat/routes/conversation-page'));
const ViewersPage = lazyPage(() => import('../features/viewers/routes/viewers-page'));
// The operators' console: its own chunk, fetched only by an operator who opens it.
const AdminPage = lazyPage(() => import('../features/admin/routes/admin-page'));
const ShortlistedPage = lazyPage(() => import('../features/shortlist/routes/shortlisted-page'));
const VerifyIdPage = lazyPage(() => import('../features/id-verification/routes/verify-id-page'));
const MailStopPage = lazyPage(() => import('../features/mail-stop/routes/mail-stop-page'));
const NotMePage = lazyPage(() => import('../features/auth/routes/not-me-page'));
const FamilyAcceptPage = lazyPage(() => import('../features/auth/routes/family-accept-page'));

/** The route table of specification section 2; later features add their screens here. */
const BUILT_MEMBER_ROUTES: readonly string[] = [
  PLANNED_ROUTES.editUserProfile,
  PLANNED_ROUTES.partnerPreferences,
  PLANNED_ROUTES.userProfile,
  PLANNED_ROUTES.userHoroscope,
  ROUTES.userPlan,
  ROUTES.userInterests,
  ROUTES.premiumUserBenefits,
  ROUTES.settings,
  ROUTES.chat,
  ROUTES.chatConversation,
  ROUTES.viewers,
  ROUTES.shortlisted,
  ROUTES.verifyId,
];
const UNBUILT_MEMBER_ROUTES = MEMBER_ROUTES.filter((path) => !BUILT_MEMBER_ROUTES.includes(path));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* The public pages, rendered ahead at build time; each also at its Tamil address (/ta/…). */}
        {PUBLIC_PAGES.flatMap(({ path, name }) => {
          const Page = PUBLIC_PAGE_COMPONENTS[name] ?? NotFoundPage;
          return [path, localizedPath(path, 'ta')].map((address) => <Route key={address} path={address} element={<Page />} />);
        })}
        <Route path={ROUTES.homeAlias} element={<HomePage />} />
        <Route path={ROUTES.login} element={<LoginPage />} />
        <Route path={ROUTES.register} element={<RegisterPage />} />
        <Route path={ROUTES.logout} element={<LogoutPage />} />
        <Route path={ROUTES.verifyOtp} element={<VerifyOtpPage />} />
        <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
        <Route path={ROUTES.allProfiles} element={<AllProfilesPage />} />
        {/* The server answers 401 or 402 here itself; the page shows the specification's handling. */}
        <Route path={ROUTES.profileDetails} element={<ProfileDetailsPage />} />
        <Route path={ROUTES.biodata} element={<BiodataPage />} />
        <Route path={ROUTES.poruthamReport} element={<PoruthamReportPage />} />
        <Route path={ROUTES.pricing} element={<PricingPage />} />
        <Route path={ROUTES.paymentPage} element={<PaymentPage />} />
        <Route path={ROUTES.paymentStatus} element={<PaymentStatusPage />} />
        <Route path={ROUTES.paymentResponse} element={<PaymentResponsePage />} />
        <Route path={ROUTES.paymentCancel} element={<PaymentCancelPage />} />
        <Route path={ROUTES.mailStop} element={<MailStopPage />} />
        <Route path={ROUTES.notMe} element={<NotMePage />} />
        <Route path={ROUTES.familyAccept} element={<FamilyAcceptPage />} />
        <Route
          element={
            <RequireMember>
              <MemberLayout callScreens={CallScreens} />
            </RequireMember>
          }
        >
          <Route path={PLANNED_ROUTES.editUserProfile} element={<EditProfilePage />} />
          <Route path={PLANNED_ROUTES.partnerPreferences} element={<PartnerPreferencesPage />} />
          <Route path={PLANNED_ROUTES.userProfile} element={<PhotoGalleryPage />} />
          <Route path={PLANNED_ROUTES.userHoroscope} element={<HoroscopeGalleryPage />} />
          <Route path={ROUTES.userPlan} element={<UserPlanPage />} />
          <Route path={ROUTES.userInterests} element={<UserInterestsPage />} />
          <Route path={ROUTES.premiumUserBenefits} element={<PremiumBenefitsPage />} />
          <Route path={ROUTES.settings} element={<SettingsPage />} />
          <Route path={ROUTES.chat} element={<ChatListPage />} />
          <Route path={ROUTES.chatConversation} element={<ConversationPage />} />
          <Route path={ROUTES.viewers} element={<ViewersPage />} />
          <Route path={ROUTES.shortlisted} element={<ShortlistedPage />} />
          <Route path={ROUTES.verifyId} element={<VerifyIdPage />} />
          {/* Member screens later features build: guarded, and the 404 page until then. */}
          {UNBUILT_MEMBER_ROUTES.map((path) => (
            <Route key={path} path={path} element={<NotFoundPage />} />
          ))}
        </Route>
        <Route
          path={ROUTES.matches}
          element={
            <RequireMember silent>
              <MatchesPage />
            </RequireMember>
          }
        />
        <Route
          path={ROUTES.admin}
          element={
            <RequireOperator fallback={<NotFoundPage />}>
              <AdminPage />
            </RequireOperator>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
