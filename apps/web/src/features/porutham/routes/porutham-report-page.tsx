import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import {
  decodeProfileId,
  poruthamChartsSchema,
  profileDetailsPath,
  ROUTES,
  SITE,
  type ChartsComparison as Comparison,
  type PoruthamChartsInput,
} from '@inai/shared';
import { ChartsComparison } from '../../../components/jathagam/charts-comparison';
import { PageLoading } from '../../../components/page-loading';
import { PageMeta } from '../../../components/page-meta';
import { useMe } from '../../../lib/api/me';
import { useProfileDetails } from '../../../lib/api/profile-details';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { usePoruthamCharts } from '../api/porutham-charts';
import type { ReportState } from '../components/charts-compare';
import '../components/porutham-report.css';

/**
 * The porutham report (/porutham/report): two charts compared, on one A4 page in the reader's
 * language. The calculator's births come in the history's state (a reload keeps them, the address
 * never shows them); a member's (?profile=, as poruthamReportPath makes it) come from their
 * details, which never carry the other's birth time.
 */
export default function PoruthamReportPage() {
  const [params] = useSearchParams();
  const profile = params.get('profile');
  return profile === null ? <CalculatorReport /> : <MemberReport userId={decodeProfileId(profile)} />;
}

/** The calculator's two births, asked again after a reload (the calculator keeps its answer otherwise). */
function CalculatorReport() {
  const { t } = useI18n();
  const state = useLocation().state as Partial<ReportState> | null;
  const parsed = poruthamChartsSchema.safeParse(state?.charts);
  const input: PoruthamChartsInput | null = parsed.success ? parsed.data : null;
  const query = usePoruthamCharts(input);
  const back = { to: ROUTES.porutham, text: t('poruthamCompare.report.backToCalculator') };
  if (!input) return <ReportFrame back={back} note={t('poruthamCompare.report.nothing')} />;
  if (query.error)
    return <ReportFrame back={back} note={failureMessage(query.error, 'poruthamCompare.failed', 'poruthamCompare.failed')} />;
  return <ReportFrame back={back} title={t('poruthamCompare.report.title')} comparison={query.data} />;
}

/** The viewer and a member, from the member's details (their porutham section's charts). */
function MemberReport({ userId }: { userId: number | null }) {
  const { t } = useI18n();
  const { status } = useMe();
  const query = useProfileDetails(userId, status !== 'checking');
  const answer = query.data;
  const back = {
    to: userId === null ? ROUTES.home : profileDetailsPath(userId),
    text: t('poruthamCompare.report.backToProfile'),
  };
  if (userId === null || query.error)
    return <ReportFrame back={back} note={failureMessage(query.error, 'generic.somethingWrong')} />;
  if (!answer) return <ReportFrame back={back} />;
  const porutham = answer.porutham;
  const charts = porutham?.state === 'ready' ? porutham.charts : undefined;
  if (!charts) return <ReportFrame back={back} note={t('poruthamCompare.report.noCharts')} />;
  return (
    <ReportFrame back={back} title={t('poruthamCompare.report.memberTitle', { name: answer.user.name })} comparison={charts} />
  );
}

/**
 * The page around the report: the way back and Print (neither prints), then the report, a note
 * in its place (nothing to print, a refusal) or the spinner while it comes.
 */
function ReportFrame({
  back,
  title,
  comparison,
  note,
}: {
  back: { to: string; text: string };
  title?: string;
  comparison?: Comparison | undefined;
  note?: ReactNode;
}) {
  const { t, date } = useI18n();
  let body: ReactNode;
  if (note !== undefined)
    body = (
      <p role="alert" className="rounded-2xl bg-cream p-4 text-ink" data-testid="report-note">
        {note}
      </p>
    );
  else if (comparison && title)
    body = (
      <article className="porutham-report-sheet space-y-4" data-testid="porutham-report">
        <h1 className="text-2xl font-semibold text-maroon-900 sm:text-3xl">{title}</h1>
        <ChartsComparison comparison={comparison} heading={t('poruthamCompare.resultHeading')} />
        <p className="text-xs text-ink-soft">
          {t('poruthamCompare.report.comparedOn', {
            date: /^\d{4}-\d{2}-\d{2}$/.test(comparison.dasa_sandhi.from) ? date(comparison.dasa_sandhi.from) : date(new Date()),
            brand: SITE.name,
          })}
        </p>
      </article>
    );
  else body = <PageLoading />;
  return (
    <div className="porutham-report container-page max-w-4xl py-6 sm:py-10">
      <PageMeta
        title={t('poruthamCompare.report.metaTitle', { brand: SITE.name })}
        description={t('poruthamCompare.report.metaDescription')}
      />
      <div className="charts-no-print mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Link to={back.to} className="btn-outline px-3 py-1.5 text-sm">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.text}
        </Link>
        {comparison && note === undefined && (
          <button type="button" className="btn-primary ml-auto px-4 py-1.5 text-sm" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {t('poruthamCompare.report.printButton')}
          </button>
        )}
      </div>
      {body}
    </div>
  );
}
