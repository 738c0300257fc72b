import { useMutation } from '@tanstack/react-query';
import type { MemberAnswer, MobileCodeSentAnswer } from '@inai/shared';
import { apiPost } from '../api-client';
import { useSetMe } from './me';

/** The member's own mobile number, verified by a code texted to it (docs/design.md, "Text messages"). */
export const mobileApi = {
  /** A code to the member's own number. */
  sendCode: () => apiPost<MobileCodeSentAnswer>('mobile/send-code', {}),
  /** A code to a new number; the old one stays the member's until the code is entered. */
  change: (phone: string) => apiPost<MobileCodeSentAnswer>('mobile/change', { phone }),
  /** The code, for either: the answer is the member, their number verified (or replaced). */
  verify: (code: string) => apiPost<MemberAnswer>('mobile/verify', { code }),
};

/** Checks the code; the member becomes the server's answer, so every screen shows the number as it now is. */
export function useVerifyMobile() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: mobileApi.verify,
    onSuccess: (answer) => setMe(answer.user),
  });
}
