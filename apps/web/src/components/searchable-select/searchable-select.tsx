import { lazy, Suspense } from 'react';

/** A choice: the value the form keeps, the label on screen, and other names it may be typed as. */
export interface SearchableOption {
  value: string;
  label: string;
  keywords?: readonly string[];
}

export interface SearchableSelectProps {
  inputId: string;
  options: readonly SearchableOption[];
  value: string;
  onChange(value: string): void;
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

const Impl = lazy(() => import('./searchable-select-impl'));

/**
 * A clearable, searchable dropdown (react-select). Its code loads on first use; meanwhile a
 * plain disabled box holds the place so the form does not jump.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  return (
    <Suspense
      fallback={
        <input id={props.inputId} className="field-input" disabled placeholder={props.placeholder} value={props.value} readOnly />
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
