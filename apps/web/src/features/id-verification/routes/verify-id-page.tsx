import { useRef, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ID_DOCUMENT_TYPES, ID_UPLOAD, type IdDocumentType } from '@inai/shared';
import { IdVerifiedBadge } from '../../../components/id-verified-badge';
import { MemberPage } from '../../../components/member-page';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { idVerificationApi, useIdVerificationState, useSetIdVerificationState } from '../api/id-verification';

const MB = ID_UPLOAD.maxBytes / (1024 * 1024);
const ACCEPT = ID_UPLOAD.mimeTypes.join(',');

/**
 * Verify my ID (/verify-id, ours): what we keep and who sees it, the current state,
 * and the upload of one government ID (an image or a PDF) while none is waiting.
 */
export default function VerifyIdPage() {
  const { t, date } = useI18n();
  const state = useIdVerificationState();
  const answer = state.data;
  const latest = answer?.latest ?? null;
  const pending = latest?.status === 'pending';
  const canUpload = answer !== undefined && !answer.verified_at && !pending;

  return (
    <MemberPage title={t('idVerification.title')} intro={t('idVerification.intro')}>
      <div className="space-y-5">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100" aria-labelledby="id-privacy">
          <h2 id="id-privacy" className="flex items-center gap-2 font-semibold text-ink">
            <ShieldCheck className="size-5 shrink-0 text-maroon-700" aria-hidden="true" />
            {t('idVerification.privacyTitle')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-ink-soft">
            <li>{t('idVerification.privacyNumber')}</li>
            <li>{t('idVerification.privacyWho')}</li>
            <li>{t('idVerification.privacyDeleted')}</li>
          </ul>
        </section>

        <section aria-live="polite" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100" data-testid="id-state">
          {state.isError && !answer ? (
            <p role="alert" className="text-red-700">
              {t('idVerification.loadFailed')}
            </p>
          ) : !answer ? (
            <div className="h-6 animate-pulse rounded bg-maroon-50" aria-hidden="true" />
          ) : answer.verified_at ? (
            <div className="space-y-2">
              <IdVerifiedBadge />
              <p className="break-words text-ink">{t('idVerification.stateApproved', { date: date(answer.verified_at) })}</p>
            </div>
          ) : pending ? (
            <p className="break-words text-ink">
              {t('idVerification.statePending', {
                type: t(`idVerification.type.${latest.document_type}`),
                date: date(latest.submitted_at),
              })}
            </p>
          ) : latest?.status === 'rejected' ? (
            <div className="space-y-1">
              <p className="break-words text-ink">
                {t('idVerification.stateRejected', {
                  type: t(`idVerification.type.${latest.document_type}`),
                  date: date(latest.submitted_at),
                  reason: latest.reason ?? '',
                })}
              </p>
              <p className="text-sm text-ink-soft">{t('idVerification.againHint')}</p>
            </div>
          ) : (
            <p className="text-ink">{t('idVerification.stateNone')}</p>
          )}
        </section>

        {canUpload && <UploadForm />}
        {pending && <p className="text-sm text-ink-soft">{t('idVerification.waitHint')}</p>}
      </div>
    </MemberPage>
  );
}

function UploadForm() {
  const { t } = useI18n();
  const setState = useSetIdVerificationState();
  const [type, setType] = useState<IdDocumentType | ''>('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<{ type?: string; file?: string; form?: string }>({});
  const [percent, setPercent] = useState<number>();
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!type) next.type = t('idVerification.typeRequired');
    if (!file) next.file = t('idVerification.fileRequired');
    else if (file.size > ID_UPLOAD.maxBytes) next.file = t('idVerification.tooLarge', { fileName: file.name, mb: MB });
    setErrors(next);
    if (next.type || next.file || !type || !file) return;
    setPercent(0);
    try {
      const answer = await idVerificationApi.upload(type, file, setPercent);
      notify.success(answer.message ?? t('idVerification.sent'));
      setState(answer);
    } catch (err) {
      setErrors({ form: failureMessage(err, 'idVerification.failed', 'idVerification.failed') });
    } finally {
      setPercent(undefined);
    }
  };
  const sending = percent !== undefined;

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100"
    >
      <div>
        <label htmlFor="id-type" className="field-label">
          {t('idVerification.typeLabel')}
        </label>
        <select
          id="id-type"
          className="field-input"
          value={type}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? 'id-type-error' : undefined}
          onChange={(e) => setType(e.target.value as IdDocumentType)}
        >
          <option value="" />
          {ID_DOCUMENT_TYPES.map((d) => (
            <option key={d} value={d}>
              {t(`idVerification.type.${d}`)}
            </option>
          ))}
        </select>
        {errors.type && (
          <p id="id-type-error" className="mt-1 text-sm text-red-700">
            {errors.type}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="id-file" className="field-label">
          {t('idVerification.fileLabel')}
        </label>
        <input
          ref={fileInput}
          id="id-file"
          type="file"
          accept={ACCEPT}
          className="block w-full max-w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-maroon-50 file:px-3 file:py-2 file:text-maroon-800"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`id-file-hint${errors.file ? ' id-file-error' : ''}`}
          onChange={(e) => setFile(e.target.files?.[0])}
        />
        <p id="id-file-hint" className="mt-1 text-sm break-words text-ink-soft">
          {t('idVerification.fileHint', { mb: MB })}
        </p>
        {errors.file && (
          <p id="id-file-error" className="mt-1 text-sm break-words text-red-700">
            {errors.file}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm break-words text-red-700">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? t('idVerification.sending') : t('idVerification.submit')}
      </button>
    </form>
  );
}
