import { useEffect, useMemo } from 'react';
import { useI18n } from '../../../lib/i18n';

interface FileQuery {
  data: Blob | undefined;
  isError: boolean;
}

/**
 * A private file an operator opens (a report's screenshot, an ID), fetched with their session
 * and shown from memory: an image inline (opening full size in a new tab), a PDF as a link.
 */
export function PrivateFile({ file, label }: { file: FileQuery; label: string }) {
  const { t } = useI18n();
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (file.isError) return <p className="text-sm text-red-700">{t('admin.queue.evidenceFailed')}</p>;
  if (!url) return <div className="h-40 w-full max-w-sm animate-pulse rounded-lg bg-maroon-50" aria-hidden="true" />;
  if (file.data?.type === 'application/pdf') {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="text-maroon-700 underline">
        {label}
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block max-w-sm">
      <img src={url} alt={label} className="max-h-96 w-full rounded-lg object-contain ring-1 ring-maroon-100" />
    </a>
  );
}
