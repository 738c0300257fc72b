import { useState } from 'react';
import { PHOTO_FILTERS, SIGNAL_THRESHOLDS, type AdminPhoto, type PhotoDecision, type PhotoFilter } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAdminPhotos, usePhotoDecision } from '../api/photos';
import { OwnCaseNote } from './own-case-note';
import { PagedResults } from './paged-results';
import { ReasonDialog } from './reason-dialog';
import { SearchForm } from './search-form';

/** The console's Photos tab: unreviewed photos, oldest first, to approve or reject with a reason. */
export function PhotosTab() {
  const { t } = useI18n();
  const [filter, setFilter] = useState<PhotoFilter>('new');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const photos = useAdminPhotos(filter, q, page);

  return (
    <div>
      <SearchForm
        id="photos-q"
        label={t('moderation.photos.search')}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="photos-filter" className="field-label">
            {t('moderation.photos.filter')}
          </label>
          <select
            id="photos-filter"
            className="field-input"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as PhotoFilter);
              setPage(1);
            }}
          >
            {PHOTO_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`moderation.photos.filter.${f}`, { days: SIGNAL_THRESHOLDS.newMemberDays })}
              </option>
            ))}
          </select>
        </div>
      </SearchForm>

      <PagedResults
        query={photos}
        empty={t('moderation.photos.empty')}
        count={(n) => t.plural('moderation.photos.count', n)}
        onPage={setPage}
      >
        {(items) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((photo) => (
              <PhotoCard key={photo.id} photo={photo} />
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}

function PhotoCard({ photo }: { photo: AdminPhoto }) {
  const { t, date } = useI18n();
  const [action, setAction] = useState<PhotoDecision>();
  const decide = usePhotoDecision();
  const name = photo.member.name;
  const ownNote = `photo-${photo.id}-own`;

  const confirm = async (reason: string) => {
    const answer = await decide.mutateAsync({ id: photo.id, input: { action: action!, reason } });
    notify.success(answer.message);
    setAction(undefined);
  };

  return (
    <li className="flex min-w-0 flex-col rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100" data-testid="photo-item">
      <a href={photo.full} target="_blank" rel="noreferrer" className="block rounded-t-2xl focus-visible:outline-2">
        <img
          src={photo.thumbnail}
          alt={t('moderation.photos.open', { name })}
          className="aspect-square w-full rounded-t-2xl object-cover"
        />
      </a>
      <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
        <p className="font-semibold break-words text-ink">{name}</p>
        <p className="text-xs break-words text-ink-soft">
          {t('moderation.photos.memberId', { id: String(photo.member.id) })} · {photo.member.email}
        </p>
        <p className="text-xs text-ink-soft">{t('moderation.photos.uploaded', { date: date(photo.uploaded_at) })}</p>
        <div className="flex flex-wrap gap-1">
          {photo.same_elsewhere && (
            <span className="rounded-full bg-red-100 px-2 text-xs text-red-800">{t('moderation.photos.sameElsewhere')}</span>
          )}
          {photo.member.suspended && (
            <span className="rounded-full bg-gold-100 px-2 text-xs text-ink">{t('moderation.photos.suspended')}</span>
          )}
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {(['approve', 'reject'] as const).map((d) => (
            <button
              key={d}
              type="button"
              className={`${d === 'approve' ? 'btn-outline' : 'btn-primary'} w-full`}
              disabled={photo.own_case !== null}
              aria-describedby={photo.own_case ? ownNote : undefined}
              onClick={() => setAction(d)}
            >
              {t(`moderation.photos.${d}`)}
            </button>
          ))}
          {photo.own_case && <OwnCaseNote id={ownNote} code={photo.own_case} />}
        </div>
      </div>
      {action && (
        <ReasonDialog
          title={t(action === 'approve' ? 'moderation.photos.approveTitle' : 'moderation.photos.rejectTitle', { name })}
          note={t(action === 'approve' ? 'moderation.photos.approveNote' : 'moderation.photos.rejectNote')}
          confirmLabel={t(action === 'approve' ? 'moderation.photos.approve' : 'moderation.photos.reject')}
          onCancel={() => setAction(undefined)}
          onConfirm={confirm}
        />
      )}
    </li>
  );
}
