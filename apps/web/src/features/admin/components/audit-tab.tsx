import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useAuditLog } from '../api/audit';
import { auditLabel } from './labels';
import { PagedResults } from './paged-results';
import { SearchForm } from './search-form';

/** The audit log, newest first: who did what (a search: where and for what kind of term), when and why. */
export function AuditTab() {
  const { t, date } = useI18n();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog(q, page);
  return (
    <div>
      <SearchForm
        id="audit-q"
        label={t('admin.audit.search')}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      <PagedResults query={log} empty={t('admin.audit.empty')} onPage={setPage}>
        {(items) => (
          <ol className="space-y-2">
            {items.map((e) => (
              <li
                key={e.id}
                className="rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-maroon-100"
                data-testid="audit-entry"
              >
                <p className="font-semibold break-words text-ink">
                  {auditLabel(t, e.action)}
                  {e.target_user_id !== null &&
                    ` ${t('admin.audit.target', {
                      name: e.target_name ?? t('admin.audit.memberId', { id: String(e.target_user_id) }),
                    })}`}
                  {e.target_ref && <span className="font-mono font-normal text-ink-soft"> · {e.target_ref}</span>}
                </p>
                {/* A search keeps its list, the kind of term and a masked term (above), never the term. */}
                {e.search && (
                  <p className="break-words text-ink" data-testid="audit-search">
                    {t.plural('admin.audit.searched', e.search.results, {
                      list: t(`admin.tab.${e.search.list}`),
                      kind: t(`admin.audit.searchKind.${e.search.kind}`),
                    })}
                  </p>
                )}
                <p className="text-ink-soft">
                  <span className="sr-only">{t('admin.audit.when')}: </span>
                  <time dateTime={e.created_at}>{date(e.created_at)}</time> ·{' '}
                  <span className="sr-only">{t('admin.audit.who')}: </span>
                  {e.actor_name ?? t('admin.audit.commandLine')}
                </p>
                {/* Opening a file asks for no reason: its entry says who looked at what, and when. */}
                {e.reason && (
                  <p className="mt-1 break-words whitespace-pre-line text-ink">
                    <span className="sr-only">{t('admin.audit.why')}: </span>
                    {e.reason}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </PagedResults>
    </div>
  );
}
