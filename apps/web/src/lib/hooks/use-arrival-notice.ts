import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../i18n';
import { notify } from '../notify';

/** Why someone was sent to the sign-in or verification screen, said there in a toast. */
const ARRIVAL_NOTICES = ['redirect.loginRequired', 'redirect.verificationRequired'] as const;
export type ArrivalNotice = (typeof ARRIVAL_NOTICES)[number];

/** What a navigation to those screens carries: where to go on afterwards, and why they came. */
export interface SentHere {
  from?: string;
  notice?: ArrivalNotice;
}

const isArrivalNotice = (value: unknown): value is ArrivalNotice =>
  typeof value === 'string' && (ARRIVAL_NOTICES as readonly string[]).includes(value);

/**
 * Says on arrival why the visitor was sent here. The reason rides in the history entry with the
 * address they came from, so it survives what a toast shown before leaving would not: a whole
 * page load (a public page's parts load the next page whole). Said once: the entry is then
 * replaced without it, so a reload or a step back here does not say it again.
 */
export function useArrivalNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as SentHere | null;
  const notice = state?.notice;
  useEffect(() => {
    if (!isArrivalNotice(notice)) return;
    notify.error(t(notice), notice);
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: { ...state, notice: undefined } });
  }, [notice, location, navigate, state]);
}
