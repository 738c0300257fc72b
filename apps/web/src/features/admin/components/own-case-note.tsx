import { ERROR_CODES, type OwnCase } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

/**
 * Why the operator may not decide this item: it is their own case. The server names that on each
 * item (`own_case`, the code it would refuse the decision with), so this is the very text of the
 * refusal, shown beside the disabled buttons (which point at it with aria-describedby) before
 * anyone tries. The server's refusal stays the real check.
 */
export function OwnCaseNote({ id, code, className = '' }: { id: string; code: OwnCase; className?: string }) {
  const { t } = useI18n();
  return (
    <p id={id} className={`text-xs break-words text-ink-soft ${className}`} data-testid="own-case">
      {t(ERROR_CODES[code])}
    </p>
  );
}
