import { GRIEVANCE_SUBJECTS, type GrievanceSubject, type MyReport, type PlainKey, type ReportStatus } from '@inai/shared';
import { MemberCard } from '../../../components/member-page';
import { REASON_LABELS } from '../../../components/report-dialog';
import { Spinner } from '../../../components/spinner';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useMyReports } from '../api/my-reports';

const STATUS_LABELS = {
  open: 'reports.status.open',
  dismissed: 'reports.status.dismissed',
  warned: 'reports.status.warned',
  suspended: 'reports.status.suspended',
  resolved: 'reports.status.resolved',
} as const satisfies Record<ReportStatus, PlainKey>;

const SUBJECT_LABELS = {
  account: 'grievance.subject.account',
  profile_content: 'grievance.subject.profile_content',
  privacy: 'grievance.subject.privacy',
  payment: 'grievance.subject.payment',
  other: 'grievance.subjectOther',
} as const satisfies Record<GrievanceSubject, PlainKey>;

const STATUS_TONE: Record<ReportStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  dismissed: 'bg-slate-100 text-slate-800',
  warned: 'bg-green-100 text-green-800',
  suspended: 'bg-green-100 text-green-800',
  resolved: 'bg-green-100 text-green-800',
};

/** The settings card 'My reports' (#reports: the acknowledgement mail links here). */
export function MyReportsCard() {
  const { t } = useI18n();
  return (
    <MemberCard title={t('reports.mine')} id="reports">
      <MyReports />
    </MemberCard>
  );
}

/** My reports (settings): the member's reports and grievances, newest first, with their status in words. */
export function MyReports() {
  const { t } = useI18n();
  const list = useMyReports();
  if (list.isPending) return <Spinner tone="dark" />;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {failureMessage(list.error, 'reports.mineFailed', 'reports.mineFailed')}
      </p>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-soft">{t('reports.mineIntro')}</p>
      {list.data.data.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('reports.mineEmpty')}</p>
      ) : (
        <ul className="divide-y divide-maroon-100" data-testid="my-reports">
          {list.data.data.map((report) => (
            <ReportItem key={report.reference} report={report} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportItem({ report }: { report: MyReport }) {
  const { t, date } = useI18n();
  const title =
    report.kind === 'grievance'
      ? t('reports.grievance')
      : report.reported_name
        ? t('reports.about', { name: report.reported_name })
        : t('reports.aboutGone');
  const what =
    report.kind === 'grievance'
      ? (GRIEVANCE_SUBJECTS as readonly string[]).includes(report.reason)
        ? t(SUBJECT_LABELS[report.reason as GrievanceSubject])
        : ''
      : report.reason in REASON_LABELS
        ? t(REASON_LABELS[report.reason as keyof typeof REASON_LABELS])
        : '';
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-words text-ink">{title}</span>
        <span className="font-mono text-xs text-ink-soft">{t('reports.reference', { reference: report.reference })}</span>
      </div>
      {what && <p className="text-sm text-ink-soft">{what}</p>}
      <p className="text-sm">
        <span className="sr-only">{t('reports.statusLabel')}: </span>
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[report.status]}`}>
          {t(STATUS_LABELS[report.status])}
        </span>
      </p>
      {report.outcome_note && (
        <p className="text-sm whitespace-pre-line text-ink">{t('reports.outcome', { note: report.outcome_note })}</p>
      )}
      <p className="text-xs text-ink-soft">
        {t('reports.sentOn', { date: date(report.created_at) })}
        {report.decided_at && ` · ${t('reports.decidedOn', { date: date(report.decided_at) })}`}
      </p>
    </li>
  );
}
