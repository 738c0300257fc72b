import type { SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import type { Option } from '@inai/shared';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  placeholder: string;
  options: readonly Option[];
  error?: string | undefined;
  /** Hide the label visually (the placeholder says what the field is); screen readers keep it. */
  hideLabel?: boolean;
  /** A required select's placeholder cannot be chosen again once a value is picked. */
  placeholderSelectable?: boolean;
}

/** A native select with its label, placeholder and error line. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  hideLabel,
  placeholderSelectable,
  id,
  className,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </label>
      <select
        id={fieldId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        <option value="" disabled={!placeholderSelectable}>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
