import type { ComponentType } from 'react';
import { HomePage } from '../features/home/routes/home-page';
import { lazyPage, lazyWithPreload } from '../lib/i18n';

export { HomePage };

/** The 404 page: only the first texts, so it draws even when the rest cannot be fetched. */
export const NotFoundPage = lazyWithPreload(() => import('../features/not-found/routes/not-found-page'));

/**
 * The components of the public pages (PUBLIC_PAGES in the shared package), by the name their
 * HTML is rendered under. The home page ships in the first bundle (it is where most visits
 * start); the others are chunks of their own, which a page rendered ahead fetches before it is
 * hydrated (prepare-page.ts).
 */
/** A page's component; the lazily loaded ones can be fetched ahead. */
export type PageComponent = ComponentType & { preload?: () => Promise<void> };

export const PUBLIC_PAGE_COMPONENTS: Readonly<Record<string, PageComponent>> = {
  home: HomePage,
  about: lazyPage(() => import('../features/about/routes/about-page')),
  contact: lazyPage(() => import('../features/contact/routes/contact-page')),
  pricing: lazyPage(() => import('../features/plans/routes/pricing-page')),
  'privacy-policy': lazyPage(() => import('../features/policies/routes/privacy-page')),
  'terms-conditions': lazyPage(() => import('../features/policies/routes/terms-page')),
  'refund-policy': lazyPage(() => import('../features/policies/routes/refund-page')),
  'coming-soon': lazyPage(() => import('../features/coming-soon/routes/coming-soon-page')),
  porutham: lazyPage(() => import('../features/porutham/routes/porutham-page')),
  jathagam: lazyPage(() => import('../features/jathagam/routes/jathagam-page')),
  grievance: lazyPage(() => import('../features/grievance/routes/grievance-page')),
};
