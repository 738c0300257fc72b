import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES, type JathagamAnswer, type JathagamInput, type Place } from '@inai/shared';
import { failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { ownBirthOf, type BirthCoordinates } from '../../../lib/own-birth';
import { useJathagam } from '../api/jathagam';
import { BirthChartReport } from '../../../components/jathagam/birth-chart-report';
import {
  BirthFields,
  birthFieldErrors,
  birthInput,
  EMPTY_BIRTH,
  type BirthValue,
} from '../../../components/jathagam/birth-fields';
import { placeLabel } from '../../../components/jathagam/place-search';
import { OwnBirthButton, SavedPosition } from './own-birth-fill';
import './jathagam-print.css';

/** The free birth chart calculator: the form, then the charts, dasa, panchangam and chevvai dosham. */
export function JathagamCalculator() {
  const i18n = useI18n();
  const { t } = i18n;
  const [birth, setBirth] = useState<BirthValue>(EMPTY_BIRTH);
  // A member's birthplace saved by its position (none listed for it), filled from her profile.
  const [coordinates, setCoordinates] = useState<BirthCoordinates | null>(null);
  const [placeMissing, setPlaceMissing] = useState(false);
  // The place the shown chart was drawn for: the box may already hold the next one.
  const [drawnAt, setDrawnAt] = useState<Place | null>(null);
  // A signed-in member may start from her saved birth; a visitor sees the form alone.
  const ownBirth = ownBirthOf(useMe().user);
  const compute = useJathagam();
  const server = birthFieldErrors(compute.error);
  const chart: JathagamAnswer | undefined = compute.data;
  const generalError = compute.isError && Object.keys(server).length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const where: JathagamInput['place'] | null = birth.place ? birthInput(birth).place : coordinates;
    if (!where) {
      setPlaceMissing(true);
      return;
    }
    setDrawnAt(birth.place);
    compute.mutate({ date: birth.date, time: birth.time, place: where });
  }

  function fillOwnBirth() {
    if (!ownBirth) return;
    setBirth({ date: ownBirth.date, time: ownBirth.time ?? '', place: ownBirth.place });
    setCoordinates(ownBirth.place ? null : ownBirth.coordinates);
    setPlaceMissing(false);
  }

  return (
    <div className="jathagam-page container-page max-w-4xl space-y-8 py-10 sm:py-14">
      <form
        className="jathagam-no-print grid gap-4 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
        aria-label={t('jathagam.formLabel')}
        onSubmit={submit}
        noValidate
      >
        {ownBirth && <OwnBirthButton onClick={fillOwnBirth} />}
        <BirthFields
          value={birth}
          onChange={(next) => {
            setBirth(next);
            if (next.place) setPlaceMissing(false);
          }}
          errors={{ ...server, ...(placeMissing ? { place: t('jathagam.placeRequired') } : {}) }}
          placeField={
            coordinates && <SavedPosition coordinates={coordinates} onClear={() => setCoordinates(null)} error={server.place} />
          }
        />
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
          {drawnAt && <p className="text-xs text-ink-soft">{t('jathagam.computedNote', { place: placeLabel(drawnAt, i18n) })}</p>}
        </div>
      )}
      <p className="jathagam-no-print text-sm">
        <Link to={ROUTES.porutham} className="font-semibold text-maroon-700 hover:text-maroon-900">
          {t('home.porutham')}
        </Link>
      </p>
    </div>
  );
}
