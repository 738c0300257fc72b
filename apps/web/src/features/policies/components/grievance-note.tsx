import { Link } from 'react-router';
import { Scale } from 'lucide-react';
import { ROUTES } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

/** Under the privacy policy and the terms: where to take a complaint (the grievance officer). */
export function GrievanceNote() {
  const { t } = useI18n();
  return (
    <aside className="container-page max-w-3xl pb-12" aria-label={t('grievance.title')}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl bg-cream p-5 text-sm text-ink">
        <Scale className="size-4 shrink-0 text-maroon-700" aria-hidden="true" />
        <span>{t('grievance.policyNote')}</span>
        <Link to={ROUTES.grievance} className="font-semibold text-maroon-700 hover:underline">
          {t('footer.grievance')}
        </Link>
      </p>
    </aside>
  );
}
