import { useState } from 'react';
import { SITE, type AdminEnquiry } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useEnquiries, useMarkHandled, type EnquiryFilters } from '../api/enquiries';
import { PagedResults } from './paged-results';
import { ReasonDialog } from './reason-dialog';
import { SearchForm } from './search-form';

/** Contact-form enquiries: the unhandled oldest first; reply by e-mail, then mark handled. */
export function EnquiriesTab() {
  const { t } = useI18n();
  const [filters, setFilters] = useState<EnquiryFilters>({ handled: '0', q: '' });
  const [page, setPage] = useState(1);
  const enquiries = useEnquiries(filters, page);
  const change = (next: Partial<EnquiryFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  return (
    <div>
      <SearchForm
        id="enquiries-q"
        label={t('adminOps.enquiries.search')}
        onSearch={(q) => change({ q })}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="enquiries-handled" className="field-label">
            {t('adminOps.enquiries.show')}
          </label>
          <select
            id="enquiries-handled"
            className="field-input"
            value={filters.handled}
            onChange={(e) => change({ handled: e.target.value })}
          >
            <option value="0">{t('adminOps.enquiries.unhandled')}</option>
            <option value="1">{t('adminOps.enquiries.handled')}</option>
          </select>
        </div>
      </SearchForm>
      <PagedResults query={enquiries} empty={t('adminOps.enquiries.empty')} onPage={setPage}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((e) => (
              <EnquiryRow key={e.id} enquiry={e} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

function EnquiryRow({ enquiry: e }: { enquiry: AdminEnquiry }) {
  const { t, date } = useI18n();
  const [open, setOpen] = useState(false);
  const run = useMarkHandled();
  const id = String(e.id);
  const mailto = `mailto:${e.email}?subject=${encodeURIComponent(t('adminOps.enquiries.replySubject', { id, brand: SITE.name }))}`;

  const confirm = async (reason: string) => {
    const answer = await run.mutateAsync({ id: e.id, reason });
    notify.success(answer.message);
    setOpen(false);
  };

  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100" data-testid="enquiry-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 text-sm">
          <h3 className="font-semibold break-words text-ink">{t('adminOps.enquiries.title', { id, name: e.name })}</h3>
          <p className="break-words text-ink-soft">
            {e.email} · {e.phone}
          </p>
          <p className="text-ink-soft">
            {t('adminOps.enquiries.received')}: <time dateTime={e.created_at}>{date(e.created_at)}</time> ·{' '}
            {t(`adminOps.enquiries.mail.${e.mail_status}`)}
          </p>
          <p className="mt-2 break-words whitespace-pre-line text-ink">{e.message}</p>
          {e.handled_at && (
            <p className="mt-2 text-green-800">
              {t('adminOps.enquiries.handledBy', { date: date(e.handled_at), name: e.handled_by_name ?? '' })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <a className="btn-outline" href={mailto}>
            {t('adminOps.enquiries.reply')}
          </a>
          {!e.handled_at && (
            <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
              {t('adminOps.enquiries.markHandled')}
            </button>
          )}
        </div>
      </div>
      {open && (
        <ReasonDialog
          title={t('adminOps.enquiries.handledTitle', { id })}
          confirmLabel={t('adminOps.enquiries.markHandled')}
          onCancel={() => setOpen(false)}
          onConfirm={confirm}
        />
      )}
    </li>
  );
}
