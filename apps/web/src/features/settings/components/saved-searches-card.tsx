import { useState } from 'react';
import { Link } from 'react-router';
import { Search, Trash2 } from 'lucide-react';
import { ROUTES, savedSearchParams, type SavedSearch } from '@inai/shared';
import { MemberCard } from '../../../components/member-page';
import { Spinner } from '../../../components/spinner';
import { failureMessage } from '../../../lib/api-errors';
import { useChangeSavedSearch, useDeleteSavedSearch, useSavedSearches } from '../../../lib/api/saved-searches';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { savedSearchSummary } from '../../../lib/search/saved-search-summary';

/**
 * Settings' 'Saved searches' card: each search the member saved on All profiles, with a short
 * line of its filters, its morning alert switch, Open (All profiles with its filters) and Delete
 * (after a confirmation).
 */
export function SavedSearchesCard() {
  const { t } = useI18n();
  return (
    <MemberCard title={t('savedSearches.title')} id="saved-searches">
      <p className="mb-4 max-w-2xl text-sm text-ink-soft">{t('savedSearches.intro')}</p>
      <SavedSearchList />
    </MemberCard>
  );
}

function SavedSearchList() {
  const { t } = useI18n();
  const saved = useSavedSearches();
  if (saved.isPending) return <Spinner tone="dark" />;
  if (saved.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {failureMessage(saved.error, 'savedSearches.loadFailed', 'savedSearches.loadFailed')}
      </p>
    );
  if (saved.data.data.length === 0)
    return (
      <p className="text-sm text-ink-soft">
        {t('savedSearches.empty')}{' '}
        <Link to={ROUTES.allProfiles} className="font-medium text-maroon-700 hover:underline">
          {t('savedSearches.goSearch')}
        </Link>
      </p>
    );
  return (
    <ul className="-my-4 divide-y divide-maroon-100">
      {saved.data.data.map((search) => (
        <SavedSearchRow key={search.id} search={search} />
      ))}
    </ul>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [asking, setAsking] = useState(false);
  const remove = useDeleteSavedSearch(search.id);
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink">{search.name}</h3>
          <p className="mt-1 text-sm break-words text-ink-soft">{savedSearchSummary(search.criteria, i18n)}</p>
        </div>
        <AlertSwitch search={search} />
      </div>
      {asking ? (
        <div
          role="group"
          aria-label={t('savedSearches.deleteName', { name: search.name })}
          className="mt-3 flex flex-wrap items-center gap-2 rounded-xl bg-cream p-3"
        >
          <p className="w-full text-sm font-medium break-words text-ink">
            {t('savedSearches.confirmDelete', { name: search.name })}
          </p>
          <button
            type="button"
            className="btn-primary bg-red-700 px-4 py-2 hover:bg-red-800"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notify.success(translate('savedSearches.deleted')),
                onError: (err) => {
                  setAsking(false);
                  notify.error(failureMessage(err, 'savedSearches.deleteFailed', 'savedSearches.deleteFailed'));
                },
              })
            }
          >
            {remove.isPending && <Spinner />}
            {t('savedSearches.confirmYes')}
          </button>
          <button
            type="button"
            className="btn-outline px-4 py-2"
            disabled={remove.isPending}
            autoFocus
            onClick={() => setAsking(false)}
          >
            {t('savedSearches.confirmNo')}
          </button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={`${ROUTES.allProfiles}?${savedSearchParams(search.criteria).toString()}`}
            aria-label={t('savedSearches.openName', { name: search.name })}
            className="btn-outline px-3 py-1.5 text-sm"
          >
            <Search className="size-4" aria-hidden="true" />
            {t('savedSearches.open')}
          </Link>
          <button
            type="button"
            className="btn-outline px-3 py-1.5 text-sm"
            aria-label={t('savedSearches.deleteName', { name: search.name })}
            onClick={() => setAsking(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('savedSearches.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The search's morning alert, switched at once; while the change runs the switch shows where it is going. */
function AlertSwitch({ search }: { search: SavedSearch }) {
  const { t } = useI18n();
  const change = useChangeSavedSearch(search.id);
  const checked = change.isPending ? change.variables.alerts === true : search.alerts;
  const flip = () =>
    change.mutate(
      { alerts: !checked },
      {
        onSuccess: (answer) =>
          notify.success(
            translate(answer.data.alerts ? 'savedSearches.alertsOn' : 'savedSearches.alertsOff', { name: search.name }),
          ),
        onError: (err) => notify.error(failureMessage(err, 'savedSearches.changeFailed', 'savedSearches.changeFailed')),
      },
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={t('savedSearches.alertsFor', { name: search.name })}
      aria-busy={change.isPending || undefined}
      disabled={change.isPending}
      onClick={flip}
      className="flex shrink-0 items-center gap-2 rounded-full py-1 text-sm font-medium text-ink disabled:cursor-not-allowed"
    >
      <span>{t('savedSearches.alerts')}</span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${
          checked ? 'bg-maroon-700' : 'bg-ink-soft/30'
        } ${change.isPending ? 'animate-pulse' : ''}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </span>
    </button>
  );
}
