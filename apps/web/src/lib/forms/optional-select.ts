import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

/**
 * The props of an optional choice in a form: a placeholder that can be chosen again (it clears the
 * field), the field's message, and its registration. Spread on a SelectField with its label and options.
 */
export function optionalSelect<V extends FieldValues>(register: UseFormRegister<V>, errors: FieldErrors<V>, placeholder: string) {
  return (name: Path<V>) => ({
    placeholder,
    placeholderSelectable: true,
    error: (get(errors, name) as { message?: string } | undefined)?.message,
    ...register(name),
  });
}
