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

export const stateEntrySchema = z.object({ name: z.string(), state_code: z.string() });
export type StateEntry = z.output<typeof stateEntrySchema>;

/** The states answer: the country's name and its states (the specification's location service). */
export const statesResponseSchema = z.object({
  error: z.literal(false),
  data: z.object({ name: z.string(), states: z.array(stateEntrySchema) }),
});
export type StatesResponse = z.output<typeof statesResponseSchema>;

/** The cities answer: the state's city names. */
export const citiesResponseSchema = z.object({ error: z.literal(false), data: z.array(z.string()) });
export type CitiesResponse = z.output<typeof citiesResponseSchema>;
