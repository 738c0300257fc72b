import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES, SITE, type JathagamAnswer, type JathagamInput, type Place } from '@inai/shared';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { ownBirthOf, type BirthCoordinates } from '../../../lib/own-birth';
import { useJathagam } from '../api/jathagam';
import { BirthChartReport } from '../../../components/jathagam/birth-chart-report';
import { PlaceSearch, placeLabel } from '../../../components/jathagam/place-search';
import { OwnBirthButton, SavedPosition } from '../components/own-birth-fill';
import '../components/jathagam-print.css';

type Field = 'date' | 'time' | 'place';

/** The server's field messages, by the form's fields (the place's own parts count as the place). */
function fieldErrors(err: unknown): Partial<Record<Field, string>> {
  if (!(err instanceof ApiError)) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(err.errors)) {
    const field = path.split('.')[0];
    if (field === 'date' || field === 'time' || field === 'place') errors[field] ??= message;
  }
  return errors;
}

/** The free birth chart calculator: the form, then the charts, dasa, panchangam and chevvai dosham. */
export default function JathagamPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  // A member's birthplace saved by its position (none listed for it), filled from her profile.
  const [coordinates, setCoordinates] = useState<BirthCoordinates | null>(null);
  const [placeMissing, setPlaceMissing] = useState(false);
  // The place the shown chart was drawn for: the box may already hold the next one.
  const [drawnAt, setDrawnAt] = useState<Place | null>(null);
  // A signed-in member may start from her saved birth; a visitor sees the form alone.
  const ownBirth = ownBirthOf(useMe().user);
  const compute = useJathagam();
  const server = fieldErrors(compute.error);
  const chart: JathagamAnswer | undefined = compute.data;
  const generalError = compute.isError && Object.keys(server).length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const where: JathagamInput['place'] | null = place ? { id: place.id } : coordinates;
    if (!where) {
      setPlaceMissing(true);
      return;
    }
    setDrawnAt(place);
    compute.mutate({ date, time, place: where });
  }

  function fillOwnBirth() {
    if (!ownBirth) return;
    setDate(ownBirth.date);
    setTime(ownBirth.time ?? '');
    setPlace(ownBirth.place);
    setCoordinates(ownBirth.place ? null : ownBirth.coordinates);
    setPlaceMissing(false);
  }

  return (
    <>
      <PageMeta
        title={t('jathagam.metaTitle', { brand: SITE.name })}
        description={t('jathagam.metaDescription')}
        canonicalPath={ROUTES.jathagam}
      />
      <div className="jathagam-no-print">
        <PageBanner title={t('jathagam.title')}>{t('jathagam.subtitle')}</PageBanner>
      </div>
      <div className="jathagam-page container-page max-w-4xl space-y-8 py-10 sm:py-14">
        <form
          className="jathagam-no-print grid gap-4 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
          aria-label={t('jathagam.formLabel')}
          onSubmit={submit}
          noValidate
        >
          {ownBirth && <OwnBirthButton onClick={fillOwnBirth} />}
          <TextField
            label={t('jathagam.date')}
            type="date"
            required
            min="1900-01-01"
            max="2100-12-31"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={server.date}
          />
          <TextField
            label={t('jathagam.time')}
            type="time"
            required
            value={time}
            onChange={(event) => setTime(event.target.value)}
            error={server.time}
          />
          {coordinates ? (
            <SavedPosition coordinates={coordinates} onClear={() => setCoordinates(null)} error={server.place} />
          ) : (
            <PlaceSearch
              value={place}
              onChange={(next) => {
                setPlace(next);
                if (next) setPlaceMissing(false);
              }}
              error={placeMissing ? t('jathagam.placeRequired') : server.place}
            />
          )}
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={compute.isPending}>
              {compute.isPending ? t('jathagam.computing') : t('jathagam.submit')}
            </button>
          </div>
        </form>
        <div aria-live="polite">
          {compute.isPending && <p className="text-ink-soft">{t('jathagam.computing')}</p>}
          {generalError && (
            <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
              {failureMessage(compute.error, 'jathagam.failed', 'jathagam.failed')}
            </p>
          )}
        </div>
        {chart && !compute.isPending && (
          <div className="jathagam-print space-y-8" data-testid="jathagam-result">
            <div className="jathagam-no-print flex justify-end">
              <button type="button" className="btn-outline" onClick={() => window.print()}>
                {t('jathagam.print')}
              </button>
            </div>
            <BirthChartReport chart={chart} />
            {drawnAt && (
              <p className="text-xs text-ink-soft">{t('jathagam.computedNote', { place: placeLabel(drawnAt, i18n) })}</p>
            )}
          </div>
        )}
        <p className="jathagam-no-print text-sm">
          <Link to={ROUTES.porutham} className="font-semibold text-maroon-700 hover:text-maroon-900">
            {t('home.porutham')}
          </Link>
        </p>
      </div>
    </>
  );
}
