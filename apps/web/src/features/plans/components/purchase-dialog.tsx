import { useEffect, useId, useRef } from 'react';
import type { Plan } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { PurchasePanel } from './purchase-panel';
import { CloseButton } from '../../../components/close-button';

/**
 * The pricing screen's modal around the purchase panel: a native dialog, so focus stays inside,
 * Escape closes it and the page behind is inert. It fits a 375-px phone.
 */
export function PurchaseDialog({
  plan,
  open,
  onClose,
  upiEnabled,
}: {
  plan: Plan | undefined;
  open: boolean;
  onClose(): void;
  upiEnabled: boolean;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto w-[min(30rem,calc(100vw-1.5rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      <div className="p-5 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 text-2xl font-semibold break-words text-maroon-800">
            {t('purchase.title')}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        {/* A new panel for every plan: an order made for one plan is never shown under another. */}
        {open && <PurchasePanel key={plan?.id ?? 0} plan={plan} upiEnabled={upiEnabled} />}
      </div>
    </dialog>
  );
}
