import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from '../lib/hooks/use-field-ids';
import { FieldError } from './field-parts';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and its error line under it. */
export function CheckboxField({ label, error, id, ...rest }: CheckboxFieldProps) {
  const { fieldId, errorId, controlProps } = useFieldIds(id, error);
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-maroon-200 accent-maroon-700"
          {...controlProps}
          {...rest}
        />
        <label htmlFor={fieldId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
