import { todayInIndia, type SearchCriteria } from '@inai/shared';
import { linkExpiry } from '../../lib/media-signer.js';
import type { SearchEngine } from './search-engine.js';

/** How much answer text is kept (characters): some 10,000 answers of a few cards. The least recently asked go first. */
const KEPT_LENGTH = 16_000_000;
/** Only the first pages of a search are kept. */
const KEPT_PAGES = 10;

interface Stamp {
  index: number;
  cards: number;
  today: string;
  links: number;
}

/**
 * Visitors' answers, kept as the JSON text that was sent. A visitor's answer depends on nothing but
 * the criteria, and visitors ask the same few searches again and again (the home form's
 * choices, the popular religions and states): sending the same text again skips the index
 * walk, the card lookups and the serializer, which in a busy server touch memory that is cold
 * and cost most of a search's CPU. Members' answers depend on who asks and are never kept.
 *
 * Always exact: an answer is kept only for the index and the cards as they are, today's date
 * (ages, age ranges) and the current link-signing window (picture links). When any of these
 * moves on, everything kept is forgotten.
 */
export class VisitorAnswers {
  private readonly kept = new Map<string, string>();
  private keptLength = 0;
  private keptFor: Stamp = { index: -1, cards: -1, today: '', links: 0 };

  constructor(private readonly search: Pick<SearchEngine, 'index' | 'cards'>) {}

  /**
   * The answer to these criteria: the kept one, or `make`'s, kept for next time. Synchronous,
   * so nothing can change the index between the check of what answers were made from and
   * the keeping of a new one.
   */
  answer(criteria: SearchCriteria, make: () => string): string {
    const stamp = this.stamp();
    if (!sameStamp(stamp, this.keptFor)) {
      this.kept.clear();
      this.keptLength = 0;
      this.keptFor = stamp;
    }
    const c = criteria;
    const key = JSON.stringify([c.gender, c.age, c.religion, c.caste, c.state, c.city, c.page, c.pageSize]);
    const found = this.kept.get(key);
    if (found !== undefined) {
      // Least recently asked out first: a hit moves to the end.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const made = make();
    // Deep pages are rarely asked twice: keeping them would only push out the popular ones.
    if (c.page > KEPT_PAGES) return made;
    this.kept.set(key, made);
    this.keptLength += made.length;
    for (const [oldest, answer] of this.kept) {
      if (this.keptLength <= KEPT_LENGTH) break;
      this.kept.delete(oldest);
      this.keptLength -= answer.length;
    }
    return made;
  }

  private stamp(): Stamp {
    const now = new Date();
    return {
      index: this.search.index.version,
      cards: this.search.cards.version,
      today: todayInIndia(now),
      links: linkExpiry(now),
    };
  }
}

function sameStamp(a: Stamp, b: Stamp): boolean {
  return a.index === b.index && a.cards === b.cards && a.today === b.today && a.links === b.links;
}
