import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { LIMITS } from '../limits.js';

/**
 * `page` (from 1) and `pageSize` of every paged list (search, Matches, Shortlisted, Who viewed
 * me), each with its own default page size; a bad value gets the one message 'search.badPage'.
 */
export function pagination(defaultPageSize: number = LIMITS.pageSize) {
  const whole = () =>
    z.coerce
      .number({ error: messageRef('search.badPage') })
      .int({ error: messageRef('search.badPage') })
      .min(1, { error: messageRef('search.badPage') });
  return {
    page: whole()
      .max(LIMITS.maxPage, { error: messageRef('search.badPage') })
      .default(1),
    pageSize: whole()
      .max(LIMITS.maxPageSize, { error: messageRef('search.badPage') })
      .default(defaultPageSize),
  };
}
