import type { ReactNode } from 'react';
import { useId } from 'react';

/**
 * A control a co-manager may not use: disabled, with the reason beside it (the words of the
 * server's own refusal, naming who may), so nobody presses a button only to be told no.
 * `children` receives the id of the reason for its aria-describedby.
 */
export function FamilyRefusal({ reason, children }: { reason: string; children: (reasonId: string) => ReactNode }) {
  const id = useId();
  return (
    <span className="flex max-w-sm flex-col gap-1">
      <span className="flex flex-wrap gap-2">{children(id)}</span>
      <span id={id} className="text-xs text-ink-soft" data-testid="family-refusal">
        {reason}
      </span>
    </span>
  );
}

/**
 * One button a co-manager may not press (Send interest, Chat now): the button as it would be,
 * disabled, with the reason beside it.
 */
export function RefusedButton({
  reason,
  className,
  testId,
  children,
}: {
  reason: string;
  className: string;
  testId: string;
  /** The button's icon and words, as the allowed button shows them. */
  children: ReactNode;
}) {
  return (
    <FamilyRefusal reason={reason}>
      {(reasonId) => (
        <button type="button" className={className} disabled aria-describedby={reasonId} data-testid={testId}>
          {children}
        </button>
      )}
    </FamilyRefusal>
  );
}
