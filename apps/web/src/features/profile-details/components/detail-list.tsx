import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';

export type DetailRow = [label: string, value: ReactNode];

const isMissing = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label and value pairs; a missing value reads 'Not specified' (specification, Profile details). */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  const { t } = useI18n();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0 border-b border-maroon-50 pb-2">
          <dt className="text-xs font-medium tracking-wide text-ink-soft uppercase">{label}</dt>
          <dd className={`mt-0.5 break-words ${isMissing(value) ? 'text-ink-soft italic' : 'font-medium text-ink'}`}>
            {isMissing(value) ? t('profileDetails.notSpecified') : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One titled section of the details page; `id` names it for the page's anchors and assistive technology. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`section-${id}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:p-6">
      <h2 id={`section-${id}`} className="mb-4 text-xl font-semibold text-maroon-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A notice in place of what the member locked or the viewer's plan does not include. */
export function LockedNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-cream p-4 text-center text-ink-soft">{children}</p>;
}
