import { RAASIS, raasiFitsStar, raasisOfStar, STARS, type Raasi, type Star } from '@inai/shared';
import { SelectField } from '../../../components/select-field';
import { useI18n } from '../../../lib/i18n';

export interface StarPick {
  star: Star | '';
  raasi: Raasi | '';
}

interface StarPickerProps {
  side: 'bride' | 'groom';
  value: StarPick;
  onChange(next: StarPick): void;
}

/** One person's star, and their raasi when the star spans two (only the star's own raasis are offered). */
export function StarPicker({ side, value, onChange }: StarPickerProps) {
  const { t, options, label } = useI18n();
  const raasis = value.star ? raasisOfStar(value.star) : RAASIS;
  const bride = side === 'bride';
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-lg font-semibold text-maroon-800">{bride ? t('porutham.bride') : t('porutham.groom')}</legend>
      <SelectField
        label={bride ? t('porutham.brideStar') : t('porutham.groomStar')}
        placeholder={t('porutham.starPlaceholder')}
        options={options('star', STARS)}
        value={value.star}
        // A new star keeps the raasi only if it can have it; a one-raasi star needs none chosen.
        onChange={(event) => {
          const star = event.target.value as Star | '';
          const fits = star && value.raasi && raasiFitsStar(star, value.raasi);
          onChange({ star, raasi: fits ? value.raasi : '' });
        }}
      />
      {value.star && raasis.length > 1 && (
        <div>
          <SelectField
            label={bride ? t('porutham.brideRaasi') : t('porutham.groomRaasi')}
            placeholder={t('porutham.raasiPlaceholder')}
            placeholderSelectable
            options={options('raasi', raasis)}
            value={value.raasi}
            onChange={(event) => onChange({ ...value, raasi: event.target.value as Raasi | '' })}
          />
          <p className="mt-1 text-xs text-ink-soft">{t('porutham.raasiHint', { star: label('star', value.star) })}</p>
        </div>
      )}
    </fieldset>
  );
}
