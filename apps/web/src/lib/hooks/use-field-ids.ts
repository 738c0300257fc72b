import { useId } from 'react';

/**
 * The ids and ARIA wiring every form field shares: the control is described by its error line
 * and marked invalid while there is one.
 */
export function useFieldIds(id: string | undefined, error: string | undefined) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return {
    fieldId,
    errorId,
    controlProps: { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
  };
}
