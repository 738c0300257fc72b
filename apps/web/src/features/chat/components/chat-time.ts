import { formatDate, type Locale } from '@inai/shared';

/** A message's time: the hour today, else the date (Indian formats, in the screen's language). */
export function chatTime(iso: string, locale: Locale, now = new Date()): string {
  const when = new Date(iso);
  return when.toDateString() === now.toDateString()
    ? when.toLocaleTimeString(locale === 'ta' ? 'ta-IN' : 'en-IN', { hour: 'numeric', minute: '2-digit' })
    : formatDate(iso, locale);
}
