import { sql } from 'kysely';

/** `%text%` for a LIKE with `escape '\'`, matching the text literally and in any case. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive 'contains' on both engines (PostgreSQL's LIKE is case-sensitive). */
export function lowerLike(column: string, pattern: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
