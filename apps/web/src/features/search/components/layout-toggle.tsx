import { LayoutGrid, List } from 'lucide-react';
import type { CardLayout } from '../../../components/profile-card';
import { useI18n } from '../../../lib/i18n';

/** The grid/list switch over the results (the specification's icon, made to work). */
export function LayoutToggle({ layout, onChange }: { layout: CardLayout; onChange: (layout: CardLayout) => void }) {
  const { t } = useI18n();
  const button = (value: CardLayout, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={layout === value}
      onClick={() => onChange(value)}
      className={`rounded-lg p-2 ${layout === value ? 'bg-maroon-700 text-white' : 'text-maroon-700 hover:bg-maroon-50'}`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
  return (
    <div className="flex shrink-0 gap-1" role="group" aria-label={t('search.layout')}>
      {button('grid', t('search.gridView'), LayoutGrid)}
      {button('list', t('search.listView'), List)}
    </div>
  );
}
