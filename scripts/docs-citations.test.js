import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, brokenCitations, citationsIn, citationsOutside, headingsOf } from './docs-citations.js';

const root = path.resolve(import.meta.dirname, '..');

// The cases below are broken on purpose: the walk of the repository skips this file. The old
// design file's name is built from parts so that searching the repository for it finds nothing here.
const SELF = 'scripts/docs-citations.test.js';
const oldDesign = ['DESIGN', 'md §7'].join('.');

/** A stand-in for the repository: files by path. */
function filesOf(byPath) {
  return {
    read: (file) => byPath[file],
    decisionNumbers: () =>
      new Set(Object.keys(byPath).flatMap((file) => /^docs\/decisions\/(\d{4})-/.exec(file)?.slice(1) ?? [])),
  };
}

const DESIGN_PAGE = '# Design\n\n## Entitlements\n\n```sh\n# not a heading\n```\n\n## The web (`apps/web/src`)\n';
const fake = filesOf({
  'docs/design.md': DESIGN_PAGE,
  'docs/decisions/0014-entitlements-policy.md': '# 0014\n',
});

describe('the citation check', () => {
  it('reads headings outside code blocks, with GitHub anchors', () => {
    const { texts, anchors } = headingsOf(DESIGN_PAGE);
    expect([...texts]).toEqual(['Design', 'Entitlements', 'The web (`apps/web/src`)']);
    expect(anchors.has('the-web-appswebsrc')).toBe(true);
    expect(anchorOf("Operators' console")).toBe('operators-console');
  });

  it('accepts citations that hold', () => {
    const text = [
      '// Why (docs/design.md, "Entitlements"; docs/design.md, "The web (`apps/web/src`)").',
      'See docs/decisions/0014 and docs/decisions/0014-entitlements-policy.md.',
      'As [0014](0014-entitlements-policy.md) and [the rule](../design.md#entitlements) say.',
    ].join('\n');
    expect(citationsIn(text, 'docs/decisions/0099-x.md')).toHaveLength(7);
    expect(brokenCitations(text, 'docs/decisions/0099-x.md', fake)).toEqual([]);
  });

  it('names the file and line of each citation that does not hold', () => {
    const text = [
      'fine',
      '// (docs/design.md, "Entitlement")',
      'see docs/nowhere.md and docs/decisions/0015',
      'after [0013](0013-payment-state-machine.md) and [that](../design.md#languages)',
      '// (docs/design.md, "Entitlements of',
      '// a member")',
      ' * (docs/design.md,',
      ' * "Entitlements")',
    ].join('\n');
    expect(brokenCitations(text, 'docs/decisions/0099-x.md', fake)).toEqual([
      'docs/decisions/0099-x.md:2: docs/design.md has no heading "Entitlement"',
      'docs/decisions/0099-x.md:3: docs/nowhere.md does not exist',
      'docs/decisions/0099-x.md:3: no decision 0015 in docs/decisions',
      // Once as a decision named by its file, once as a link.
      'docs/decisions/0099-x.md:4: docs/decisions/0013-payment-state-machine.md does not exist',
      'docs/decisions/0099-x.md:4: docs/decisions/0013-payment-state-machine.md does not exist',
      'docs/decisions/0099-x.md:4: docs/design.md has no heading for #languages',
      'docs/decisions/0099-x.md:5: a cited heading must stay on one line',
      'docs/decisions/0099-x.md:7: a cited heading must stay on one line',
    ]);
  });

  it('does not take other paths for citations', () => {
    expect(citationsIn('GET /api/docs/init.js, apps/web/docs/x.md, migrations/0015-biodata.ts', 'a.ts')).toEqual([]);
  });

  it('finds citations of the old design file outside the repository', () => {
    expect(citationsOutside(`ok\n// (${oldDesign})`, 'a.ts')).toEqual(['a.ts:2: cites outside the repository']);
    expect(citationsOutside(`// (${['DESIGN', '§9'].join(' ')})`, 'a.ts')).toHaveLength(1);
    expect(citationsOutside(`import x from '${['..', 'shared', 'x.js'].join('/')}';`, 'a.ts')).toHaveLength(1);
  });
});

describe("the repository's citations", () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const texts = new Map();
  const read = (file) => {
    if (!texts.has(file)) {
      const full = path.join(root, file);
      texts.set(file, fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined);
    }
    return texts.get(file);
  };
  const decisions = new Set(tracked.flatMap((file) => /^docs\/decisions\/(\d{4})-/.exec(file)?.slice(1) ?? []));
  const repository = { read, decisionNumbers: () => decisions };
  // Text files only: a NUL in the first bytes marks a binary (images, fonts).
  const textFiles = tracked.filter((file) => {
    const full = path.join(root, file);
    if (!fs.existsSync(full) || fs.statSync(full).size > 2_000_000) return false;
    return !fs.readFileSync(full).subarray(0, 8000).includes(0);
  });

  it('cite documents and headings that exist', () => {
    const problems = textFiles.filter((file) => file !== SELF).flatMap((file) => brokenCitations(read(file), file, repository));
    expect(problems).toEqual([]);
  });

  it('cite nothing outside the repository', () => {
    const problems = textFiles.flatMap((file) => citationsOutside(read(file), file));
    expect(problems).toEqual([]);
  });

  it('keep the headings other files are written against', () => {
    expect([...headingsOf(read('docs/api.md')).texts]).toContain('Payments');
    expect([...headingsOf(read('docs/design.md')).texts]).toEqual(
      expect.arrayContaining(['Entitlements', 'Public pages rendered ahead']),
    );
  });
});
