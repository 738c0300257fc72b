import type { CallMedia, CallOutcome, FamilyRelation, Translator } from '@inai/shared';
import { pronounOf } from '../../../lib/family-words';
import type { CallEnd, CallPeer } from './call-engine';

/** "3 min 5 s" / "45 s", in the screen's language. */
export function callDuration(t: Translator, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t('calls.duration.seconds', { seconds: s });
  return t('calls.duration.minutes', { minutes: Math.floor(s / 60), seconds: s % 60 });
}

/**
 * A call's entry in words, from the reader's side: "Video call · 3 min 5 s", "Voice call · Missed
 * call" (theirs, unanswered), "Voice call · No answer" (mine), "Declined", "Could not connect".
 */
export function callEntryText(
  t: Translator,
  entry: { media?: CallMedia | undefined; outcome?: CallOutcome | undefined; duration_s?: number | undefined },
  mine: boolean,
): string {
  const media = t(entry.media === 'video' ? 'calls.video' : 'calls.voice');
  const duration = entry.duration_s ?? 0;
  let status: string;
  switch (entry.outcome) {
    case 'completed':
      status = t('calls.entry.completed', { duration: callDuration(t, duration) });
      break;
    case 'missed':
      status = t(mine ? 'calls.entry.missedMine' : 'calls.entry.missedTheirs');
      break;
    case 'declined':
      status = t(mine ? 'calls.entry.declinedMine' : 'calls.entry.declinedTheirs');
      break;
    default:
      status = duration > 0 ? t('calls.entry.dropped', { duration: callDuration(t, duration) }) : t('calls.entry.failed');
  }
  return `${media} · ${status}`;
}

/** "Calling: her mother": who of the caller's family rings (nothing when the member themselves). */
export function callerRelationText(
  t: Translator,
  relation: FamilyRelation | null,
  gender: string | null | undefined,
): string | null {
  if (!relation) return null;
  const pronoun = pronounOf(gender);
  if (relation === 'Candidate') return t(`calls.by.self.${pronoun}`);
  return t(`calls.by.${pronoun}`, { relation: t(`family.relationWord.${relation}`) });
}

/** Why the call ended, in words, naming the other side. */
export function callEndText(t: Translator, end: CallEnd, peer: CallPeer | null): string {
  const name = peer?.name ?? t('calls.someone');
  if (end === 'refused') return '';
  return t(`calls.ended.${end}`, { name });
}
