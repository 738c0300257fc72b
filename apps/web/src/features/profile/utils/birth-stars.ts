import {
  RAASIS,
  raasiNamed,
  raasisOfStar,
  STARS,
  type BirthDetailsAnswer,
  type MoonDayPart,
  type Raasi,
  type Star,
  type Translator,
} from '@inai/shared';

/**
 * Where the star and raasi of the religion section come from (docs/design.md, "Birth chart", decision 0047):
 * - `chosen`: no birth details (or a place not saved yet without a time): the member chooses;
 * - `time`: a birth time with a place: the server works both out from the chart. `saved` says
 *   whether the form still holds the time and place the shown star was worked out from;
 * - `day`: the saved place without a time: the Moon through the date of birth decides, or leaves
 *   the member to choose among the parts of the day.
 */
export type StarSource = { kind: 'chosen' } | { kind: 'time'; saved: boolean } | { kind: 'day'; parts: MoonDayPart[] };

/** What the form holds of the birth details. */
export interface BirthForm {
  time: string;
  placeId: string;
  /** The saved coordinates are still there (no listed place chosen and not cleared). */
  coordinates: boolean;
}

export function starSourceOf(saved: BirthDetailsAnswer | null | undefined, form: BirthForm): StarSource {
  if (!form.placeId && !form.coordinates) return { kind: 'chosen' };
  const samePlace = !!saved && (saved.place ? saved.place.id === form.placeId : !form.placeId && form.coordinates);
  if (form.time) return { kind: 'time', saved: samePlace && saved.time === form.time };
  // The saved day holds only for the saved place: another zone's day has other hours.
  if (samePlace && saved.star_from === 'birth_date' && saved.day.length > 0) return { kind: 'day', parts: saved.day };
  return { kind: 'chosen' };
}

const unique = <T>(list: readonly T[]) => [...new Set(list)];

export interface StarChoices {
  stars: readonly Star[];
  /** The raasis offered for the chosen star. */
  raasis: readonly Raasi[];
  /** The select shows what the birth details decide and cannot be changed. */
  starFixed: boolean;
  raasiFixed: boolean;
}

/** The stars and raasis the selects offer, given where they come from and the star chosen. */
export function starChoices(source: StarSource, star: Star | undefined): StarChoices {
  if (source.kind === 'time') return { stars: STARS, raasis: RAASIS, starFixed: true, raasiFixed: true };
  if (source.kind === 'chosen')
    return { stars: STARS, raasis: star ? raasisOfStar(star) : RAASIS, starFixed: false, raasiFixed: false };
  const stars = unique(source.parts.map((part) => part.star));
  const ofStar = source.parts.filter((part) => part.star === star);
  const raasis = unique((ofStar.length > 0 ? ofStar : source.parts).map((part) => part.raasi));
  return { stars, raasis, starFixed: stars.length === 1, raasiFixed: raasis.length === 1 };
}

/** The parts of the day by the hour they end before; Tamil names them, English says am or pm. */
const CLOCK_PARTS = [
  [4, 'lateNight'],
  [6, 'dawn'],
  [12, 'morning'],
  [16, 'afternoon'],
  [19, 'evening'],
  [24, 'night'],
] as const;

/**
 * A local 'HH:mm' as the reader says it: '10:09 pm' in English; in Tamil the part of the day
 * first, 'இரவு 10:09', as panchangams print their times.
 */
export function clockTime(t: Translator, hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const part = CLOCK_PARTS.find(([until]) => hours < until)?.[1] ?? 'night';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return t(`birth.clock.${part}`, { time: `${hour}:${String(minutes).padStart(2, '0')}` });
}

/**
 * On a day the Moon changed star (or raasi): when it moved, and what the member is to do.
 * Undefined on a day of one star and raasi.
 */
export function dayWarning(
  t: Translator,
  label: (kind: 'star' | 'raasi', value: string) => string,
  parts: readonly MoonDayPart[],
) {
  if (parts.length < 2) return undefined;
  const starsDiffer = unique(parts.map((p) => p.star)).length > 1;
  const raasisDiffer = unique(parts.map((p) => p.raasi)).length > 1;
  const where = (part: MoonDayPart) => {
    if (starsDiffer && raasisDiffer)
      return t('birth.starAndRaasi', { star: label('star', part.star), raasi: raasiNamed(t, part.raasi) });
    return starsDiffer ? label('star', part.star) : label('raasi', part.raasi);
  };
  const last = parts.length - 1;
  const pieces = parts.map((part, i) => {
    if (i === 0) return t('birth.partFirst', { where: where(part), time: clockTime(t, part.to) });
    if (i === last) return t('birth.partLast', { where: where(part) });
    return t('birth.partMiddle', { where: where(part), time: clockTime(t, part.to) });
  });
  return t(starsDiffer ? 'birth.dayStars' : 'birth.dayRaasis', { parts: pieces.join(', ') });
}
