import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A section's save button, turning while the save runs. */
export function SaveButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn-primary" disabled={busy || disabled}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
