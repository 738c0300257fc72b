import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../../components/page-error-boundary';
import { PageLoading } from '../../components/page-loading';
import { Island } from '../../components/island';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { useI18n } from '../../lib/i18n';
import { PageHydrated } from '../../lib/islands/page-hydrated';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const Toaster = lazy(() => import('../../components/toaster'));

/** Header, page, footer; the page area waits for lazily loaded pages without hiding the frame. */
export function RootLayout() {
  const { t } = useI18n();
  // Toasts come only after something happens: a page rendered ahead has none, and leaving the
  // toaster out of it keeps the HTML free of the script React writes for a part that waited.
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('generic.skipToContent')}
      </a>
      <ScrollToTop />
      <Island name="site-header">
        <SiteHeader />
      </Island>
      <main id="main" className="flex-1">
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}
