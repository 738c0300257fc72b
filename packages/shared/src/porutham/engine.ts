import { RAASIS, STARS } from '../options.js';
import {
  COUNTS,
  PLANET_ENEMIES,
  RAASI_LORD,
  RAASI_VASYA,
  STAR_GANA,
  STAR_PADAM_RAASIS,
  STAR_RAJJU,
  STAR_YONI,
  VEDHAI_PAIRS,
  YONI_ENEMIES,
} from './tables.js';
import type { PoruthamCheck, PoruthamResult, StarChoice } from '../schemas/porutham.js';
import { MANDATORY_PORUTHAMS, PORUTHAM_KEYS, type PoruthamKey, type Raasi, type Star } from './types.js';

/**
 * The ten poruthams of a bride and a groom, counted from the bride's star to the groom's as the
 * Tamil tradition does. Pure: the server, the calculator and the details page call this one
 * function. The rules' choices are in docs/decisions/0017-porutham-rules.md.
 */

/** The raasis a star's padams fall in: one, or two for the nine stars that span two. */
export function raasisOfStar(star: Star): readonly Raasi[] {
  return [...new Set(STAR_PADAM_RAASIS[star])];
}

/** Whether a raasi is possible for a star (its padams decide). */
export function raasiFitsStar(star: Star, raasi: Raasi): boolean {
  return STAR_PADAM_RAASIS[star].includes(raasi);
}

/** The raasi to reckon with: the given one, or the star's only one; undefined when the star spans two and none was given. */
function raasiOf(person: StarChoice): Raasi | undefined {
  if (person.raasi) return person.raasi;
  const raasis = raasisOfStar(person.star);
  return raasis.length === 1 ? raasis[0] : undefined;
}

/** Inclusive count from one position to another in a cycle: the same is 1, the next 2. */
function countFrom(from: number, to: number, size: number): number {
  return ((to - from + size) % size) + 1;
}

const VEDHAI = new Set(VEDHAI_PAIRS.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
const YONI_ENMITY = new Set(YONI_ENEMIES.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));

/** Rajju and Vedhai only: what the "only compatible stars" filter asks. Symmetric. */
export function starsCompatible(a: Star, b: Star): boolean {
  return STAR_RAJJU[a] !== STAR_RAJJU[b] && !VEDHAI.has(`${a}|${b}`);
}

// Worked out once: Matches ask it on every request with "only compatible stars".
const COMPATIBLE = new Map(STARS.map((star) => [star, STARS.filter((other) => starsCompatible(star, other))] as const));

/** The stars that pass Rajju and Vedhai with this one. */
export function compatibleStarsWith(star: Star): readonly Star[] {
  return COMPATIBLE.get(star)!;
}

/** A woman and a man as bride and groom (the woman is the bride); undefined for any other pair. */
export function asBrideAndGroom<T extends { gender?: string | null }>(a: T, b: T): [bride: T, groom: T] | undefined {
  if (a.gender === 'Female' && b.gender === 'Male') return [a, b];
  if (a.gender === 'Male' && b.gender === 'Female') return [b, a];
  return undefined;
}

export function porutham(bride: StarChoice, groom: StarChoice): PoruthamResult {
  const b = STARS.indexOf(bride.star);
  const g = STARS.indexOf(groom.star);
  const count = countFrom(b, g, 27);
  const brideRaasi = raasiOf(bride);
  const groomRaasi = raasiOf(groom);

  const check = (key: PoruthamKey, matched: boolean, facts: PoruthamCheck['facts']): PoruthamCheck => ({
    key,
    matched,
    mandatory: MANDATORY_PORUTHAMS.includes(key),
    needs_raasi: false,
    facts,
  });
  // Names the star whose raasi is missing (the bride's first); both, when neither is known.
  const missing: PoruthamCheck['facts'] =
    !brideRaasi && !groomRaasi ? { star: bride.star, groom_star: groom.star } : { star: !brideRaasi ? bride.star : groom.star };
  const needsRaasi = (key: PoruthamKey): PoruthamCheck => ({ ...check(key, false, missing), needs_raasi: true });

  const brideGana = STAR_GANA[bride.star];
  const groomGana = STAR_GANA[groom.star];
  const ganamMatched = brideGana === groomGana || (brideGana !== 'rakshasa' && groomGana !== 'rakshasa');

  const brideYoni = STAR_YONI[bride.star];
  const groomYoni = STAR_YONI[groom.star];

  // The same star (count 1) is named, so the reason can say so rather than "the 1st".
  const countFacts: PoruthamCheck['facts'] = count === 1 ? { count, star: bride.star } : { count };
  const checks: Record<PoruthamKey, PoruthamCheck> = {
    dinam: check('dinam', (COUNTS.dinam as readonly number[]).includes(count), countFacts),
    ganam: check('ganam', ganamMatched, { bride: brideGana, groom: groomGana }),
    mahendram: check('mahendram', (COUNTS.mahendram as readonly number[]).includes(count), countFacts),
    stree_deergham: check('stree_deergham', count > COUNTS.streeDeerghamAbove, { count, above: COUNTS.streeDeerghamAbove }),
    yoni: check('yoni', !YONI_ENMITY.has(`${brideYoni}|${groomYoni}`), { bride: brideYoni, groom: groomYoni }),
    rasi: needsRaasi('rasi'),
    rasi_adhipathi: needsRaasi('rasi_adhipathi'),
    vasya: needsRaasi('vasya'),
    rajju: check('rajju', STAR_RAJJU[bride.star] !== STAR_RAJJU[groom.star], {
      bride: STAR_RAJJU[bride.star],
      groom: STAR_RAJJU[groom.star],
    }),
    vedhai: check('vedhai', !VEDHAI.has(`${bride.star}|${groom.star}`), { bride: bride.star, groom: groom.star }),
  };

  if (brideRaasi && groomRaasi) {
    const raasiCount = countFrom(RAASIS.indexOf(brideRaasi), RAASIS.indexOf(groomRaasi), 12);
    checks.rasi = check('rasi', !(COUNTS.rasiFails as readonly number[]).includes(raasiCount), {
      count: raasiCount,
      bride: brideRaasi,
      groom: groomRaasi,
    });
    const brideLord = RAASI_LORD[brideRaasi];
    const groomLord = RAASI_LORD[groomRaasi];
    const enemies = PLANET_ENEMIES[brideLord].includes(groomLord) || PLANET_ENEMIES[groomLord].includes(brideLord);
    checks.rasi_adhipathi = check('rasi_adhipathi', !enemies, { bride: brideLord, groom: groomLord });
    checks.vasya = check('vasya', RAASI_VASYA[brideRaasi].includes(groomRaasi) || RAASI_VASYA[groomRaasi].includes(brideRaasi), {
      bride: brideRaasi,
      groom: groomRaasi,
    });
  }

  const poruthams = PORUTHAM_KEYS.map((key) => checks[key]);
  return {
    matched: poruthams.filter((p) => p.matched).length,
    total: 10,
    compatible: checks.rajju.matched && checks.vedhai.matched,
    poruthams,
  };
}
