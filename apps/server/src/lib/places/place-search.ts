import { PLACE_SEARCH, placeAliases, type Place } from '@inai/shared';
import { PLACES } from './places.js';

/** Letters written in two ways: "København" is found by "kobenhavn", "Łódź" by "lodz". */
const LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/**
 * A name or query as the search compares it: lower case, Latin accents dropped, punctuation and
 * runs of spaces made one space. Only the Latin combining accents go: Tamil vowel signs are marks
 * too, and are the word itself.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u200b-\u200d]/g, '')
    .toLowerCase()
    .replace(/[øæœßłđðþıħ]/g, (c) => LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

/** How well a name answers a query, best first: the exact name, its start, a word's start, anywhere. */
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const SUBSTRING = 3;
const NO_MATCH = 4;

/** How the folded name holds the query: EXACT, PREFIX, WORD_PREFIX, SUBSTRING or NO_MATCH. */
function matchKind(name: string, query: string): number {
  if (!name.includes(query)) return NO_MATCH;
  if (name === query) return EXACT;
  if (name.startsWith(query)) return PREFIX;
  return ` ${name}`.includes(` ${query}`) ? WORD_PREFIX : SUBSTRING;
}

/**
 * Every name of each place, folded once, in the order of PLACES: English, Tamil, then the other
 * names families type (Trichy, Kovai, திருச்சி), which are Indian towns only.
 */
const FOLDED: string[][] = PLACES.map(({ place }) =>
  [place.name, place.name_ta, ...(place.country === 'India' ? placeAliases(place.state, place.name) : [])]
    .filter((name): name is string => Boolean(name))
    .map(foldName),
);

/**
 * Places whose English or Tamil name, or another name of theirs, holds the query, best first: the exact name, then names
 * starting with it, then a word starting with it, then anywhere; within each, Tamil Nadu, then
 * India, then the larger place. A query shorter or longer than PLACE_SEARCH allows finds nothing.
 */
export function searchPlaces(q: string, limit: number = PLACE_SEARCH.maxResults): Place[] {
  const query = foldName(q);
  if (query.length < PLACE_SEARCH.queryMin || q.trim().length > PLACE_SEARCH.queryMax || limit <= 0) return [];
  // PLACES is already in tie order, so each kind of match keeps the first `limit` it meets.
  const found: Place[][] = [[], [], [], []];
  for (let i = 0; i < PLACES.length; i++) {
    let best = NO_MATCH;
    for (const name of FOLDED[i]!) best = Math.min(best, matchKind(name, query));
    if (best === NO_MATCH || found[best]!.length >= limit) continue;
    found[best]!.push(PLACES[i]!.place);
    if (best === EXACT && found[EXACT]!.length >= limit) break;
  }
  return found.flat().slice(0, limit);
}
