import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { plansApi } from './plans-api';

/**
 * What this server's purchase panel may offer beyond the gateway: the UPI QR only when the
 * operator configured a payee. The plans themselves are the shared catalogue, known without asking.
 */
export function usePaymentOptions(): { upiEnabled: boolean } {
  const query = useQuery({ queryKey: queryKeys.plans(), queryFn: plansApi.plans, staleTime: 10 * 60_000 });
  return { upiEnabled: query.data?.upiEnabled === true };
}
