import { nearBoundaryText, type JathagamAnswer } from '@inai/shared';
import { useI18n } from '../../lib/i18n';
import { ChevvaiDosham, Panchangam } from './birth-notes';
import { ChartSection } from './chart-section';
import { DasaTable } from './dasa-table';

/**
 * A whole computed jathagam, as its owner may read it: the note on bodies near a boundary, both
 * charts with the positions, the dasa and bhukti dates with the running period marked, the
 * panchangam and the chevvai dosham. The calculator draws it under its form; a member's horoscope
 * page draws her own, `level` 3 under its own heading. Never another member's chart: the dasa
 * dates give back the birth time (docs/decisions/0047-birth-details-on-the-profile.md).
 */
export function BirthChartReport({ chart, level = 2 }: { chart: JathagamAnswer; level?: 2 | 3 }) {
  const { t } = useI18n();
  const near = chart.near_boundary;
  return (
    <>
      {near.length > 0 && (
        <p role="note" className="rounded-2xl bg-gold-100 p-4 text-maroon-900" data-testid="near-boundary">
          {nearBoundaryText(t, near)}
        </p>
      )}
      <ChartSection chart={chart} level={level} />
      <DasaTable dasa={chart.dasa} level={level} />
      <div className="grid gap-8 md:grid-cols-2">
        <Panchangam panchangam={chart.panchangam} level={level} />
        <ChevvaiDosham dosham={chart.chevvai_dosham} level={level} />
      </div>
    </>
  );
}
