import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { poruthamReason, type PoruthamResult } from '@inai/shared';
import { useI18n } from '../lib/i18n';

/**
 * The ten poruthams of a pair: 'N/10 poruthams', the verdict (Rajju and Vedhai decide, and it
 * says so) and one line per porutham with its reason. Shared by the free calculator and the
 * profile details page, so both show a result the same way; `children` follow the ten in the
 * same card (chevvai dosham).
 */
export function PoruthamSummary({
  result,
  heading,
  children,
}: {
  result: PoruthamResult;
  heading?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className="rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6" data-testid="porutham-summary">
      {heading}
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-semibold text-maroon-800" data-testid="porutham-count">
          {t('porutham.count', { matched: result.matched, total: result.total })}
        </p>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            result.compatible ? 'bg-leaf/10 text-leaf' : 'bg-maroon-50 text-maroon-700'
          }`}
          data-testid="porutham-verdict"
        >
          {result.compatible ? t('porutham.compatible') : t('porutham.incompatible')}
        </p>
      </div>
      <p className="mt-2 text-sm text-ink-soft">{t('porutham.decides')}</p>
      <ul className="mt-4 divide-y divide-maroon-100">
        {result.poruthams.map((check) => (
          <li key={check.key} className="flex items-start gap-3 py-2.5" data-porutham={check.key}>
            {check.matched ? (
              <Check className="mt-0.5 size-5 shrink-0 text-leaf" role="img" aria-label={t('porutham.matchedMark')} />
            ) : (
              <X className="mt-0.5 size-5 shrink-0 text-maroon-700" role="img" aria-label={t('porutham.notMatchedMark')} />
            )}
            <span className="min-w-0 text-sm text-ink">
              {poruthamReason(t, check)}
              {check.mandatory && (
                <span className="ms-2 inline-block rounded bg-gold-100 px-1.5 py-0.5 text-xs font-semibold text-maroon-800">
                  {t('porutham.mandatory')}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
