import { useId, type ReactNode } from 'react';
import { Upload } from 'lucide-react';

/** An image card whose actions show on hover or keyboard focus (always, on touch screens). */
export function GalleryCard({
  src,
  alt,
  aspect,
  badge,
  actions,
  testId,
}: {
  src: string;
  alt: string;
  aspect: string;
  badge?: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <li className="group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100" data-testid={testId}>
      <img src={src} alt={alt} className={`${aspect} w-full object-cover`} loading="lazy" />
      {badge}
      <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-ink/80 to-transparent p-3 opacity-100 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 md:opacity-0">
        {actions}
      </div>
    </li>
  );
}

/** The picture and sentence shown while a gallery is empty. */
export function GalleryEmpty({ picture, text }: { picture: string; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-maroon-100">
      <img src={picture} alt="" className="h-32" />
      <p className="mt-4 break-words text-ink-soft">{text}</p>
    </div>
  );
}

/** A gallery's Upload button; at the limit it is disabled and says why, visibly and as its title. */
export function UploadButton({
  label,
  full,
  reason,
  onClick,
}: {
  label: string;
  full: boolean;
  reason: string;
  onClick(): void;
}) {
  const reasonId = useId();
  return (
    <div className="flex min-w-0 flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        className="btn-primary"
        onClick={onClick}
        disabled={full}
        title={full ? reason : undefined}
        aria-describedby={full ? reasonId : undefined}
      >
        <Upload className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </button>
      {full && (
        <p id={reasonId} className="max-w-xs text-xs break-words text-ink-soft sm:text-right">
          {reason}
        </p>
      )}
    </div>
  );
}
