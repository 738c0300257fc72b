// The web app's import rule (docs/architecture.md, "The web (`apps/web/src`)"): lib/ and components/ → features/* → app/. A feature
// never imports another feature; what two features share moves down to components/ or lib/.
// Local rather than eslint-plugin-import's no-restricted-paths: that plugin needs a resolver and
// about a hundred packages for what a path comparison settles.
import path from 'node:path';

const WEB_SRC = path.resolve(import.meta.dirname, '../../apps/web/src');
/** Each layer and the layers it may import from (besides itself). */
const MAY_IMPORT = {
  lib: [],
  components: ['lib', 'assets'],
  features: ['lib', 'components', 'assets'],
  app: ['lib', 'components', 'features', 'assets'],
  // The build's renderer of the public pages draws the whole app, as main.tsx does.
  prerender: ['lib', 'app'],
  // A visitor's public page hydrated by parts takes each part from where the app draws it
  // (docs/decisions/0084-islands-hydrated-when-seen-or-touched.md).
  islands: ['lib', 'components', 'features', 'app'],
};

function place(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [layer, feature] = relative.split(path.sep);
  return { layer, feature };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Web imports point one way: lib/components → features → app; no feature imports another.' },
    messages: {
      crossFeature: "Feature '{{from}}' must not import feature '{{to}}': move what both need to components/ or lib/.",
      upward: "'{{from}}' must not import from '{{to}}': dependencies point lib/components → features → app.",
    },
    schema: [],
  },
  create(context) {
    const from = place(context.filename);
    if (!from || !(from.layer in MAY_IMPORT)) return {};
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!spec || !spec.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), spec));
      if (!to || to.layer === from.layer) {
        if (to && from.layer === 'features' && to.feature !== from.feature)
          context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
        return;
      }
      if (!MAY_IMPORT[from.layer].includes(to.layer) && to.layer in MAY_IMPORT)
        context.report({ node, messageId: 'upward', data: { from: from.layer, to: to.layer } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.object.name="vi"][callee.property.name="mock"]': (node) => check(node.arguments[0]),
    };
  },
};

export const webBoundaries = { rules: { 'web-boundaries': rule } };
