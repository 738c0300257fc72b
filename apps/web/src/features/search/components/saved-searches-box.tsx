import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BookmarkPlus } from 'lucide-react';
import { createSavedSearchSchema, ROUTES, SAVED_SEARCH_LIMITS, savedSearchParams } from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useSaveSearch, useSavedSearches } from '../../../lib/api/saved-searches';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { toFiltersInput, type Filters } from '../utils/filters';

const max = SAVED_SEARCH_LIMITS.max;

/**
 * Beside the filters of All profiles, for a verified member: their saved searches, each a link
 * that opens it (its filters in the address), and 'Save this search' for the search shown. The
 * button says why when it cannot be used: no search yet, or five saved already (delete one in
 * Settings).
 */
export function SavedSearchesBox({ filters, complete }: { filters: Filters; complete: boolean }) {
  const { t } = useI18n();
  const saved = useSavedSearches();
  const [naming, setNaming] = useState(false);
  const titleId = useId();
  const reasonId = useId();
  if (!saved.available) return null;
  const list = saved.data?.data ?? [];
  const full = list.length >= max;
  const reason = !complete ? t('savedSearches.needsSearch') : full ? t('savedSearches.full', { max }) : undefined;
  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100">
      <h2 id={titleId} className="text-base font-semibold text-maroon-800">
        {t('savedSearches.title')}
      </h2>
      {saved.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failureMessage(saved.error, 'savedSearches.loadFailed', 'savedSearches.loadFailed')}
        </p>
      )}
      {list.length > 0 && (
        <ul className="mt-2 space-y-1">
          {list.map((s) => (
            <li key={s.id}>
              <Link
                to={`${ROUTES.allProfiles}?${savedSearchParams(s.criteria).toString()}`}
                aria-label={t('savedSearches.openName', { name: s.name })}
                className="block truncate rounded-lg px-2 py-1.5 text-sm font-medium text-maroon-700 hover:bg-cream hover:underline"
              >
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {naming && reason === undefined ? (
        <SaveSearchForm filters={filters} onDone={() => setNaming(false)} />
      ) : (
        <button
          type="button"
          className="btn-outline mt-3 w-full"
          disabled={reason !== undefined}
          aria-describedby={reason !== undefined ? reasonId : undefined}
          onClick={() => setNaming(true)}
        >
          <BookmarkPlus className="size-4" aria-hidden="true" />
          {t('savedSearches.save')}
        </button>
      )}
      {reason !== undefined && (
        <p id={reasonId} className="mt-2 text-xs break-words text-ink-soft">
          {reason}
        </p>
      )}
      {list.length > 0 && (
        <Link
          to={`${ROUTES.settings}#saved-searches`}
          className="mt-2 inline-block text-sm font-medium text-maroon-700 hover:underline"
        >
          {t('savedSearches.manage')}
        </Link>
      )}
    </section>
  );
}

/** The name of the search shown, then Save; a name the member already uses is refused under the field. */
function SaveSearchForm({ filters, onDone }: { filters: Filters; onDone: () => void }) {
  const { t } = useI18n();
  const save = useSaveSearch();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('name');
    const checked = createSavedSearchSchema.shape.name.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    try {
      await save.mutateAsync({ name: checked.data, criteria: toFiltersInput(filters) });
      notify.success(translate('savedSearches.saved'));
      onDone();
    } catch (err) {
      const nameError = err instanceof ApiError ? err.errors.name : undefined;
      if (nameError) {
        setError(nameError);
        if (field instanceof HTMLInputElement) field.focus();
      } else notify.error(failureMessage(err, 'savedSearches.failed', 'savedSearches.failed'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('savedSearches.save')} className="mt-3 space-y-3">
      <TextField
        label={t('savedSearches.nameLabel')}
        name="name"
        value={name}
        maxLength={SAVED_SEARCH_LIMITS.nameMax}
        autoComplete="off"
        autoFocus
        hint={t('savedSearches.nameHint', { max: SAVED_SEARCH_LIMITS.nameMax })}
        error={error}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending && <Spinner />}
          {t('savedSearches.saveButton')}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {t('savedSearches.cancel')}
        </button>
      </div>
    </form>
  );
}
