import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansAnswer } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET plans: the catalogue, the configured gateway and whether a UPI QR may be offered. */
export const getPlans = () => apiGet<PlansAnswer>('plans');

/** The same for every visitor and member (it survives a change of session), asked again after ten minutes. */
export const plansQuery = () => queryOptions({ queryKey: queryKeys.plans(), queryFn: getPlans, staleTime: 10 * 60_000 });

/**
 * What this server's purchase panel may offer beyond the gateway: the UPI QR only when the
 * operator configured a payee. The plans themselves are the shared catalogue, known without asking.
 */
export function usePaymentOptions(): { upiEnabled: boolean } {
  const query = useQuery(plansQuery());
  return { upiEnabled: query.data?.upiEnabled === true };
}
