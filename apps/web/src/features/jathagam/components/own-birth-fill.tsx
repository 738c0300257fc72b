import { FieldError } from '../../../components/field-parts';
import { useI18n } from '../../../lib/i18n';
import type { BirthCoordinates } from '../../../lib/own-birth';

/** "Use my birth details": fills the calculator with the birth saved on the member's profile. */
export function OwnBirthButton({ onClick }: { onClick(): void }) {
  const { t } = useI18n();
  return (
    <div className="flex min-w-0 flex-col items-start gap-1 sm:col-span-2">
      <button type="button" className="btn-outline" onClick={onClick} aria-describedby="own-birth-note">
        {t('ownJathagam.useMine')}
      </button>
      <p id="own-birth-note" className="text-xs text-ink-soft">
        {t('ownJathagam.useMineNote')}
      </p>
    </div>
  );
}

/**
 * The member's place of birth as saved by its position (no listed place is near it), in place of
 * the search box until she clears it to choose a listed place instead.
 */
export function SavedPosition({
  coordinates,
  onClear,
  error,
}: {
  coordinates: BirthCoordinates;
  onClear(): void;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className="min-w-0 sm:col-span-2" data-testid="saved-position">
      <p className="field-label">{t('jathagam.place')}</p>
      <p className="text-sm break-words">
        {t('ownJathagam.savedPosition', {
          // As saved, not rounded to the language's number format.
          latitude: String(coordinates.latitude),
          longitude: String(coordinates.longitude),
          timezone: coordinates.timezone,
        })}
      </p>
      <button type="button" className="mt-1 text-sm font-semibold text-maroon-700 hover:text-maroon-900" onClick={onClear}>
        {t('jathagam.placeClear')}
      </button>
      <FieldError id="saved-position-error" error={error} />
    </div>
  );
}
