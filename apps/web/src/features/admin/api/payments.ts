import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentActionAnswer, AdminPaymentConfirmInput, AdminPaymentsAnswer } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery } from './admin-http';
import { useConsoleMutation } from './console-mutation';

export interface PaymentFilters {
  status: string;
  method: string;
  /** '1': only orders that need review. */
  review: string;
  q: string;
}

/** The console's payments calls (/api/admin/payments…, operators only). */
export const paymentsApi = {
  payments: (filters: PaymentFilters, page: number) =>
    apiGet<AdminPaymentsAnswer>(`admin/payments?${adminQuery({ ...filters, page })}`),
  confirm: (orderId: string, input: AdminPaymentConfirmInput) =>
    apiPost<AdminPaymentActionAnswer>(`admin/payments/${encodeURIComponent(orderId)}/confirm`, input),
  reject: (orderId: string, reason: string) =>
    apiPost<AdminPaymentActionAnswer>(`admin/payments/${encodeURIComponent(orderId)}/reject`, { reason }),
};

export const adminPaymentsQuery = (filters: PaymentFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.adminPayments(JSON.stringify(filters), page),
    queryFn: () => paymentsApi.payments(filters, page),
    placeholderData: keepPreviousData,
  });

/** One page of payment orders, newest first. */
export function usePayments(filters: PaymentFilters, page: number) {
  return useQuery(adminPaymentsQuery(filters, page));
}

export type PaymentAction =
  { kind: 'confirm'; orderId: string; input: AdminPaymentConfirmInput } | { kind: 'reject'; orderId: string; reason: string };

/** Confirm a payment the gateway could not settle, or reject it. */
export function usePaymentAction() {
  return useConsoleMutation((action: PaymentAction) =>
    action.kind === 'confirm'
      ? paymentsApi.confirm(action.orderId, action.input)
      : paymentsApi.reject(action.orderId, action.reason),
  );
}
