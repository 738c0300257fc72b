import type { SimpleIcon } from 'simple-icons';

/** A brand icon from Simple Icons (CC0), drawn in the current text colour. */
export function SocialIcon({ icon, className = 'size-4' }: { icon: SimpleIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={icon.path} />
    </svg>
  );
}
