// Citations of the repository's own documents, and whether they hold. The design the code relies
// on lives in docs/ (docs/design.md, "Trust on the server"); a comment that cites a heading there
// must still find it after the page is edited, or it points a reader at nothing.
import path from 'node:path';

/**
 * The fixed form of a citation: a path under docs/ and, optionally, a heading of that file in
 * double quotes after a comma: `docs/design.md, "Entitlements"`. Not preceded by a path character,
 * so `/api/docs/…` or `apps/web/docs/…` are not taken for one.
 */
const CITATION = /(?<![\w./-])(docs\/[\w./-]*?\.md)(?:, "([^"\n]+)")?/g;
/** A heading whose quotes a line break splits: it can be neither checked nor found by a search. */
const SPLIT = /(?<![\w./-])docs\/[\w./-]*?\.md, "[^"]*$/;
/** …or a break right after the comma, the heading's quote opening the next line (after a comment's marks). */
const SPLIT_AT_COMMA = /(?<![\w./-])docs\/[\w./-]*?\.md,\s*$/;
const OPENS_WITH_QUOTE = /^[\s*/#>-]*"/;
/** A decision cited by number alone: `docs/decisions/0053`. */
const DECISION_NUMBER = /(?<![\w./-])docs\/decisions\/(\d{4})(?![\d-])/g;
/** A decision named by its file alone, as decisions cite each other: `0058-production-refuses-to-pretend.md`. */
const DECISION_FILE = /(?<![\w./-])(\d{4}-[a-z0-9-]+\.md)\b/g;
/** A markdown link to a local markdown file, relative to the linking file, with its anchor if any. */
const LINK = /\]\(((?![a-z]+:)[^)\s#]+\.md)(?:#([^)\s]+))?\)/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The headings of a markdown text (outside code blocks), as written and as anchors. */
export function headingsOf(markdown) {
  const texts = new Set();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    texts.add(heading[1]);
    // A repeated heading's anchor gets -1, -2… as GitHub numbers them.
    const anchor = anchorOf(heading[1]);
    let unique = anchor;
    for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`;
    anchors.add(unique);
  }
  return { texts, anchors };
}

/**
 * Every citation of a repository document in `text` (the file `file`, relative to the root):
 * `{ line, target, heading?, anchor?, decision?, split? }`, where `target` is relative to the root,
 * `decision` is a decision's number when only that is given, and `split` marks a heading cut by a line break.
 */
export function citationsIn(text, file) {
  const found = [];
  const dir = path.posix.dirname(file);
  const lines = text.split('\n');
  lines.forEach((content, index) => {
    const line = index + 1;
    for (const m of content.matchAll(CITATION)) found.push({ line, target: m[1], ...(m[2] ? { heading: m[2] } : {}) });
    const next = lines[index + 1] ?? '';
    if (SPLIT.test(content) || (SPLIT_AT_COMMA.test(content) && OPENS_WITH_QUOTE.test(next))) found.push({ line, split: true });
    for (const m of content.matchAll(DECISION_NUMBER)) found.push({ line, decision: m[1] });
    for (const m of content.matchAll(DECISION_FILE)) found.push({ line, target: `docs/decisions/${m[1]}` });
    for (const m of content.matchAll(LINK)) {
      const target = path.posix.normalize(path.posix.join(dir, m[1]));
      found.push({ line, target, ...(m[2] ? { anchor: m[2] } : {}) });
    }
  });
  return found;
}

/**
 * The citations of `text` that do not hold, as `file:line: why`. `files` answers a
 * root-relative path with the file's text, or undefined when there is no such file.
 */
export function brokenCitations(text, file, files) {
  const problems = [];
  for (const c of citationsIn(text, file)) {
    const at = `${file}:${c.line}`;
    if (c.split) {
      problems.push(`${at}: a cited heading must stay on one line`);
      continue;
    }
    if (c.decision) {
      if (!files.decisionNumbers().has(c.decision)) problems.push(`${at}: no decision ${c.decision} in docs/decisions`);
      continue;
    }
    const target = files.read(c.target);
    if (target === undefined) {
      problems.push(`${at}: ${c.target} does not exist`);
      continue;
    }
    const headings = headingsOf(target);
    if (c.heading && !headings.texts.has(c.heading)) problems.push(`${at}: ${c.target} has no heading "${c.heading}"`);
    if (c.anchor && !headings.anchors.has(c.anchor)) problems.push(`${at}: ${c.target} has no heading for #${c.anchor}`);
  }
  return problems;
}

/** The former design file beside the repository, or a path out of it: the repository must stand alone. */
const OUTSIDE = new RegExp(['DESIGN(\\.md|\\s§)', ['\\.\\.', 'shared'].join('/')].join('|'));

/** The lines of `text` that cite a document outside the repository, as `file:line: …`. */
export function citationsOutside(text, file) {
  return text
    .split('\n')
    .flatMap((content, index) => (OUTSIDE.test(content) ? [`${file}:${index + 1}: cites outside the repository`] : []));
}
