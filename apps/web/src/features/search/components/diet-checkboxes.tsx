import { DIETS } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

/**
 * The diets a search accepts: four native checkboxes, always shown (few enough for a phone's
 * width in both languages); none ticked is any diet.
 */
export function DietCheckboxes({ value, onChange }: { value: readonly string[]; onChange: (diets: string[]) => void }) {
  const { t, label } = useI18n();
  const chosen = new Set(value);
  const toggle = (diet: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(diet);
    else next.delete(diet);
    onChange(DIETS.filter((d) => next.has(d)));
  };
  return (
    <fieldset>
      <legend className="field-label">{t('search.diet')}</legend>
      <p className="pb-1 text-xs text-ink-soft">{t('search.dietsHint')}</p>
      <div className="grid gap-y-1">
        {DIETS.map((diet) => (
          <label key={diet} className="flex min-h-9 items-center gap-2 rounded px-1 text-sm break-words text-ink hover:bg-cream">
            <input
              type="checkbox"
              name="diet"
              value={diet}
              className="size-4 shrink-0 accent-maroon-700"
              checked={chosen.has(diet)}
              onChange={(e) => toggle(diet, e.target.checked)}
            />
            <span className="min-w-0">{label('diet', diet)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
