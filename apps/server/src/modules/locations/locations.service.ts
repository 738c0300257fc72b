import type { StateEntry } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import india from './data/india.json' with { type: 'json' };

interface StateRecord extends StateEntry {
  cities: string[];
}

// Built once: states in name order and a case-insensitive index by name and by code.
const states: StateRecord[] = india.states.map((s) => ({ name: s.name, state_code: s.state_code, cities: s.cities }));
const statesList: StateEntry[] = states.map(({ name, state_code }) => ({ name, state_code }));
const byKey = new Map<string, StateRecord>();
for (const s of states) {
  byKey.set(s.name.toLowerCase(), s);
  byKey.set(s.state_code.toLowerCase(), s);
}

function requireIndia(country: string): void {
  if (country.trim().toLowerCase() !== india.country.toLowerCase()) throw new AppError(404, 'country_not_found');
}

/** The states and union territories of India with their codes, in name order. */
export function listStates(country: string): { name: string; states: StateEntry[] } {
  requireIndia(country);
  return { name: india.country, states: statesList };
}

/** The cities of one state, found by name or code (any case), in name order. */
export function listCities(country: string, state: string): string[] {
  requireIndia(country);
  const record = byKey.get(state.trim().toLowerCase());
  if (!record) throw new AppError(404, 'state_not_found');
  return record.cities;
}
