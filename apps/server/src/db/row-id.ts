/** The largest id an `integer` column holds on both engines (PostgreSQL's integer is 32-bit). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * Whether `id` could name a row. A larger number cannot, and PostgreSQL refuses to compare an
 * integer column with it (an error, not an empty answer): look-ups by a client's id ask this first.
 */
export function couldBeRowId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID;
}
