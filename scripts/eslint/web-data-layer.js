// The web app's data layer (docs/decisions/0011): server state comes through one api/<resource>.ts
// per resource, so the hooks of TanStack Query are called in api/ files only, and routes and
// components call the resource's hooks. Hooks are not kept with components either: a file under
// components/ holds UI, and its logic lives in hooks/ or api/ (or lib/ when shared), where the
// next reader looks for it.
import path from 'node:path';

const WEB_SRC = path.resolve(import.meta.dirname, '../../apps/web/src');
const TANSTACK = '@tanstack/react-query';
const HOOK_NAME = /^use[A-Z0-9]/;

/** The folders of a file under apps/web/src ('features/search/api/matches.ts' → features, search, api). */
function folders(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).slice(0, -1);
}

/** @type {import('eslint').Rule.RuleModule} */
const queryHooksInApi = {
  meta: {
    type: 'problem',
    docs: { description: "TanStack Query's hooks are called only in api/ files; routes and components call resource hooks." },
    messages: {
      outsideApi:
        "'{{name}}' belongs in an api/<resource>.ts file: call that resource's hook here (see docs/decisions/0011-web-data-layer.md).",
    },
    schema: [],
  },
  create(context) {
    const dirs = folders(context.filename);
    if (!dirs || dirs.includes('api')) return {};
    /** Local names bound to TanStack hooks, and to the module itself (`import * as rq`). */
    const hooks = new Map();
    const namespaces = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== TANSTACK || node.importKind === 'type') return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportNamespaceSpecifier') namespaces.add(spec.local.name);
          else if (spec.type === 'ImportSpecifier' && spec.importKind !== 'type') {
            const imported = spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value;
            if (HOOK_NAME.test(imported)) hooks.set(spec.local.name, imported);
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && hooks.has(callee.name)) {
          context.report({ node, messageId: 'outsideApi', data: { name: hooks.get(callee.name) } });
        } else if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          namespaces.has(callee.object.name) &&
          callee.property.type === 'Identifier' &&
          HOOK_NAME.test(callee.property.name)
        ) {
          context.report({ node, messageId: 'outsideApi', data: { name: callee.property.name } });
        }
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noHooksInComponents = {
  meta: {
    type: 'problem',
    docs: { description: 'Hooks do not live under components/: they go to hooks/ or api/ (lib/ when shared).' },
    messages: {
      hookFile:
        "A hook file does not belong under components/: move '{{file}}' to the feature's hooks/ or api/ (lib/ when shared).",
      hookDefinition:
        "The hook '{{name}}' does not belong under components/: move it to the feature's hooks/ or api/ (lib/ when shared).",
    },
    schema: [],
  },
  create(context) {
    const dirs = folders(context.filename);
    if (!dirs || !dirs.includes('components')) return {};
    const file = path.basename(context.filename);
    const report = (node, name) => context.report({ node, messageId: 'hookDefinition', data: { name } });
    /** A hook defined at the module's top level, exported or not. */
    const definition = (node) => {
      if (node?.type === 'FunctionDeclaration' && node.id && HOOK_NAME.test(node.id.name)) report(node.id, node.id.name);
      if (node?.type === 'VariableDeclaration') {
        for (const d of node.declarations) {
          const fn = d.init && (d.init.type === 'ArrowFunctionExpression' || d.init.type === 'FunctionExpression');
          if (fn && d.id.type === 'Identifier' && HOOK_NAME.test(d.id.name)) report(d.id, d.id.name);
        }
      }
    };
    return {
      Program(node) {
        if (/^use-/.test(file)) context.report({ node, messageId: 'hookFile', data: { file } });
        for (const statement of node.body) {
          if (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration')
            definition(statement.declaration);
          else definition(statement);
        }
      },
    };
  },
};

export const webDataLayer = {
  rules: { 'query-hooks-in-api': queryHooksInApi, 'no-hooks-in-components': noHooksInComponents },
};
