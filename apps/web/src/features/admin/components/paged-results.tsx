import type { ReactNode } from 'react';
import type { AdminPage } from '@inai/shared';
import { Pager } from '../../../components/pager';
import { LoadFailed } from './load-failed';

interface PagedQuery<T> {
  data: AdminPage<T> | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * One page of a console list, as every tab shows it: a failure with Try again, a placeholder while
 * the first page loads, the empty text, or the items (with their count when given) and the pager.
 * The region is live, so a screen reader hears the new page arrive.
 */
export function PagedResults<T>({
  query,
  empty,
  count,
  onPage,
  children,
}: {
  query: PagedQuery<T>;
  empty: string;
  count?: (total: number) => string;
  onPage(page: number): void;
  children(items: T[]): ReactNode;
}) {
  const page = query.data;
  return (
    <div className="mt-5" aria-live="polite" aria-busy={query.isFetching}>
      {query.isError && !page ? (
        <LoadFailed retry={() => void query.refetch()} />
      ) : !page ? (
        <div className="h-24 animate-pulse rounded-xl bg-white" aria-hidden="true" />
      ) : page.data.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-ink-soft">{empty}</p>
      ) : (
        <>
          {count && <p className="mb-3 text-sm text-ink-soft">{count(page.total)}</p>}
          {children(page.data)}
          {page.total > page.pageSize && (
            <Pager page={page.page} pages={Math.ceil(page.total / page.pageSize)} onPage={onPage} busy={query.isFetching} />
          )}
        </>
      )}
    </div>
  );
}
