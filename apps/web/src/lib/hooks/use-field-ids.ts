import { useId } from 'react';

/**
 * The ids and ARIA wiring every form field shares: the control is described by its hint (when it
 * has one) and its error line, and marked invalid while there is an error.
 */
export function useFieldIds(id: string | undefined, error: string | undefined, hasHint = false) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [hasHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    fieldId,
    errorId,
    hintId,
    controlProps: { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}
