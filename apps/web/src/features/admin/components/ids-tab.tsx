import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { ID_VERIFICATION_STATUSES, type AdminIdItem, type IdVerificationStatus } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAdminIds, useDecideId, useIdFile } from '../api/id-checks';
import { OwnCaseNote } from './own-case-note';
import { PagedResults } from './paged-results';
import { PrivateFile } from './private-file';
import { ReasonDialog } from './reason-dialog';
import { SearchForm } from './search-form';

/** The console's ID checks tab: pending oldest first, a search by name or e-mail, a status filter, paging. */
export function IdsTab() {
  const { t } = useI18n();
  const [status, setStatus] = useState<IdVerificationStatus>('pending');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminIds(status, q, page);

  return (
    <div>
      <SearchForm
        id="ids-q"
        label={t('idVerification.admin.search')}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="ids-status" className="field-label">
            {t('idVerification.admin.status')}
          </label>
          <select
            id="ids-status"
            className="field-input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as IdVerificationStatus);
              setPage(1);
            }}
          >
            {ID_VERIFICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`idVerification.admin.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </SearchForm>

      <PagedResults query={list} empty={t('idVerification.admin.empty')} onPage={setPage}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((item) => (
              <IdItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

function IdItem({ item }: { item: AdminIdItem }) {
  const { t, date } = useI18n();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<'approve' | 'reject'>();
  const decide = useDecideId();
  const panelId = `id-item-${item.id}`;
  const name = item.member.name;
  const ownNote = `${panelId}-own`;
  const own = { disabled: item.own_case !== null, 'aria-describedby': item.own_case ? ownNote : undefined };

  const confirm = async (reason: string) => {
    const answer = await decide.mutateAsync({ id: item.id, input: { action: action!, reason } });
    notify.success(answer.message);
    setAction(undefined);
  };

  return (
    <li className="rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100" data-testid="id-item">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-start gap-3 rounded-2xl p-4 text-left hover:bg-maroon-50/50"
      >
        {item.member.thumbnail ? (
          <img src={item.member.thumbnail} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="size-12 shrink-0 rounded-full bg-maroon-50" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-ink">{name}</span>
            <span className="rounded-full bg-gold-100 px-2 text-xs text-ink">
              {t(`idVerification.admin.status.${item.status}`)}
            </span>
          </span>
          <span className="mt-1 block text-sm text-ink">{t(`idVerification.type.${item.document_type}`)}</span>
          <span className="block text-xs text-ink-soft">
            {t('idVerification.admin.submitted', { date: date(item.submitted_at) })}
          </span>
        </span>
        <ChevronDown
          className={`size-5 shrink-0 text-ink-soft transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {open && (
        <div id={panelId} className="space-y-4 border-t border-maroon-100 p-4 text-sm">
          {item.file_url ? (
            <IdFile path={item.file_url} name={name} fileName={`ID-${item.id}`} />
          ) : (
            <p className="text-ink-soft">{t('idVerification.admin.fileGone')}</p>
          )}
          {item.status === 'pending' ? (
            <div>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-primary" {...own} onClick={() => setAction('approve')}>
                  {t('idVerification.admin.approve')}
                </button>
                <button type="button" className="btn-outline" {...own} onClick={() => setAction('reject')}>
                  {t('idVerification.admin.reject')}
                </button>
              </div>
              {item.own_case && <OwnCaseNote id={ownNote} code={item.own_case} className="mt-2" />}
            </div>
          ) : (
            <p className="rounded-xl bg-cream p-3 break-words text-ink-soft">
              {t('idVerification.admin.decided', {
                date: item.decided_at ? date(item.decided_at) : '',
                who: item.decided_by ?? '',
                reason: item.reason ?? '',
              })}
            </p>
          )}
        </div>
      )}
      {action && (
        <ReasonDialog
          title={t(action === 'approve' ? 'idVerification.admin.approveTitle' : 'idVerification.admin.rejectTitle', { name })}
          note={t('idVerification.admin.reasonHint')}
          confirmLabel={t(action === 'approve' ? 'idVerification.admin.approve' : 'idVerification.admin.reject')}
          onCancel={() => setAction(undefined)}
          onConfirm={confirm}
        />
      )}
    </li>
  );
}

/** A pending ID: an image inline, or the PDF as a download. */
function IdFile({ path, name, fileName }: { path: string; name: string; fileName: string }) {
  const { t } = useI18n();
  const file = useIdFile(path);
  return (
    <PrivateFile
      file={file}
      fileName={fileName}
      label={
        file.data?.type === 'application/pdf'
          ? t('idVerification.admin.downloadPdf')
          : t('idVerification.admin.viewImage', { name })
      }
    />
  );
}
