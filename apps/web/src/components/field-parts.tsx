import { useI18n } from '../lib/i18n';

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
