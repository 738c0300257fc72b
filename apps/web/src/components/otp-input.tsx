import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@inai/shared';
import { useI18n } from '../lib/i18n';

export const OTP_LENGTH = LIMITS.otpLength;

interface OtpInputProps {
  value: string[];
  onChange(value: string[]): void;
  disabled?: boolean;
}

/**
 * Six one-digit boxes (specification: one character each, a 6-digit paste fills them all).
 * Typing moves to the next box, Backspace on an empty box to the previous one.
 */
export function OtpInput({ value, onChange, disabled }: OtpInputProps) {
  const { t } = useI18n();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const set = (index: number, digit: string) => {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length > 1) return fill(digits, index);
    set(index, digits);
    if (digits) focus(index + 1);
  };

  const fill = (digits: string, from = 0) => {
    const next = [...value];
    for (let i = 0; i < digits.length && from + i < OTP_LENGTH; i++) next[from + i] = digits[i]!;
    onChange(next);
    focus(from + digits.length);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    fill(digits.slice(0, OTP_LENGTH), digits.length >= OTP_LENGTH ? 0 : index);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index]) focus(index - 1);
    if (event.key === 'ArrowLeft') focus(index - 1);
    if (event.key === 'ArrowRight') focus(index + 1);
  };

  return (
    // On a phone the six boxes share the form's width (up to 48 px each), so they fit a 360 px screen.
    <div className="flex justify-between gap-2 sm:justify-start sm:gap-3" role="group" aria-label={t('otp.group')}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          pattern="[0-9]"
          aria-label={t('otp.digit', { n: index + 1 })}
          className="h-12 w-0 max-w-12 min-w-0 flex-1 rounded-xl border border-maroon-200 bg-white text-center text-xl font-semibold text-ink shadow-sm focus:border-maroon-500 focus:ring-2 focus:ring-maroon-200 focus:outline-none sm:size-14 sm:max-w-none sm:flex-none"
          value={value[index] ?? ''}
          disabled={disabled}
          onChange={(e) => onInput(index, e.target.value)}
          onPaste={(e) => onPaste(index, e)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
