import { z } from 'zod';

/** POST /api/v0.1/countries/states */
export const statesRequestSchema = z.object({
  country: z.string({ error: 'Country is required' }).trim().min(1, { error: 'Country is required' }).max(100),
});

/** POST /api/v0.1/countries/state/cities */
export const citiesRequestSchema = statesRequestSchema.extend({
  state: z.string({ error: 'State is required' }).trim().min(1, { error: 'State is required' }).max(100),
});

export interface StateEntry {
  name: string;
  state_code: string;
}

export interface StatesResponse {
  error: false;
  data: { name: string; states: StateEntry[] };
}

export interface CitiesResponse {
  error: false;
  data: string[];
}
