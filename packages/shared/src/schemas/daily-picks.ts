import { z } from 'zod';
import { profileCardSchema, widenSuggestionSchema } from './search.js';

/**
 * Today's matches (ours, docs/decisions/0053): how many profiles a day, and the India hour of
 * their e-mail.
 */
export const DAILY_PICKS = { perDay: 5, mailHourInIndia: 7 } as const;

/**
 * Why a day has the picks it has: `ready` (its picks, none when no new profile fits today),
 * `no_preferences` (none saved yet), `star_first` (only compatible stars was chosen, without a
 * star of one's own).
 */
export const DAILY_PICKS_STATES = ['ready', 'no_preferences', 'star_first'] as const;
export type DailyPicksState = (typeof DAILY_PICKS_STATES)[number];

/** GET /api/daily-picks: the day (YYYY-MM-DD, India), why, and the picks as Matches cards. */
export const dailyPicksAnswerSchema = z.object({
  success: z.boolean(),
  day: z.string(),
  state: z.enum(DAILY_PICKS_STATES),
  data: z.array(profileCardSchema),
  /**
   * A ready day without picks: the preference that shuts out the most profiles, and what widening
   * it on Matches brings (null when nothing would).
   */
  widen: widenSuggestionSchema.nullable().optional(),
});
export type DailyPicksAnswer = z.output<typeof dailyPicksAnswerSchema>;
