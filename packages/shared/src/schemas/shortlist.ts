import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import type { ProfileCard } from '../profiles.js';
import { pagination } from './pagination.js';

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

/** POST /api/shortlist and POST /api/unshortlist (ours, issue 14): the member to save or let go. */
export const shortlistSchema = z.object({ user_id: profileId });
export type ShortlistInput = z.input<typeof shortlistSchema>;

/** GET /api/shortlist?page=&pageSize= */
export const shortlistPageSchema = z.object(pagination(SHORTLIST_LIMITS.pageSize));

/** GET /api/shortlist: the member's shortlisted profiles, newest first, as search cards. */
export interface ShortlistPage {
  success: true;
  data: ProfileCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/shortlist/ids: every member the caller shortlisted (for the hearts on cards). */
export interface ShortlistIds {
  success: true;
  data: number[];
}
