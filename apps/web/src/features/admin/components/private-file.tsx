import { useEffect, useMemo } from 'react';
import { useI18n } from '../../../lib/i18n';

interface FileQuery {
  data: Blob | undefined;
  isError: boolean;
}

/** Pictures drawn in the page; they run nothing, even opened on their own in a new tab. */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A private file an operator opens (a report's screenshot, an ID), fetched with their session
 * and held in memory. A picture is shown inline (opening full size in a new tab); anything else,
 * a PDF included, is only offered as a download: a blob URL belongs to our origin, so a document
 * opened from it must never be one that can carry scripts.
 */
export function PrivateFile({ file, label, fileName }: { file: FileQuery; label: string; fileName: string }) {
  const { t } = useI18n();
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : undefined), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (file.isError) return <p className="text-sm text-red-700">{t('admin.queue.evidenceFailed')}</p>;
  if (!url) return <div className="h-40 w-full max-w-sm animate-pulse rounded-lg bg-maroon-50" aria-hidden="true" />;
  if (!PICTURE_TYPES.has(file.data?.type ?? '')) {
    return (
      <a
        href={url}
        download={file.data?.type === 'application/pdf' ? `${fileName}.pdf` : fileName}
        className="text-maroon-700 underline"
      >
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
