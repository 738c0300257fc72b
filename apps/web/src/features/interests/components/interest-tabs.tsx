import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
  /** A notification dot after the label; these words describe the tab to a screen reader. */
  dot?: string;
}

/**
 * Tabs as the ARIA tabs pattern has them: a tablist whose tabs the arrow keys, Home and End move
 * between (only the chosen tab is in the Tab order), and one tabpanel labelled by its tab.
 */
export function InterestTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect(key: K): void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.key);
    refs.current[tab.key]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-maroon-100" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[tab.key] = el;
              }}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              aria-describedby={tab.dot ? `${tabId(tab.key)}-dot` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`relative -mb-px flex min-w-0 flex-1 items-center justify-center gap-2 border-b-2 px-3 py-3 text-sm font-semibold sm:flex-none sm:px-5 ${
                active ? 'border-maroon-700 text-maroon-800' : 'border-transparent text-ink-soft hover:text-maroon-700'
              }`}
            >
              <span className="min-w-0 break-words">{tab.label}</span>
              {tab.dot && (
                <span
                  aria-hidden="true"
                  data-testid="notification-dot"
                  title={tab.dot}
                  className="size-2.5 shrink-0 rounded-full bg-red-600"
                />
              )}
            </button>
          );
        })}
      </div>
      {tabs.map(
        (tab) =>
          tab.dot && (
            <span key={tab.key} id={`${tabId(tab.key)}-dot`} hidden>
              {tab.dot}
            </span>
          ),
      )}
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="pt-5 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}
