import { Fragment, type ReactNode } from 'react';
import { fillPlaceholders, type MessageKey, type Params } from '@inai/shared';
import { useI18n } from '../lib/i18n';

type Part = { tag?: string; text: string };

/** Splits a text into plain runs and `<tag>runs</tag>` (not nested). */
function parts(template: string): Part[] {
  const out: Part[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let at = 0;
  for (const match of template.matchAll(pattern)) {
    if (match.index > at) out.push({ text: template.slice(at, match.index) });
    out.push({ tag: match[1]!, text: match[2]! });
    at = match.index + match[0].length;
  }
  if (at < template.length) out.push({ text: template.slice(at) });
  return out;
}

/**
 * A sentence with links or emphasis inside, whose word order is the language's own:
 * 'I agree to the <terms>Terms of Service</terms>…' / 'நான் <terms>சேவை விதிமுறைகளை</terms>…'.
 * The tags are found in the catalogue's text before any value is filled in, so a value (a name,
 * an address) can never become markup; unknown tags stay plain text.
 */
export function RichText({
  k,
  params,
  tags,
}: {
  k: MessageKey;
  params?: Params;
  tags: Record<string, (content: string) => ReactNode>;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      {parts(t.raw(k)).map((part, i) => {
        const text = fillPlaceholders(part.text, params, locale);
        const render = part.tag ? tags[part.tag] : undefined;
        return <Fragment key={i}>{render ? render(text) : text}</Fragment>;
      })}
    </>
  );
}
