import { todayInIndia, type SearchCriteria } from '@inai/shared';
import { searchCriteria } from './search-criteria.js';
import { pageKeyOf, type PreparedCriteria } from './index/search-index.js';
import { linkExpiry } from '../../lib/media-signer.js';
import type { LocalSearchEngine } from './search-engine.js';

/** How much answer text is kept (characters): some 10,000 answers of a few cards. The least recently asked go first. */
const KEPT_LENGTH = 16_000_000;
/** Only the first pages of a search are kept. */
const KEPT_PAGES = 10;

/** An answer, and what it was made from. */
interface Kept {
  text: string;
  /** The index's stamp of the criteria: it moves on when the answer may change (which profiles, in which order, how many). */
  stamp: number;
  /** The members on the page and their card versions: user id, version, user id, version… */
  cards: Uint32Array;
}

/** A freshly made answer: its JSON text and the members on its page. */
export interface MadeAnswer {
  text: string;
  userIds: readonly number[];
}

/**
 * Visitors' answers, kept as the JSON text that was sent. A visitor's answer depends on nothing but
 * the criteria, and visitors ask the same few searches again and again (the home form's
 * choices, the popular religions and states): sending the same text again skips the index
 * walk, the card lookups and the serializer, which in a busy server touch memory that is cold
 * and cost most of a search's CPU. Members' answers depend on who asks and are never kept.
 *
 * Always exact: a kept answer is used only while no change has counted in its criteria (the same
 * profiles match, in the same order, as many) and each card on it is unchanged; everything is forgotten
 * at India's midnight (ages, age ranges) and when picture links get a new expiry window.
 */
export class VisitorAnswers {
  private readonly kept = new Map<string, Kept>();
  private keptLength = 0;
  private keptFor = { today: '', links: 0 };

  constructor(private readonly search: Pick<LocalSearchEngine, 'index' | 'cards'>) {}

  /**
   * The answer to these criteria: the kept one, or `make`'s (given the criteria as the index
   * prepared them), kept for next time. Synchronous, so nothing can change the index between the
   * check of what answers were made from and the keeping of a new one.
   */
  answer(criteria: SearchCriteria, make: (prepared: PreparedCriteria) => MadeAnswer): string {
    const now = new Date();
    const today = todayInIndia(now);
    const links = linkExpiry(now);
    if (today !== this.keptFor.today || links !== this.keptFor.links) {
      this.kept.clear();
      this.keptLength = 0;
      this.keptFor = { today, links };
    }
    const c = criteria;
    // The index's own key of these criteria: two ways of asking the same search share an answer.
    const prepared = this.search.index.prepare(searchCriteria(c, today));
    const key = pageKeyOf(prepared.key, { offset: (c.page - 1) * c.pageSize, limit: c.pageSize });
    const stamp = this.search.index.stampOf(prepared);
    const found = this.kept.get(key);
    if (found !== undefined) {
      this.forget(key, found);
      if (found.stamp === stamp && this.cardsUnchanged(found.cards)) {
        // Least recently asked out first: a hit moves to the end.
        this.keep(key, found);
        return found.text;
      }
    }
    const made = make(prepared);
    // Deep pages are rarely asked twice: keeping them would only push out the popular ones.
    if (c.page <= KEPT_PAGES) {
      const cards = new Uint32Array(made.userIds.length * 2);
      made.userIds.forEach((id, i) => {
        cards[2 * i] = id;
        cards[2 * i + 1] = this.search.cards.versionOf(id);
      });
      this.keep(key, { text: made.text, stamp, cards });
    }
    return made.text;
  }

  private cardsUnchanged(cards: Uint32Array): boolean {
    for (let i = 0; i < cards.length; i += 2) {
      if (this.search.cards.versionOf(cards[i]!) !== cards[i + 1]) return false;
    }
    return true;
  }

  private keep(key: string, kept: Kept): void {
    this.kept.set(key, kept);
    this.keptLength += kept.text.length;
    for (const [oldest, answer] of this.kept) {
      if (this.keptLength <= KEPT_LENGTH) break;
      this.forget(oldest, answer);
    }
  }

  private forget(key: string, kept: Kept): void {
    this.kept.delete(key);
    this.keptLength -= kept.text.length;
  }
}
