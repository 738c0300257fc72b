import type { ReactNode } from 'react';
import { SITE } from '@inai/shared';
import { PageMeta } from './page-meta';

/** A member screen's heading and frame. */
export function MemberPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <PageMeta title={`${title} | ${SITE.name}`} description={intro ?? title} />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-maroon-800">{title}</h1>
          {intro && <p className="mt-1 text-sm text-ink-soft">{intro}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

/** A titled card inside a member screen. */
export function MemberCard({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="scroll-mt-32 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:p-7"
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold text-maroon-800">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
