import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';

/**
 * A hand-over step's buttons, in the holder's offer and in the candidate's take-over alike
 * (docs/decisions/0075-candidate-takes-over-the-profile.md): why the last try failed, if it did,
 * above them; then the step's own button, which turns while its request runs so that it is sent
 * once; then the other ways on (`children`).
 */
export function HandoverButtons({
  label,
  onPress,
  pending,
  failure,
  icon,
  disabled = false,
  describedBy,
  children,
}: {
  label: string;
  onPress: () => void;
  pending: boolean;
  failure: string | undefined;
  /** Beside the label until the request runs; the spinner takes its place then. */
  icon?: ReactNode;
  /** Not to be pressed even when idle; `describedBy` names the words that say why. */
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary px-4 py-2"
          disabled={disabled || pending}
          aria-busy={pending || undefined}
          aria-describedby={describedBy}
          onClick={onPress}
        >
          {pending ? <Spinner /> : icon}
          {label}
        </button>
        {children}
      </div>
    </>
  );
}
