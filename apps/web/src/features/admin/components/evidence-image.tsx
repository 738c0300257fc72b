import { useEffect, useMemo } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useEvidence } from '../api/use-admin';

/** A report's screenshot, fetched with the operator's session and shown from memory. */
export function EvidenceImage({ path, reference }: { path: string; reference: string }) {
  const { t } = useI18n();
  const evidence = useEvidence(path);
  const url = useMemo(() => (evidence.data ? URL.createObjectURL(evidence.data) : undefined), [evidence.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (evidence.isError) return <p className="text-sm text-red-700">{t('admin.queue.evidenceFailed')}</p>;
  if (!url) return <div className="h-40 w-full max-w-sm animate-pulse rounded-lg bg-maroon-50" aria-hidden="true" />;
  if (evidence.data?.type === 'application/pdf') {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="text-maroon-700 underline">
        {t('admin.queue.evidenceAlt', { reference })}
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block max-w-sm">
      <img
        src={url}
        alt={t('admin.queue.evidenceAlt', { reference })}
        className="max-h-96 w-full rounded-lg object-contain ring-1 ring-maroon-100"
      />
    </a>
  );
}
