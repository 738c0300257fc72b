import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { REPORT_STATUSES, type AdminDecision, type AdminQueueItem } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAdminQueue, useDecide, type QueueFilters } from '../api/queue';
import { EvidenceImage } from './evidence-image';
import { kindLabel, reasonLabel, statusLabel } from './labels';
import { OwnCaseNote } from './own-case-note';
import { PagedResults } from './paged-results';
import { ReasonDialog } from './reason-dialog';
import { SearchForm } from './search-form';

const DECISIONS: Record<'report' | 'grievance', readonly AdminDecision[]> = {
  report: ['dismiss', 'warn', 'suspend'],
  grievance: ['resolve', 'dismiss'],
};

/** Reports and grievances, oldest first: filters for kind and status, a search box, paging. */
export function QueueTab() {
  const { t } = useI18n();
  const [filters, setFilters] = useState<QueueFilters>({ status: 'open', kind: '', q: '' });
  const [page, setPage] = useState(1);
  const queue = useAdminQueue(filters, page);
  const change = (next: Partial<QueueFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <div>
      <SearchForm
        id="queue-q"
        label={t('admin.queue.search')}
        onSearch={(q) => change({ q })}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="queue-kind" className="field-label">
            {t('admin.queue.kind')}
          </label>
          <select id="queue-kind" className="field-input" value={filters.kind} onChange={(e) => change({ kind: e.target.value })}>
            <option value="">{t('admin.queue.allKinds')}</option>
            <option value="report">{t('admin.kind.report')}</option>
            <option value="grievance">{t('admin.kind.grievance')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="queue-status" className="field-label">
            {t('admin.queue.status')}
          </label>
          <select
            id="queue-status"
            className="field-input"
            value={filters.status}
            onChange={(e) => change({ status: e.target.value })}
          >
            {REPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(t, s)}
              </option>
            ))}
            <option value="all">{t('admin.queue.allStatuses')}</option>
          </select>
        </div>
      </SearchForm>

      <PagedResults query={queue} empty={t('admin.queue.empty')} count={(n) => t.plural('admin.queue.count', n)} onPage={setPage}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <QueueItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

