import { formatDate, formatTime, type Locale } from '@inai/shared';

/** A message's time: the hour today, else the date (as the service writes them, in the screen's language). */
export function chatTime(iso: string, locale: Locale, now = new Date()): string {
  const when = new Date(iso);
  return when.toDateString() === now.toDateString() ? formatTime(when, locale) : formatDate(iso, locale);
}
