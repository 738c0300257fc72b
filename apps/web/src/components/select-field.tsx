import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { Option } from '@inai/shared';
import { useFieldIds } from '../lib/hooks/use-field-ids';
import { FieldError } from './field-parts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  placeholder: string;
  options: readonly Option[];
  error?: string | undefined;
  /** A line under the control saying more (why it is disabled, what it means). */
  hint?: ReactNode;
  /** Hide the label visually (the placeholder says what the field is); screen readers keep it. */
  hideLabel?: boolean;
  /** A required select's placeholder cannot be chosen again once a value is picked. */
  placeholderSelectable?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with its label, placeholder and error line. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  hint,
  hideLabel,
  placeholderSelectable,
  id,
  className,
  ...rest
}: SelectFieldProps) {
  const { fieldId, errorId, hintId, controlProps } = useFieldIds(id, error, hint !== undefined);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </label>
      <select className="field-input" {...controlProps} {...rest}>
        <option value="" disabled={!placeholderSelectable}>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
