import { RAASIS, raasiFitsStar, raasisOfStar, STARS, type ChevvaiState, type Raasi, type Star } from '@inai/shared';
import { SelectField } from '../../../components/select-field';
import { useI18n } from '../../../lib/i18n';

export interface StarPick {
  star: Star | '';
  raasi: Raasi | '';
  /** Chevvai dosham, when the family knows it (optional: 'unknown' until chosen). */
  chevvai: ChevvaiState;
}

interface StarPickerProps {
  side: 'bride' | 'groom';
  value: StarPick;
  onChange(next: StarPick): void;
  /** The hint both chevvai dosham selects share (it says where to work it out). */
  chevvaiHintId: string;
}

/**
 * One person's star, their raasi when the star spans two (only the star's own raasis are
 * offered) and, if known, their chevvai dosham.
 */
export function StarPicker({ side, value, onChange, chevvaiHintId }: StarPickerProps) {
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
          onChange({ ...value, star, raasi: fits ? value.raasi : '' });
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
      <SelectField
        label={bride ? t('porutham.chevvai.brideLabel') : t('porutham.chevvai.groomLabel')}
        // Not known is a choice of its own: a family may take it back.
        placeholder={t('porutham.chevvai.notKnown')}
        placeholderSelectable
        options={[
          { value: 'yes', label: t('porutham.chevvai.yes') },
          { value: 'no', label: t('porutham.chevvai.no') },
        ]}
        value={value.chevvai === 'unknown' ? '' : value.chevvai}
        aria-describedby={chevvaiHintId}
        onChange={(event) => onChange({ ...value, chevvai: (event.target.value || 'unknown') as ChevvaiState })}
      />
    </fieldset>
  );
}
