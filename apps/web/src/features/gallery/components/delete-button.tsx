import { Trash2 } from 'lucide-react';

/** The round delete icon of a gallery card. */
export function DeleteButton({ name, disabled, onClick }: { name: string; disabled: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      aria-label={`Delete ${name}`}
      className="rounded-full bg-white/95 p-2 text-red-700 hover:bg-white"
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
