import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_LIMITS } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method,
 * as Tamil keyboards use, is still composing a letter does neither), with the characters used
 * of the 2,000 allowed. `lockedReason`: why this person may not write (a co-manager the holder
 * did not allow to chat); the box is disabled and says so.
 */
export function Composer({ onSend, lockedReason }: { onSend: (text: string) => void; lockedReason?: string | undefined }) {
  const { t, number } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const max = CHAT_LIMITS.maxMessageLength;
  const tooLong = text.length > max;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return setError(t('chat.emptyMessage'));
    if (message.length > max) return setError(t('chat.tooLong'));
    setError(null);
    setText('');
    onSend(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="sticky bottom-0 border-t border-maroon-100 bg-white p-2 sm:p-3" noValidate>
      <label htmlFor={id} className="sr-only">
        {t('chat.composer')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-invalid={error !== null || tooLong || undefined}
          disabled={lockedReason !== undefined}
          aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}${lockedReason ? ` ${id}-locked` : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 min-w-0 flex-1 resize-y rounded-xl border border-maroon-200 px-3 py-2 text-base focus:border-maroon-500 focus:outline-none"
        />
        <button
          type="submit"
          className="btn-primary shrink-0 px-4"
          disabled={tooLong || lockedReason !== undefined}
          aria-describedby={lockedReason ? `${id}-locked` : undefined}
        >
          <SendHorizontal className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('chat.send')}</span>
        </button>
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-ink-soft">
        <span id={`${id}-hint`} className="hidden sm:inline">
          {t('chat.keysHint')}
        </span>
        <span id={`${id}-count`} className={tooLong ? 'font-semibold text-red-700' : ''} data-testid="composer-count">
          {t('chat.counter', { count: number(text.length), max: number(max) })}
        </span>
      </div>
      {lockedReason && (
        <p id={`${id}-locked`} className="mt-1 text-sm text-ink-soft" data-testid="family-refusal">
          {lockedReason}
        </p>
      )}
      {(error ?? tooLong) && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error ?? t('chat.tooLong')}
        </p>
      )}
    </form>
  );
}
