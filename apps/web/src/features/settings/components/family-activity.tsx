import { formatDateTime } from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useFamilyActivity } from '../api/family';
import { activityActor, activityText } from './family-activity-words';

/**
 * The family's activity (docs/decisions/0074-family-acts-activity-and-mails.md), for the holder
 * and every co-manager alike: who did what and when, newest first, a page at a time. A failed
 * first page says so with a button to ask again; a failed later page keeps what was shown.
 */
export function FamilyActivityList() {
  const { t, locale } = useI18n();
  const activity = useFamilyActivity();
  const lines = activity.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby="family-activity" className="max-w-2xl space-y-3" data-testid="family-activity">
      <div>
        <h3 id="family-activity" className="font-semibold text-maroon-800">
          {t('family.activity.title')}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{t('family.activity.intro')}</p>
      </div>
      {activity.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <Spinner tone="dark" />
          {t('generic.loading')}
        </p>
      ) : activity.isError && lines.length === 0 ? (
        <Failed
          message={failureMessage(activity.error, 'family.activity.loadFailed', 'family.activity.loadFailed')}
          onRetry={() => void activity.refetch()}
        />
      ) : lines.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('family.activity.empty')}</p>
      ) : (
        <>
          <ol className="divide-y divide-maroon-100 rounded-xl bg-cream px-3 ring-1 ring-maroon-100">
            {lines.map((line, index) => {
              const actor = activityActor(t, line);
              return (
                <li key={`${line.at}-${index}`} className="py-3 text-sm" data-testid="family-activity-line">
                  <p className="break-words text-ink">
                    <span className="font-semibold">{actor.name}</span> <span className="text-ink-soft">({actor.role})</span>
                  </p>
                  <p className="break-words text-ink">{activityText(t, line)}</p>
                  <time dateTime={line.at} className="text-xs text-ink-soft">
                    {formatDateTime(line.at, locale)}
                  </time>
                </li>
              );
            })}
          </ol>
          {activity.isFetchNextPageError && (
            <Failed message={failureMessage(activity.error, 'family.activity.loadFailed', 'family.activity.loadFailed')} />
          )}
          {activity.hasNextPage && (
            <button
              type="button"
              className="btn-outline px-3 py-1.5"
              disabled={activity.isFetchingNextPage}
              aria-busy={activity.isFetchingNextPage || undefined}
              onClick={() => void activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage && <Spinner tone="dark" />}
              {t('family.activity.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** What went wrong and what to do; with a button when asking again is the way. */
function Failed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="space-y-2 text-sm text-red-800">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn-outline px-3 py-1.5" onClick={onRetry}>
          {t('generic.retry')}
        </button>
      )}
    </div>
  );
}
