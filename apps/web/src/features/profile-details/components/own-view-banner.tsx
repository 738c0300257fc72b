import { Link } from 'react-router';
import { Eye, Pencil } from 'lucide-react';
import { MEMBER_HOME } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

/**
 * Above a member's own profile details, which show it as others see it (docs/decisions/0064):
 * whom the page stands in for, and the way back to editing.
 */
export function OwnViewBanner() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="own-view-title"
      className="flex flex-col gap-3 rounded-2xl bg-gold-100 p-4 ring-1 ring-gold-200 sm:flex-row sm:items-center sm:p-5"
      data-testid="own-view-banner"
    >
      <Eye className="size-6 shrink-0 text-maroon-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="own-view-title" className="font-semibold break-words text-maroon-800">
          {t('ownView.banner')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('ownView.explain')}</p>
      </div>
      <Link to={MEMBER_HOME} className="btn-primary shrink-0 self-start sm:self-center">
        <Pencil className="size-4" aria-hidden="true" />
        {t('ownView.edit')}
      </Link>
    </section>
  );
}
