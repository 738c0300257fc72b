import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { CloseButton } from '../../../components/close-button';
import { useI18n } from '../../../lib/i18n';

interface AdminDialogProps {
  title: string;
  /** What the action does, said before it is confirmed. */
  note?: ReactNode;
  /** The field that gets the focus when the dialog opens (the reason). */
  initialFocus: RefObject<HTMLElement | null>;
  confirmLabel: string;
  busy: boolean;
  /** A failure that is not about one field, shown above the buttons. */
  failure?: string;
  onCancel(): void;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

/**
 * The frame of every console action's dialog: a native modal dialog, so focus moves into it
 * (to `initialFocus`), stays inside, and goes back to the button that opened it when it closes;
 * Escape cancels. The fields are the caller's.
 */
export function AdminDialog({
  title,
  note,
  initialFocus,
  confirmLabel,
  busy,
  failure,
  onCancel,
  onSubmit,
  children,
}: AdminDialogProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    initialFocus.current?.focus();
    return () => {
      d?.close();
      opener?.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      <form onSubmit={onSubmit} noValidate className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-xl font-semibold break-words text-maroon-800">
            {title}
          </h2>
          <CloseButton onClick={onCancel} />
        </div>
        {note && <p className="mt-2 text-sm text-ink-soft">{note}</p>}
        <div className="mt-4 space-y-4">{children}</div>
        {failure && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onCancel}>
            {t('admin.dialog.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('admin.dialog.saving') : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
