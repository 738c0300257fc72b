import { BadgeCheck, Info, X, type LucideIcon } from 'lucide-react';
import type { PaymentStatus } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { STATUS_TEXT } from './plan-texts';

const STATUS_LOOK: Readonly<Record<PaymentStatus, { icon: LucideIcon; className: string }>> = {
  PENDING: { icon: Info, className: 'bg-gold-100 text-maroon-900 ring-gold-200' },
  COMPLETED: { icon: BadgeCheck, className: 'bg-leaf/10 text-leaf ring-leaf/30' },
  FAILED: { icon: X, className: 'bg-red-50 text-red-800 ring-red-200' },
  EXPIRED: { icon: X, className: 'bg-red-50 text-red-800 ring-red-200' },
};

/** A status as a coloured badge with its icon (the word carries the meaning; colour only helps). */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useI18n();
  const { icon: Icon, className } = STATUS_LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${className}`}
      data-testid="payment-status"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {t(STATUS_TEXT[status])}
    </span>
  );
}
