import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { pagination } from './pagination.js';
import { cardPageSchema } from './search.js';

/**
 * The shortlist's numbers, for both sides: cards per page of /shortlisted, and how many members
 * one may keep (a list for choosing, not a copy of the member base; it also bounds the ids the
 * hearts read).
 */
export const SHORTLIST_LIMITS = { pageSize: 12, max: 500 } as const;

const profileId = z.coerce
  .number({ error: messageRef('shortlist.notFound') })
  .int({ error: messageRef('shortlist.notFound') })
  .positive({ error: messageRef('shortlist.notFound') });

/** POST /api/shortlist and POST /api/unshortlist (ours): the member to save or let go. */
export const shortlistSchema = z.object({ user_id: profileId });
export type ShortlistInput = z.input<typeof shortlistSchema>;

/** GET /api/shortlist?page=&pageSize= */
export const shortlistPageSchema = z.object(pagination(SHORTLIST_LIMITS.pageSize));

/**
 * GET /api/shortlist: the member's shortlisted profiles, newest first, as search cards (named
 * with Answer: shortlistPageSchema is the request's query).
 */
export const shortlistPageAnswerSchema = cardPageSchema;
export type ShortlistPage = z.output<typeof shortlistPageAnswerSchema>;

/** GET /api/shortlist/ids: every member the caller shortlisted (for the hearts on cards). */
export const shortlistIdsSchema = z.object({ success: z.boolean(), data: z.array(z.number().int()) });
export type ShortlistIds = z.output<typeof shortlistIdsSchema>;
