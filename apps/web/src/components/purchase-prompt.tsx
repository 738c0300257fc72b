import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { ROUTES } from '@inai/shared';
import { useI18n } from '../lib/i18n';

/** Shown over blurred cards to viewers without a plan: why they are blurred, and the way out. */
export function PurchasePrompt({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <div
      role="note"
      className="flex flex-col items-center gap-3 rounded-2xl bg-gold-100 p-4 text-center ring-1 ring-gold-200 sm:flex-row sm:text-left"
    >
      <Crown className="size-8 shrink-0 text-gold-600" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium text-ink">{message}</p>
      <Link to={ROUTES.pricing} className="btn-primary">
        {t('search.purchaseButton')}
      </Link>
    </div>
  );
}
