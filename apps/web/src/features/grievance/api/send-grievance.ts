import type { FiledAnswer, GrievanceInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/grievance: open to visitors; a signed-in member's session links it to them. */
export function sendGrievance(input: GrievanceInput) {
  return apiPost<FiledAnswer>('grievance', input);
}
