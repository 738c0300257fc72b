/** A form's starting values from what the server stored: unset values become ''. */
export function formValues<V>(fields: readonly string[], stored: object | null | undefined): V {
  const source = (stored ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, source[f] === null || source[f] === undefined ? '' : String(source[f])])) as V;
}
