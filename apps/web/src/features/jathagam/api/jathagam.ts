import { useMutation } from '@tanstack/react-query';
import type { JathagamAnswer, JathagamInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/jathagam: the chart of a birth (no session). */
export function useJathagam() {
  return useMutation({
    mutationFn: (input: JathagamInput) => apiPost<JathagamAnswer>('jathagam', input),
  });
}
