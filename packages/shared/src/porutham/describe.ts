import type { Translator } from '../i18n/translator.js';
import { raasiNamed } from '../i18n/astrology.js';
import { optionLabel } from '../i18n/option-labels.js';
import type { PoruthamCheck } from '../schemas/porutham.js';
import type { Gana, Planet, PoruthamKey, Raasi, Rajju, Yoni } from './types.js';

/**
 * One porutham's reason as one line in the translator's language, e.g. "Rajju: both stars are
 * Kanda (neck) Rajju — not matched". The engine gives facts (counts, ganams, animals, rajjus,
 * raasis, lords); the words are the catalogue's, so the server and the web say the same thing.
 */
export function poruthamReason(t: Translator, check: PoruthamCheck): string {
  const name = poruthamName(t, check.key);
  const reason = reasonText(t, check);
  if (check.needs_raasi) return t('porutham.lineOpen', { name, reason });
  return t('porutham.line', { name, reason, verdict: poruthamVerdict(t, check.matched) });
}

/** The porutham's own name ('Rajju', 'ரஜ்ஜு'). */
export function poruthamName(t: Translator, key: PoruthamKey): string {
  return t(`porutham.name.${key}`);
}

/** 'matched' / 'not matched' as the end of a reason line. */
export function poruthamVerdict(t: Translator, matched: boolean): string {
  return matched ? t('porutham.matched') : t('porutham.notMatched');
}

/** '5th', '21st', '12th' (Tamil: '5-ஆவது'): the English suffix picks the key, each language writes it. */
export function poruthamOrdinal(t: Translator, n: number): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 13) return t('porutham.ordinal.th', { n });
  if (units === 1) return t('porutham.ordinal.st', { n });
  if (units === 2) return t('porutham.ordinal.nd', { n });
  if (units === 3) return t('porutham.ordinal.rd', { n });
  return t('porutham.ordinal.th', { n });
}

function reasonText(t: Translator, check: PoruthamCheck): string {
  const f = check.facts;
  const text = (key: string) => String(f[key]);
  const star = (key: string) => optionLabel(t, 'star', text(key));
  const raasi = (key: string) => optionLabel(t, 'raasi', text(key));
  // With the word raasi after it: Tamil then writes the name in its joining form (மேஷ ராசி).
  const raasiWithWord = (key: string) => raasiNamed(t, text(key) as Raasi);
  const gana = (key: string) => t(`porutham.gana.${text(key) as Gana}`);
  const rajju = (key: string) => t(`porutham.rajju.${text(key) as Rajju}`);
  const yoni = (key: string) => t(`porutham.yoni.${text(key) as Yoni}`);
  const planet = (key: string) => t(`porutham.planet.${text(key) as Planet}`);
  const count = Number(f.count);

  if (check.needs_raasi) {
    return f.groom_star === undefined
      ? t('porutham.reason.needsRaasi', { star: star('star') })
      : t('porutham.reason.needsBothRaasis', { bride: star('star'), groom: star('groom_star') });
  }
  switch (check.key) {
    case 'dinam':
    case 'mahendram':
      // Count 1 is the same star: saying "the 1st from the bride's" would puzzle a reader.
      return count === 1 && f.star !== undefined
        ? t('porutham.reason.sameStar', { star: star('star') })
        : t('porutham.reason.count', { ordinal: poruthamOrdinal(t, count) });
    case 'stree_deergham':
      return t('porutham.reason.deergham', { ordinal: poruthamOrdinal(t, count), above: Number(f.above) });
    case 'ganam':
      return f.bride === f.groom
        ? t('porutham.reason.ganamSame', { gana: gana('bride') })
        : t('porutham.reason.ganamDiffer', { bride: gana('bride'), groom: gana('groom') });
    case 'yoni':
      if (f.bride === f.groom) return t('porutham.reason.yoniSame', { animal: yoni('bride') });
      return check.matched
        ? t('porutham.reason.yoniFriendly', { bride: yoni('bride'), groom: yoni('groom') })
        : t('porutham.reason.yoniEnemies', { bride: yoni('bride'), groom: yoni('groom') });
    case 'rasi':
      return f.bride === f.groom
        ? t('porutham.reason.rasiSame', { raasi: raasiWithWord('bride') })
        : t('porutham.reason.rasiCount', {
            bride: raasiWithWord('bride'),
            groom: raasiWithWord('groom'),
            ordinal: poruthamOrdinal(t, count),
          });
    case 'rasi_adhipathi':
      if (f.bride === f.groom) return t('porutham.reason.lordSame', { planet: planet('bride') });
      return check.matched
        ? t('porutham.reason.lordsFriendly', { bride: planet('bride'), groom: planet('groom') })
        : t('porutham.reason.lordsEnemies', { bride: planet('bride'), groom: planet('groom') });
    case 'vasya':
      return check.matched
        ? t('porutham.reason.vasya', { bride: raasi('bride'), groom: raasi('groom') })
        : t('porutham.reason.notVasya', { bride: raasi('bride'), groom: raasi('groom') });
    case 'rajju':
      return f.bride === f.groom
        ? t('porutham.reason.rajjuSame', { rajju: rajju('bride') })
        : t('porutham.reason.rajjuDiffer', { bride: rajju('bride'), groom: rajju('groom') });
    case 'vedhai':
      return check.matched
        ? t('porutham.reason.notVedhai', { bride: star('bride'), groom: star('groom') })
        : t('porutham.reason.vedhai', { bride: star('bride'), groom: star('groom') });
  }
}
