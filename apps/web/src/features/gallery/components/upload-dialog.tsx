import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { LIMITS } from '@inai/shared';
import { CloseButton } from '../../../components/close-button';
import { Spinner } from '../../../components/spinner';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useGalleryUpload, type GalleryKind } from '../api/gallery';
import { GALLERY_RULES } from './gallery-kinds';

/** Specification section 9: the modal closes 1 s after a successful upload. */
const CLOSE_AFTER_MS = 1000;

interface UploadDialogProps {
  kind: GalleryKind;
  open: boolean;
  onClose(): void;
  /** How many the member has now. */
  count: number;
}

/**
 * The 'Upload Images' / 'Upload Horoscope' modal: choose images, see them, send them with a
 * progress bar. The limits are checked here for a quick answer and again by the server.
 */
export function UploadDialog({ kind, open, onClose, count }: UploadDialogProps) {
  const { t } = useI18n();
  const rules = GALLERY_RULES[kind];
  const dialog = useRef<HTMLDialogElement>(null);
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);

  // Previews are object URLs; they are released when the choice changes or the dialog goes.
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const close = () => {
    setFiles([]);
    setProgress(null);
    onClose();
  };

  const upload = useGalleryUpload(kind, {
    onProgress: setProgress,
    onUploaded: () => {
      notify.success(translate(rules.uploaded));
      window.setTimeout(close, CLOSE_AFTER_MS);
    },
    onFailed: () => setProgress(null),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (count + files.length + chosen.length > rules.max) return notify.error(t(rules.limit));
    const tooLarge = chosen.find((f) => f.size > LIMITS.maxFileBytes);
    if (tooLarge) return notify.error(t('pictures.fileTooLarge', { fileName: tooLarge.name }));
    setFiles((current) => [...current, ...chosen]);
  };

  const sending = progress !== null;
  return (
    <dialog
      ref={dialog}
      onClose={close}
      aria-labelledby={`${inputId}-title`}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${inputId}-title`} className="min-w-0 text-2xl font-semibold break-words text-maroon-800">
            {t(rules.dialogTitle)}
          </h2>
          <CloseButton onClick={close} />
        </div>
        <p className="mt-1 text-sm break-words text-ink-soft">{t('gallery.uploadHint', { count, max: rules.max })}</p>
        <label
          htmlFor={inputId}
          className="mt-4 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-maroon-200 bg-maroon-50/40 p-6 text-center text-sm text-maroon-800 hover:bg-maroon-50"
        >
          <ImagePlus className="size-8" aria-hidden="true" />
          {t('gallery.chooseImages')}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            onChange={choose}
            disabled={sending}
          />
        </label>
        {files.length > 0 && (
          <ul className="mt-4 grid grid-cols-3 gap-3" aria-label={t('gallery.chosenImages')}>
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`} className="relative">
                <img src={previews[i]} alt={file.name} className="aspect-square w-full rounded-lg object-cover" />
                {!sending && (
                  <button
                    type="button"
                    aria-label={t('gallery.remove', { fileName: file.name })}
                    className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-maroon-700 shadow"
                    onClick={() => setFiles((f) => f.filter((_, j) => j !== i))}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {sending && (
          <div className="mt-4">
            <div
              role="progressbar"
              aria-label={t('gallery.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2.5 overflow-hidden rounded-full bg-maroon-100"
            >
              <div className="h-full rounded-full bg-maroon-700 transition-all" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-1 text-right text-xs text-ink-soft">{progress}%</p>
          </div>
        )}
        <button
          type="button"
          className="btn-primary mt-5 w-full"
          disabled={files.length === 0 || sending}
          onClick={() => upload.mutate(files)}
        >
          {sending && <Spinner />}
          {t('gallery.upload')}
        </button>
      </div>
    </dialog>
  );
}
