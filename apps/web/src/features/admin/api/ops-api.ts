import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActionAnswer,
  AdminEnquiriesAnswer,
  AdminPaymentActionAnswer,
  AdminPaymentConfirmInput,
  AdminPaymentsAnswer,
} from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery } from './admin-http';

export interface PaymentFilters {
  status: string;
  method: string;
  /** '1': only orders that need review. */
  review: string;
  q: string;
}

export interface EnquiryFilters {
  /** '0' not yet handled, '1' handled. */
  handled: string;
  q: string;
}

/** The console's payments and enquiries calls (/api/admin/…, operators only). */
export const opsApi = {
  payments: (filters: PaymentFilters, page: number) =>
    apiGet<AdminPaymentsAnswer>(`admin/payments?${adminQuery({ ...filters, page })}`),
  confirm: (orderId: string, input: AdminPaymentConfirmInput) =>
    apiPost<AdminPaymentActionAnswer>(`admin/payments/${encodeURIComponent(orderId)}/confirm`, input),
  reject: (orderId: string, reason: string) =>
    apiPost<AdminPaymentActionAnswer>(`admin/payments/${encodeURIComponent(orderId)}/reject`, { reason }),
  enquiries: (filters: EnquiryFilters, page: number) =>
    apiGet<AdminEnquiriesAnswer>(`admin/enquiries?${adminQuery({ ...filters, page })}`),
  handled: (id: number, reason: string) => apiPost<AdminActionAnswer>(`admin/enquiries/${id}/handled`, { reason }),
};

/** One page of payment orders, newest first. */
export function usePayments(filters: PaymentFilters, page: number) {
  return useQuery({
    queryKey: queryKeys.adminPayments(JSON.stringify(filters), page),
    queryFn: () => opsApi.payments(filters, page),
    placeholderData: keepPreviousData,
  });
}

/** One page of enquiries. */
export function useEnquiries(filters: EnquiryFilters, page: number) {
  return useQuery({
    queryKey: queryKeys.adminEnquiries(JSON.stringify(filters), page),
    queryFn: () => opsApi.enquiries(filters, page),
    placeholderData: keepPreviousData,
  });
}

/** Every action changes its list and the audit log: the console's data is fetched again. */
function useOpsMutation<V, A extends { message: string }>(run: (vars: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.adminAll() }),
  });
}

export type PaymentAction =
  { kind: 'confirm'; orderId: string; input: AdminPaymentConfirmInput } | { kind: 'reject'; orderId: string; reason: string };

export function usePaymentAction() {
  return useOpsMutation((action: PaymentAction) =>
    action.kind === 'confirm' ? opsApi.confirm(action.orderId, action.input) : opsApi.reject(action.orderId, action.reason),
  );
}

export function useMarkHandled() {
  return useOpsMutation(({ id, reason }: { id: number; reason: string }) => opsApi.handled(id, reason));
}
