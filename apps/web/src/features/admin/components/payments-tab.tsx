import { useRef, useState, type FormEvent } from 'react';
import { ADMIN_LIMITS, ADMIN_OPS_LIMITS, PAYMENT_METHODS, PAYMENT_STATUSES, type AdminPayment } from '@inai/shared';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePaymentAction, usePayments, type PaymentFilters } from '../api/payments';
import { AdminDialog } from './admin-dialog';
import { OwnCaseNote } from './own-case-note';
import { PagedResults } from './paged-results';
import { ReasonDialog } from './reason-dialog';
import { SearchForm } from './search-form';

const NO_FILTERS: PaymentFilters = { status: '', method: '', review: '', q: '' };

/** Rupees as typed ('4999', '4,999.50') to paise; undefined when it is not an amount. */
function rupeesToPaise(text: string): number | undefined {
  const plain = text.replace(/[,\s₹]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return undefined;
  const paise = Math.round(Number(plain) * 100);
  return paise > 0 && paise <= ADMIN_OPS_LIMITS.maxAmountPaise ? paise : undefined;
}

/** Payment orders newest first, by status, method and 'needs review'; a pending UPI order is confirmed or rejected here. */
export function PaymentsTab() {
  const { t } = useI18n();
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const payments = usePayments(filters, page);
  const change = (next: Partial<PaymentFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  return (
    <div>
      <SearchForm
        id="payments-q"
        label={t('adminOps.payments.search')}
        onSearch={(q) => change({ q })}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="payments-status" className="field-label">
            {t('adminOps.payments.status')}
          </label>
          <select
            id="payments-status"
            className="field-input"
            value={filters.status}
            onChange={(e) => change({ status: e.target.value })}
          >
            <option value="">{t('adminOps.payments.any')}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`adminOps.payments.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="payments-method" className="field-label">
            {t('adminOps.payments.method')}
          </label>
          <select
            id="payments-method"
            className="field-input"
            value={filters.method}
            onChange={(e) => change({ method: e.target.value })}
          >
            <option value="">{t('adminOps.payments.any')}</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`adminOps.payments.method.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </SearchForm>
      <label className="mt-3 inline-flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-maroon-700"
          checked={filters.review === '1'}
          onChange={(e) => change({ review: e.target.checked ? '1' : '' })}
        />
        {t('adminOps.payments.reviewOnly')}
      </label>

      <PagedResults query={payments} empty={t('adminOps.payments.empty')} onPage={setPage}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((p) => (
              <PaymentRow key={p.order_id} payment={p} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

const STATUS_STYLE: Record<AdminPayment['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  COMPLETED: 'bg-green-100 text-green-900',
  FAILED: 'bg-red-100 text-red-900',
  EXPIRED: 'bg-gray-100 text-gray-800',
};

function PaymentRow({ payment: p }: { payment: AdminPayment }) {
  const { t, date, rupees } = useI18n();
  const [dialog, setDialog] = useState<'confirm' | 'reject'>();
  const run = usePaymentAction();
  const ownNote = `payment-${p.order_id}-own`;
  const own = { disabled: p.own_case !== null, 'aria-describedby': p.own_case ? ownNote : undefined };

  const reject = async (reason: string) => {
    const answer = await run.mutateAsync({ kind: 'reject', orderId: p.order_id, reason });
    notify.success(answer.message);
    setDialog(undefined);
  };

  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100" data-testid="payment-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <span className="break-all">{t('adminOps.payments.order', { reference: p.reference })}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[p.status]}`}>
              {t(`adminOps.payments.status.${p.status}`)}
            </span>
            <span className="rounded-full bg-maroon-50 px-2 py-0.5 text-xs font-semibold text-maroon-800">
              {t(`adminOps.payments.method.${p.method}`)}
            </span>
          </p>
          <p className="font-mono text-xs break-all text-ink-soft">{p.order_id}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-ink-soft">{t('adminOps.payments.member')}</dt>
            <dd className="min-w-0 break-words text-ink">
              {p.member ? `${p.member.name} · ${p.member.email}` : t('adminOps.payments.memberErased')}
            </dd>
            <dt className="text-ink-soft">{t('adminOps.payments.plan')}</dt>
            <dd className="text-ink">{p.plan_name}</dd>
            <dt className="text-ink-soft">{t('adminOps.payments.amount')}</dt>
            <dd className="text-ink">{rupees(p.amount)}</dd>
            <dt className="text-ink-soft">{t('adminOps.payments.created')}</dt>
            <dd className="text-ink">
              <time dateTime={p.created_at}>{date(p.created_at)}</time>
            </dd>
            {p.completed_at && (
              <>
                <dt className="text-ink-soft">{t('adminOps.payments.completed')}</dt>
                <dd className="text-ink">
                  <time dateTime={p.completed_at}>{date(p.completed_at)}</time>
                </dd>
              </>
            )}
            {p.transaction_id && (
              <>
                <dt className="text-ink-soft">{t('adminOps.payments.transaction')}</dt>
                <dd className="font-mono break-all text-ink">{p.transaction_id}</dd>
              </>
            )}
          </dl>
          {p.review_reason && (
            <p className="mt-2 rounded-lg bg-red-50 p-2 break-words text-red-800" data-testid="needs-review">
              <strong>{t('adminOps.payments.needsReview')}:</strong>{' '}
              {p.review_reason === 'amount_mismatch' || p.review_reason === 'paid_after_final'
                ? t(`adminOps.payments.review.${p.review_reason}`)
                : p.review_reason}
              {p.received_amount !== null && ` ${t('adminOps.payments.received', { amount: rupees(p.received_amount) })}`}
            </p>
          )}
        </div>
        {p.confirmable && (
          <div className="shrink-0 sm:max-w-64">
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-primary" {...own} onClick={() => setDialog('confirm')}>
                {t('adminOps.payments.confirm')}
              </button>
              <button type="button" className="btn-outline" {...own} onClick={() => setDialog('reject')}>
                {t('adminOps.payments.reject')}
              </button>
            </div>
            {p.own_case && <OwnCaseNote id={ownNote} code={p.own_case} className="mt-2" />}
          </div>
        )}
      </div>
      {dialog === 'reject' && (
        <ReasonDialog
          title={t('adminOps.payments.rejectTitle', { reference: p.reference })}
          note={t('adminOps.payments.rejectNote')}
          confirmLabel={t('adminOps.payments.reject')}
          onCancel={() => setDialog(undefined)}
          onConfirm={reject}
        />
      )}
      {dialog === 'confirm' && <ConfirmDialog payment={p} onClose={() => setDialog(undefined)} />}
    </li>
  );
}

/**
 * Confirming a UPI credit: the reason (audited), and, when they differ from the order, the
 * amount that arrived and the bank's reference. In an AdminDialog, as ReasonDialog.
 */
function ConfirmDialog({ payment: p, onClose }: { payment: AdminPayment; onClose(): void }) {
  const { t, rupees } = useI18n();
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const run = usePaymentAction();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [utr, setUtr] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; amount?: string; utr?: string }>({});
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const paise = amount.trim() === '' ? undefined : rupeesToPaise(amount);
    const bankRef = utr.trim();
    const found = {
      reason: !trimmed
        ? t('admin.reasonRequired')
        : trimmed.length > ADMIN_LIMITS.reasonMax
          ? t('admin.reasonTooLong', { max: ADMIN_LIMITS.reasonMax })
          : undefined,
      amount: amount.trim() !== '' && paise === undefined ? t('adminOps.payments.amountInvalid') : undefined,
      utr:
        bankRef.length > ADMIN_OPS_LIMITS.utrMax || !/^[A-Za-z0-9]*$/.test(bankRef)
          ? t('adminOps.payments.utrInvalid', { max: ADMIN_OPS_LIMITS.utrMax })
          : undefined,
    };
    setErrors(found);
    setFailure(undefined);
    if (found.reason || found.amount || found.utr) return;
    try {
      const answer = await run.mutateAsync({
        kind: 'confirm',
        orderId: p.order_id,
        input: { reason: trimmed, ...(paise !== undefined && { amount: paise }), ...(bankRef && { utr: bankRef }) },
      });
      notify.success(answer.message);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && (err.errors.reason || err.errors.amount || err.errors.utr)) {
        setErrors({ reason: err.errors.reason, amount: err.errors.amount, utr: err.errors.utr });
      } else {
        setFailure(failureMessage(err, 'admin.actionFailed'));
      }
    }
  };

  return (
    <AdminDialog
      title={t('adminOps.payments.confirmTitle', { reference: p.reference })}
      note={t('adminOps.payments.confirmNote', { amount: rupees(p.amount), reference: p.reference })}
      initialFocus={reasonBox}
      confirmLabel={t('adminOps.payments.confirm')}
      busy={run.isPending}
      failure={failure}
      onCancel={onClose}
      onSubmit={submit}
    >
      <TextField
        multiline
        ref={reasonBox}
        label={t('admin.dialog.reason')}
        value={reason}
        error={errors.reason}
        maxLength={ADMIN_LIMITS.reasonMax}
        onChange={(e) => setReason(e.target.value)}
      />
      <TextField
        label={t('adminOps.payments.amountReceived')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={errors.amount}
        aria-description={t('adminOps.payments.amountHint')}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        label={t('adminOps.payments.utr')}
        autoComplete="off"
        value={utr}
        error={errors.utr}
        maxLength={ADMIN_OPS_LIMITS.utrMax}
        onChange={(e) => setUtr(e.target.value)}
      />
    </AdminDialog>
  );
}
