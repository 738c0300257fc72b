import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { MESSAGES } from '@inai/shared';
import { failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../auth/session/auth-context';
import { Spinner } from '../../auth/components/spinner';
import { memberApi, type GalleryKind } from '../../member/api/member-api';

/** Specification section 5: each file under 10,000,000 bytes. */
const MAX_BYTES = 10_000_000;
/** Specification section 9: the modal closes 1 s after a successful upload. */
const CLOSE_AFTER_MS = 1000;

interface UploadDialogProps {
  kind: GalleryKind;
  title: string;
  open: boolean;
  onClose(): void;
  /** How many the member has now and may have at most. */
  count: number;
  max: number;
  limitMessage: string;
  successMessage: string;
}

/**
 * The 'Upload Images' / 'Upload Horoscope' modal: choose images, see them, send them with a
 * progress bar. The limits are checked here for a quick answer and again by the server.
 */
export function UploadDialog({ kind, title, open, onClose, count, max, limitMessage, successMessage }: UploadDialogProps) {
  const auth = useAuth();
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

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (count + files.length + chosen.length > max) return notify.error(limitMessage);
    const tooLarge = chosen.find((f) => f.size >= MAX_BYTES);
    if (tooLarge) return notify.error(MESSAGES.pictures.fileTooLarge(tooLarge.name));
    setFiles((current) => [...current, ...chosen]);
  };

  const upload = async () => {
    if (!auth.token || !auth.user || files.length === 0) return;
    setProgress(0);
    try {
      const answer = await memberApi.upload(kind, auth.token, auth.user.id, files, setProgress);
      auth.setUser(answer.user);
      notify.success(answer.message || successMessage);
      window.setTimeout(close, CLOSE_AFTER_MS);
    } catch (err) {
      // The specification only logs a failed upload; we also say why (a file that is not an image, say).
      console.warn('upload failed', err);
      notify.error(failureMessage(err, MESSAGES.generic.somethingWrongDot));
      setProgress(null);
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={close}
      aria-labelledby={`${inputId}-title`}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      <div className="p-6">
        <div className="flex items-start justify-between">
          <h2 id={`${inputId}-title`} className="text-2xl font-semibold text-maroon-800">
            {title}
          </h2>
          <button type="button" className="rounded-lg p-1 text-ink-soft hover:bg-maroon-50" aria-label="Close" onClick={close}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          JPEG, PNG or WebP, each under 10 MB. You have {count} of {max}.
        </p>
        <label
          htmlFor={inputId}
          className="mt-4 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-maroon-200 bg-maroon-50/40 p-6 text-sm text-maroon-800 hover:bg-maroon-50"
        >
          <ImagePlus className="size-8" aria-hidden="true" />
          Choose images
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            onChange={choose}
            disabled={progress !== null}
          />
        </label>
        {files.length > 0 && (
          <ul className="mt-4 grid grid-cols-3 gap-3" aria-label="Chosen images">
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`} className="relative">
                <img src={previews[i]} alt={file.name} className="aspect-square w-full rounded-lg object-cover" />
                {progress === null && (
                  <button
                    type="button"
                    aria-label={`Remove ${file.name}`}
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
        {progress !== null && (
          <div className="mt-4">
            <div
              role="progressbar"
              aria-label="Upload progress"
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
          disabled={files.length === 0 || progress !== null}
          onClick={upload}
        >
          {progress !== null && <Spinner />}
          Upload
        </button>
      </div>
    </dialog>
  );
}
