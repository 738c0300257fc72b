import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';

/** POST /api/v0.1/countries/states */
export const statesRequestSchema = z.object({
  country: z
    .string({ error: messageRef('locations.countryRequired') })
    .trim()
    .min(1, { error: messageRef('locations.countryRequired') })
    .max(100),
});

/** POST /api/v0.1/countries/state/cities */
export const citiesRequestSchema = statesRequestSchema.extend({
  state: z
    .string({ error: messageRef('locations.stateRequired') })
    .trim()
    .min(1, { error: messageRef('locations.stateRequired') })
    .max(100),
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
