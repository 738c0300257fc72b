import { useId } from 'react';
import { useI18n } from '../lib/i18n';

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

/**
 * The message under a field. A form's own check carries a message reference (the shared zod
 * schemas do), written here in the screen's language, so it follows a change of language at
 * once; a message the server wrote arrives already in that language and shows as it is.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useI18n();
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {t.ref(error)}
    </p>
  );
}
