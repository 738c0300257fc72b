import { useEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { MessageSquareText } from 'lucide-react';
import { phoneInput } from '../../../components/input-presets';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useI18n } from '../../../lib/i18n';
import type { useTextedCode } from '../hooks/use-texted-code';

type TextedCode = ReturnType<typeof useTextedCode>;

/**
 * The mobile number and its 'Send code' button (a submit: Enter sends); once a code is asked for,
 * the number stays as sent, beside a way back to change it, and the server's answer shows under it.
 */
export function PhoneStep({
  code,
  focusOnShow = false,
  message,
}: {
  code: TextedCode;
  focusOnShow?: boolean;
  /** What to show instead of the server's answer to the texted code (the e-mail step's). */
  message?: string | undefined;
}) {
  const { t } = useI18n();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) field.current?.focus();
  }, [focusOnShow]);
  const { sent } = code;
  // "Use another number" hands the number back for typing: the focus goes to it once the field
  // is editable again, since the button that was pressed leaves the page in the same change.
  const numberAgain = useRef(false);
  useEffect(() => {
    if (sent !== null || !numberAgain.current) return;
    numberAgain.current = false;
    field.current?.focus();
  }, [sent]);
  return (
    <>
      <TextField
        ref={field}
        label={t('mobileSignIn.phone')}
        {...phoneInput}
        // A pasted '+91 98765 43210' is read as its ten digits, so the field takes more than ten characters.
        maxLength={16}
        inputMode="tel"
        hint={t('mobileSignIn.phoneHint')}
        readOnly={sent !== null}
        value={code.phone}
        error={code.phoneError}
        onChange={(e) => code.setPhone(e.target.value)}
      />
      {sent === null ? (
        <button type="submit" className="btn-primary w-full" disabled={code.sending}>
          {code.sending && <Spinner />}
          {t('mobileSignIn.sendCode')}
        </button>
      ) : (
        <>
          <p role="status" className="flex items-start gap-3 rounded-xl bg-maroon-50 p-3 text-sm text-maroon-800">
            <MessageSquareText className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{message ?? sent.message}</span>
          </p>
          <button
            type="button"
            className="text-sm font-semibold text-maroon-700 hover:underline"
            onClick={() => {
              numberAgain.current = true;
              code.changeNumber();
              field.current?.focus();
            }}
          >
            {t('mobileSignIn.otherNumber')}
          </button>
        </>
      )}
    </>
  );
}

/**
 * The six digits from the text message (or, in the e-mail step, from the mail), in one field a
 * phone can fill from the message itself. No maxLength: it would cut a pasted '123 456' before
 * `onlyCode` keeps its digits.
 */
export function CodeField({
  error,
  ref,
  fromEmail = false,
  ...rest
}: {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  fromEmail?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useI18n();
  return (
    <TextField
      ref={ref}
      label={t(fromEmail ? 'mobileSafety.emailCode' : 'mobileSignIn.code')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      className="field-input tracking-[0.3em]"
      error={error}
      {...rest}
    />
  );
}

/** 'Did not get the code?': the countdown to the next code, then the button that asks for it. */
export function ResendCode({ code }: { code: TextedCode }) {
  const { t } = useI18n();
  return (
    <p className="text-center text-sm text-ink-soft">
      {t('otp.noCode')}{' '}
      {code.secondsToResend > 0 ? (
        <span aria-live="polite">{t('otp.resendIn', { seconds: code.secondsToResend })}</span>
      ) : (
        <button
          type="button"
          className="font-semibold text-maroon-700 hover:underline disabled:opacity-60"
          disabled={code.sending}
          onClick={() => void code.request()}
        >
          {t('otp.resend')}
        </button>
      )}
    </p>
  );
}

/**
 * Below the e-mail step's code: where else the mail may be, and a way back to a new texted code
 * (the step lasts 10 minutes and 5 tries; after that only a new start works).
 */
export function EmailStepFooter({ onStartAgain }: { onStartAgain(): void }) {
  const { t } = useI18n();
  return (
    <div className="space-y-2 text-center text-sm text-ink-soft">
      <p>{t('mobileSafety.emailStepHint')}</p>
      <button type="button" className="font-semibold text-maroon-700 hover:underline" onClick={onStartAgain}>
        {t('mobileSafety.startAgain')}
      </button>
    </div>
  );
}
