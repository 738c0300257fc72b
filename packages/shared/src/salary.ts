/*
 * A member's salary is free text (Edit my profile asks for it per month, but older profiles say
 * '6 LPA' or '50k'). An income floor in partner preferences needs it as a number: this reads the
 * common ways Indian families write a salary as whole rupees a month, and gives up (null) on
 * anything else, so an unreadable salary never shuts a member out (docs/decisions/0066).
 */

const LAKH = 100_000;
const CRORE = 10_000_000;

/** How a written period turns an amount into a monthly one. */
const PER_YEAR = /^(?:\/|per|a|an|p\.?)?\s*(?:annum|year|yr|y|a)\.?$|^(?:pa|p\.a\.?|lpa|yearly|annually|annual|ctc)$/;
const PER_MONTH = /^(?:\/|per|a|p\.?)?\s*(?:month|mon|mo|m)\.?$|^(?:pm|p\.m\.?|monthly)$/;

/**
 * Whole rupees a month from a typed salary, or null when it cannot be read: '50000',
 * '₹ 50,000', 'Rs. 50000 per month', '50k', '6 LPA', '6 lakhs per annum', '7.2 L/year',
 * '1.2 lakh pm', '12,00,000 per year', '1 crore p.a.'. An amount without a period is monthly (the
 * form asks per month), except one in lakhs or crores: that is a yearly package. Anything below ₹1,000 a month or above ₹10 crore
 * a month is taken as unreadable rather than guessed.
 */
export function monthlyRupees(typed: string | null | undefined): number | null {
  if (!typed) return null;
  let text = typed
    .toLowerCase()
    .replace(/₹|\binr\b|\brs\.?|\brupees?\b/g, ' ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const number = /^(\d+(?:\.\d+)?)\s*/.exec(text);
  if (!number) return null;
  let amount = Number(number[1]);
  text = text.slice(number[0].length).trim();

  // The unit written after the number: thousands, lakhs, crores.
  const unit = /^(k|thousand|l|lac|lacs|lakh|lakhs|lpa|cr|crore|crores)\b\.?\s*/.exec(text);
  let perYear = false;
  if (unit) {
    const u = unit[1]!;
    if (u === 'k' || u === 'thousand') amount *= 1000;
    else if (u.startsWith('c')) amount *= CRORE;
    else amount *= LAKH;
    // 'LPA' is lakhs per annum in one word; a salary said in lakhs or crores without a period is
    // a yearly package, as Indian families quote them ('5 L' is not five lakhs a month).
    if (u !== 'k' && u !== 'thousand') perYear = true;
    text = text.slice(unit[0].length).trim();
  }
  if (text !== '') {
    const period = text.replace(/^per\s+/, 'per ').replace(/\s+/g, ' ');
    const bare = period.replace(/^(?:\/|per |a |an )/, '');
    if (PER_YEAR.test(period) || PER_YEAR.test(bare)) perYear = true;
    else if (PER_MONTH.test(period) || PER_MONTH.test(bare)) perYear = false;
    else return null;
  }
  const monthly = Math.round(perYear ? amount / 12 : amount);
  return monthly >= 1000 && monthly <= 10 * CRORE ? monthly : null;
}
