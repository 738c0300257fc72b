import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdVerificationAnswer } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { uploadWithProgress } from '../../../lib/upload';

/** The member's ID verification calls (GET/POST /api/id-verification). */
export const idVerificationApi = {
  state: () => apiGet<IdVerificationAnswer>('id-verification'),
  upload: (documentType: string, file: File, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('document_type', documentType);
    form.append('file', file);
    return uploadWithProgress<IdVerificationAnswer>('id-verification', form, onProgress);
  },
};

/** The member's own ID verification: none, waiting, approved or rejected (with the reason). */
export const idVerificationQuery = () => queryOptions({ queryKey: queryKeys.idVerification(), queryFn: idVerificationApi.state });

export function useIdVerificationState() {
  return useQuery(idVerificationQuery());
}

/** After an upload: the answer is the new state. */
export function useSetIdVerificationState() {
  const client = useQueryClient();
  return (answer: IdVerificationAnswer) => client.setQueryData(queryKeys.idVerification(), answer);
}