function QueueItem({ item }: { item: AdminQueueItem }) {
  const { t, date, number } = useI18n();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<AdminDecision>();
  const decide = useDecide();
  const panelId = `queue-item-${item.id}`;
  const who = item.reported?.name ?? item.reporter.name ?? item.reporter.email ?? '';
  const decided = item.status !== 'open';
  const noMember = !item.reported;
  const ownNote = `${panelId}-own`;

  const confirm = async (reason: string, outcome: string) => {
    const answer = await decide.mutateAsync({
      id: item.id,
      input: { action: action!, reason, ...(outcome ? { outcome_note: outcome } : {}) },
    });
    notify.success(answer.message);
    setAction(undefined);
  };

  return (
    <li className="rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100" data-testid="queue-item">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-start gap-3 rounded-2xl p-4 text-left hover:bg-maroon-50/50"
      >
        {item.reported?.thumbnail ? (
          <img src={item.reported.thumbnail} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="size-12 shrink-0 rounded-full bg-maroon-50" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-maroon-800">{item.reference}</span>
            <span className="rounded-full bg-maroon-50 px-2 text-xs text-maroon-800">{kindLabel(t, item.kind)}</span>
            <span className="rounded-full bg-gold-100 px-2 text-xs text-ink">{statusLabel(t, item.status)}</span>
            {item.reported?.suspended && (
              <span className="rounded-full bg-red-100 px-2 text-xs text-red-800">{t('admin.queue.suspendedBadge')}</span>
            )}
          </span>
          <span className="mt-1 block font-semibold break-words text-ink">
            {who} · {reasonLabel(t, item.reason)}
          </span>
          <span className="block text-xs text-ink-soft">{t('admin.queue.received', { date: date(item.created_at) })}</span>
        </span>
        <ChevronDown
          className={`size-5 shrink-0 text-ink-soft transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
        <span className="sr-only">{t('admin.queue.details', { reference: item.reference })}</span>
      </button>
      {open && (
        <div id={panelId} className="space-y-4 border-t border-maroon-100 p-4 text-sm">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-ink">{t('admin.queue.reported')}</dt>
              <dd className="text-ink-soft">
                {item.reported ? (
                  <>
                    {item.reported.name} · {t('admin.members.id', { id: String(item.reported.id) })}
                    {item.reported.thumbnail && (
                      <>
                        {' · '}
                        <a href={item.reported.thumbnail} target="_blank" rel="noreferrer" className="text-maroon-700 underline">
                          {t('admin.queue.photoOf', { name: item.reported.name })}
                        </a>
                      </>
                    )}
                  </>
                ) : (
                  t('admin.queue.noReported')
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t('admin.queue.reporter')}</dt>
              <dd className="break-words text-ink-soft">
                {item.reporter.name ?? t('admin.queue.visitor')}
                {item.reporter.email && ` · ${item.reporter.email}`}
                {item.reporter.id !== null && (
                  <span className="block">
                    {t('admin.queue.reporterHistory', {
                      filed: number(item.reporter.reports_filed),
                      dismissed: number(item.reporter.reports_dismissed),
                    })}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t('admin.queue.reason')}</dt>
              <dd className="text-ink-soft">{reasonLabel(t, item.reason)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t('admin.queue.note')}</dt>
              <dd className="break-words whitespace-pre-line text-ink-soft">{item.note ?? t('admin.queue.noNote')}</dd>
            </div>
          </dl>
          <div>
            <p className="font-semibold text-ink">{t('admin.queue.evidence')}</p>
            <div className="mt-1">
              {item.evidence_url ? (
                <EvidenceImage path={item.evidence_url} reference={item.reference} />
              ) : (
                <p className="text-ink-soft">{t('admin.queue.noEvidence')}</p>
              )}
            </div>
          </div>
          {decided ? (
            <div className="rounded-xl bg-cream p-3 text-ink-soft">
              <p>
                {t('admin.queue.decided', {
                  date: item.decided_at ? date(item.decided_at) : '',
                  name: item.decided_by_name ?? '',
                })}
              </p>
              {item.outcome_note && (
                <p className="mt-1">
                  {t('admin.queue.outcome')}: {item.outcome_note}
                </p>
              )}
              <p className="mt-1">{t('admin.queue.alreadyDecided')}</p>
            </div>
          ) : (
            <div>
              <p className="font-semibold text-ink">{t('admin.queue.actions')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {DECISIONS[item.kind].map((d) => {
                  const needsMember = d === 'warn' || d === 'suspend';
                  const why = needsMember && noMember ? t('admin.queue.noMemberToAct') : undefined;
                  return (
                    <button
                      key={d}
                      type="button"
                      className={d === 'suspend' ? 'btn-primary' : 'btn-outline'}
                      disabled={why !== undefined || item.own_case !== null}
                      title={why}
                      aria-describedby={item.own_case ? ownNote : undefined}
                      onClick={() => setAction(d)}
                    >
                      {t(`admin.action.${d}`)}
                    </button>
                  );
                })}
              </div>
              {item.own_case && <OwnCaseNote id={ownNote} code={item.own_case} className="mt-2" />}
              {noMember && item.kind === 'report' && (
                <p className="mt-2 text-xs text-ink-soft">{t('admin.queue.noMemberToAct')}</p>
              )}
              {item.reported?.suspended && <p className="mt-2 text-xs text-ink-soft">{t('admin.queue.alreadySuspended')}</p>}
            </div>
          )}
        </div>
      )}
      {action && (
        <ReasonDialog
          title={
            action === 'dismiss' || action === 'resolve'
              ? t(`admin.dialog.${action}`, { reference: item.reference })
              : t(`admin.dialog.${action}`, { name: item.reported?.name ?? '' })
          }
          note={action === 'suspend' ? t('admin.dialog.suspendNote') : action === 'warn' ? t('admin.dialog.warnNote') : undefined}
          withOutcome
          confirmLabel={t(`admin.action.${action}`)}
          onCancel={() => setAction(undefined)}
          onConfirm={confirm}
        />
      )}
    </li>
  );
}
