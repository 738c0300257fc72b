import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActionAnswer, AdminEnquiriesAnswer } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery } from './admin-http';
import { useConsoleMutation } from './console-mutation';

export interface EnquiryFilters {
  /** '0' not yet handled, '1' handled. */
  handled: string;
  q: string;
}

/** The console's enquiries calls (/api/admin/enquiries…, operators only). */
export const enquiriesApi = {
  enquiries: (filters: EnquiryFilters, page: number) =>
    apiGet<AdminEnquiriesAnswer>(`admin/enquiries?${adminQuery({ ...filters, page })}`),
  handled: (id: number, reason: string) => apiPost<AdminActionAnswer>(`admin/enquiries/${id}/handled`, { reason }),
};

export const adminEnquiriesQuery = (filters: EnquiryFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.adminEnquiries(JSON.stringify(filters), page),
    queryFn: () => enquiriesApi.enquiries(filters, page),
    placeholderData: keepPreviousData,
  });

/** One page of enquiries. */
export function useEnquiries(filters: EnquiryFilters, page: number) {
  return useQuery(adminEnquiriesQuery(filters, page));
}

/** Mark an enquiry handled, with the operator's note. */
export function useMarkHandled() {
  return useConsoleMutation(({ id, reason }: { id: number; reason: string }) => enquiriesApi.handled(id, reason));
}
