import { useI18n } from '../lib/i18n';
import { Spinner } from './spinner';

/**
 * "Didn't receive the code?" under a code entry: the seconds left before another may be sent,
 * then the button that sends it. The e-mail and the text-message codes share it.
 */
export function ResendLine({
  wait,
  disabled,
  sending = false,
  onResend,
  className = '',
}: {
  wait: number;
  disabled: boolean;
  sending?: boolean;
  onResend: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <p className={`text-sm text-ink-soft ${className}`}>
      {t('otp.noCode')}{' '}
      {wait > 0 ? (
        <span aria-live="polite">{t('otp.resendIn', { seconds: wait })}</span>
      ) : (
        <button
          type="button"
          className="font-semibold text-maroon-700 hover:underline disabled:opacity-60"
          disabled={disabled}
          onClick={onResend}
        >
          {sending && <Spinner />}
          {t('otp.resend')}
        </button>
      )}
    </p>
  );
}
