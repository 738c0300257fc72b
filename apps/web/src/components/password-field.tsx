import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useFieldIds } from '../lib/hooks/use-field-ids';
import { useI18n } from '../lib/i18n';
import { FieldError } from './field-parts';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with its label, a show/hide switch and its error line. */
export function PasswordField({ label, error, id, ...rest }: PasswordFieldProps) {
  const { t } = useI18n();
  const { fieldId, errorId, controlProps } = useFieldIds(id, error);
  const [shown, setShown] = useState(false);
  const name = label.toLowerCase();
  return (
    <div>
      <label htmlFor={fieldId} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input type={shown ? 'text' : 'password'} className="field-input pr-11" {...controlProps} {...rest} />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-ink-soft hover:text-maroon-700"
          aria-label={shown ? t('field.hide', { label: name }) : t('field.show', { label: name })}
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
