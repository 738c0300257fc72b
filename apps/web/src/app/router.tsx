import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@inai/shared';
import { HomePage } from '../features/home/routes/home-page';
import { RootLayout } from './layout/root-layout';

// The home page ships in the first bundle (it is where most visits start); every other page is
// its own chunk, fetched when first visited. Declarative routes keep react-router's data-router
// machinery (loaders, actions) out of the bundle: we fetch with TanStack Query instead.
const AboutPage = lazy(() => import('../features/about/routes/about-page'));
const ContactPage = lazy(() => import('../features/contact/routes/contact-page'));
const PrivacyPage = lazy(() => import('../features/policies/routes/privacy-page'));
const TermsPage = lazy(() => import('../features/policies/routes/terms-page'));
const RefundPage = lazy(() => import('../features/policies/routes/refund-page'));
const ComingSoonPage = lazy(() => import('../features/coming-soon/routes/coming-soon-page'));
const NotFoundPage = lazy(() => import('../features/not-found/routes/not-found-page'));

/** The route table of specification section 2; later features add their screens here. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={ROUTES.home} element={<HomePage />} />
        <Route path={ROUTES.homeAlias} element={<HomePage />} />
        <Route path={ROUTES.about} element={<AboutPage />} />
        <Route path={ROUTES.contact} element={<ContactPage />} />
        <Route path={ROUTES.privacyPolicy} element={<PrivacyPage />} />
        <Route path={ROUTES.termsConditions} element={<TermsPage />} />
        <Route path={ROUTES.refundPolicy} element={<RefundPage />} />
        <Route path={ROUTES.comingSoon} element={<ComingSoonPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
