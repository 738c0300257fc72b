import { useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';

/**
 * A console tab's search: the typed text is searched (trimmed) on submit, not on each key, so a
 * query runs once per search. `children` are further filters beside the box (the queue's selects).
 */
export function SearchForm({
  id,
  label,
  onSearch,
  className = 'flex flex-col gap-3 sm:flex-row sm:items-end',
  children,
}: {
  id: string;
  label: string;
  onSearch(q: string): void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form onSubmit={submit} role="search" className={className}>
      <div className="flex-1">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <input id={id} type="search" className="field-input" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </div>
      {children}
      <button type="submit" className="btn-primary">
        {t('admin.search')}
      </button>
    </form>
  );
}
