import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Locale } from '@inai/shared';
import { POLICY_LOADERS, type PolicyId } from '@inai/shared/i18n/policies/index';
import { queryKeys } from '../../../lib/query-keys';
import { siteConfig } from '../../../lib/site-config';

/**
 * A policy document in one language, loaded when its page opens (a policy is long, and most
 * visitors never read one) and kept for the visit: it does not change while the page is open.
 */
export const policyQuery = (policy: PolicyId, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.policy(policy, locale),
    queryFn: async () => (await POLICY_LOADERS[policy][locale]())({ supportEmail: siteConfig.supportEmail }),
    staleTime: Infinity,
  });

/**
 * Suspends until the document is in: a policy page rendered ahead (docs/design.md, "Public pages rendered ahead") then stays as
 * it was sent until its text has arrived, and the page's loading state is the router's.
 */
export function usePolicy(policy: PolicyId, locale: Locale) {
  return useSuspenseQuery(policyQuery(policy, locale));
}
