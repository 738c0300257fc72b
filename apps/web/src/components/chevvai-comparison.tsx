import type { ChevvaiAgreement, ChevvaiSource, ChevvaiState } from '@inai/shared';
import { useI18n } from '../lib/i18n';

export interface ChevvaiComparisonProps {
  bride: ChevvaiState;
  groom: ChevvaiState;
  agreement: ChevvaiAgreement;
  /**
   * Where each side was read (the profile details page); absent in the calculator, where the
   * family chose both just above, so only the agreement is said.
   */
  sources?: { bride: ChevvaiSource | null; groom: ChevvaiSource | null };
}

const STATE_KEY = { yes: 'porutham.chevvai.yes', no: 'porutham.chevvai.no', unknown: 'porutham.chevvai.notKnown' } as const;
const SOURCE_KEY = { chart: 'porutham.chevvai.fromChart', stated: 'porutham.chevvai.stated' } as const;

/**
 * Chevvai dosham beside the ten poruthams: how the two stand, in plain words (a fact about two
 * charts, never a verdict on a person), and on a profile each side's state with where it was read.
 */
export function ChevvaiComparison({ bride, groom, agreement, sources }: ChevvaiComparisonProps) {
  const { t } = useI18n();
  const sides = [
    { key: 'bride', label: t('porutham.chevvai.brideLabel'), state: bride, source: sources?.bride ?? null },
    { key: 'groom', label: t('porutham.chevvai.groomLabel'), state: groom, source: sources?.groom ?? null },
  ] as const;
  return (
    <div className="mt-4 border-t border-maroon-100 pt-4" data-testid="chevvai-comparison">
      <h3 className="text-lg font-semibold text-maroon-800">{t('porutham.chevvai.heading')}</h3>
      <p className="mt-1 text-sm text-ink" data-testid="chevvai-agreement">
        {t(`porutham.chevvai.${agreement}`)}
      </p>
      {sources && (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {sides.map((side) => (
            <div key={side.key} className="min-w-0" data-chevvai-side={side.key}>
              <dt className="text-ink-soft">{side.label}</dt>
              <dd className="font-medium break-words text-ink">
                {t(STATE_KEY[side.state])}
                {side.source && <span className="block text-xs font-normal text-ink-soft">{t(SOURCE_KEY[side.source])}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
