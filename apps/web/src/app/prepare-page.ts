import type { QueryClient } from '@tanstack/react-query';
import { publicPageAt, type Locale } from '@inai/shared';
import type { PolicyId } from '@inai/shared/i18n/policies/index';
import { NotFoundPage, PUBLIC_PAGE_COMPONENTS } from './public-page-components';

/** The policy each policy page shows: its text is data the page waits for, not code. */
const PAGE_POLICIES: Readonly<Record<string, PolicyId>> = {
  'privacy-policy': 'privacy',
  'terms-conditions': 'terms',
  'refund-policy': 'refund',
};

/**
 * Fetches what a public page (or the 404 page) needs to draw in full: its code and texts, and the
 * data it would otherwise show a spinner for. The build's renderer calls it before rendering a
 * page ahead, and the browser before hydrating one, so both draw the same thing (docs/design.md, "Public pages rendered ahead").
 */
export async function preparePage(pathname: string, locale: Locale, queryClient: QueryClient): Promise<void> {
  const name = publicPageAt(pathname)?.page.name;
  const component = (name ? PUBLIC_PAGE_COMPONENTS[name] : undefined) ?? NotFoundPage;
  const policy = name ? PAGE_POLICIES[name] : undefined;
  await Promise.all([
    component.preload?.(),
    // Fetched only for a policy page: the home page's first bundle stays without the policies' loaders.
    policy
      ? import('../features/policies/api/policies').then(({ policyQuery }) =>
          queryClient.ensureQueryData(policyQuery(policy, locale)),
        )
      : undefined,
  ]);
}
