import { SIBLING_COUNTS } from '@inai/shared';

const count = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
};

/**
 * The married brothers' (or sisters') choices: none beyond the total said (0 when none is said).
 * A married count already chosen stays offered after the total is lowered, so the select keeps
 * showing it and the schema's message says what to fix instead of the choice vanishing.
 */
export function marriedChoices(total: unknown, married: unknown): { value: string; label: string }[] {
  const most = Math.max(count(total) ?? 0, count(married) ?? 0);
  return SIBLING_COUNTS.slice(0, most + 1).map((n) => ({ value: n, label: n }));
}
