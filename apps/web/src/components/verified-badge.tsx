import type { LucideIcon } from 'lucide-react';

/** A small pill saying what about a member was checked; `title` says how. */
export function VerifiedBadge({
  icon: Icon,
  text,
  title,
  tone,
  testId,
  className = '',
}: {
  icon: LucideIcon;
  text: string;
  title: string;
  /** The pill's colours: each kind of check keeps its own. */
  tone: string;
  testId: string;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${tone} ${className}`}
      title={title}
      data-testid={testId}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="break-words">{text}</span>
    </span>
  );
}
