import type { ChartPointKey, ChevvaiDoshamException, ChevvaiDoshamFrom, PlanetKey } from '../jathagam.js';
import { CHEVVAI_DOSHAM_FROM } from '../jathagam.js';
import type { RAASIS } from '../options.js';
import type { Translator } from './translator.js';

/*
 * The birth chart's sentences, built from whole catalogue texts. Tamil changes a word when it
 * joins another (சூரியன் → சூரிய தசை, மேஷம் → மேஷ ராசி, லக்னம் → லக்னத்திலிருந்து), so each joined
 * form is a text of its own rather than a name dropped into a slot (docs/decisions/0068). The
 * web and the server both write these sentences here.
 */

type Raasi = (typeof RAASIS)[number];

/** A raasi named with the word raasi: 'Mesham raasi' / 'மேஷ ராசி'. */
export function raasiNamed(t: Translator, raasi: Raasi): string {
  return t(`option.raasiNamed.${raasi}`);
}

/** A graha's maha dasa by name: 'Sun dasa' / 'சூரிய தசை'. */
export function dasaName(t: Translator, lord: PlanetKey): string {
  return t(`jathagam.dasa.${lord}`);
}

type ChevvaiFromSet = 'lagnam' | 'moon' | 'venus' | 'lagnam_moon' | 'lagnam_venus' | 'moon_venus' | 'lagnam_moon_venus';

/** What a chart says of chevvai dosham: present and counted from where, cancelled and by what, or absent. */
export function chevvaiDoshamText(
  t: Translator,
  dosham: { present: boolean; from: readonly ChevvaiDoshamFrom[]; exception: ChevvaiDoshamException | null },
): string {
  if (dosham.from.length === 0) return t('jathagam.chevvaiAbsent');
  // The reference points in their fixed order, whatever order they came in.
  const set = CHEVVAI_DOSHAM_FROM.filter((point) => dosham.from.includes(point)).join('_') as ChevvaiFromSet;
  const clause = t(`jathagam.chevvaiFrom.${set}`);
  if (!dosham.present && dosham.exception)
    return t('jathagam.chevvaiCancelled', { dosham: clause, exception: t(`jathagam.exception.${dosham.exception}`) });
  return t('jathagam.chevvaiPresent', { dosham: clause });
}

/** The lagnam or a graha by name, as the positions table lists it. */
export function chartPointName(t: Translator, key: ChartPointKey): string {
  return key === 'lagnam' ? t('jathagam.lagnam') : t(`jathagam.planet.${key}`);
}

/** The warning for points close to the edge of a raasi, star or padam; one point or many. */
export function nearBoundaryText(t: Translator, near: readonly ChartPointKey[]): string {
  return t('jathagam.nearBoundary', { bodies: near.map((key) => chartPointName(t, key)).join(', ') });
}
