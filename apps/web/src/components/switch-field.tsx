import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  /** One line of what the switch does. */
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** While its save runs: the switch shows the new state and waits. */
  busy?: boolean;
  /** The id of the text that says why the switch cannot be used; the switch is disabled while set. */
  lockedBy?: string;
}

/**
 * An on/off switch (role="switch") with its label and one line of what it does. A locked switch
 * is disabled and described by the notice that says why, so a screen reader hears the reason.
 */
export function SwitchField({ label, description, checked, onChange, busy = false, lockedBy }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <label id={`${id}-label`} htmlFor={id} className="block font-medium break-words text-ink">
          {label}
        </label>
        <p id={descriptionId} className="mt-1 text-sm break-words text-ink-soft">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={lockedBy ? `${descriptionId} ${lockedBy}` : descriptionId}
        aria-busy={busy || undefined}
        disabled={busy || lockedBy !== undefined}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-maroon-700' : 'bg-ink-soft/30'
        } ${busy ? 'animate-pulse' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
