/** A display name for an uploaded file: no folders, no control characters, at most 100 characters. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch !== '\u007f' && !'<>"'.includes(ch))
    .join('')
    .trim();
  return (clean || 'image').slice(0, 100);
}
