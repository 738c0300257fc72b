// The server's import rule (docs/architecture.md, "Import rules"): dependencies point one way,
//   lib/ and db/ → low modules → plugins/ → feature modules → the top (me, app.ts, app-context.ts, jobs.ts, shutdown.ts, main.ts, worker.ts, cli/),
// and no two modules can form an import cycle. The web's twin is web-boundaries.js; like it, this
// is a path comparison, with no resolver to install.
import path from 'node:path';

const SERVER_SRC = path.resolve(import.meta.dirname, '../../apps/server/src');

/**
 * The low modules, which every feature may build on, lowest first: each may import only those
 * before it, so they can never import each other in a circle. They serve no routes (an HTTP
 * route needs plugins/, which sits above them).
 */
export const LOW_MODULES = [
  'plans', // the member's plans and their activation
  'blocks', // who blocked whom
  'code-ceilings', // how many codes and links an address may be sent
  'operators', // the audit log and the rules of an operator's own cases
  'entitlements', // the one policy module: plans, privacy switches, blocks, good standing
  'users', // the account record and its settings
  'family-acts', // who of a family did an act, the family's activity list, who gets the profile's mails
  'sessions', // the session look-up and its standing
  'cards', // how another member appears on a card
];

/** Modules above every feature: they compose several (the member's own view). */
export const TOP_MODULES = ['me'];

/**
 * The few features built on another one: what the key may import besides low modules. Anything
 * else two features share moves down (to a low module, lib/ or db/). The rule refuses to load
 * if this table has a cycle.
 */
export const FEATURE_USES = {
  'admin-ops': ['enquiry', 'payments'], // the console's pages over enquiries and orders
  // sign-up mails the first code; signing in keeps an account being deleted, uses a texted code, or opens a co-manager's session
  auth: ['otp', 'my-data', 'mobile', 'family'],
  calls: ['chat'], // calls ride the chat socket and leave their entries in its conversations
  'daily-picks': ['search'], // today's matches are Matches' best new profiles, shown as Matches cards
  media: ['gallery'], // serves the gallery's files
  metrics: ['payments'], // counts orders waiting for an operator
  moderation: ['gallery'], // reviews the gallery's photos
  'my-data': ['gallery', 'family'], // exports and erases the gallery's files; exports the co-managers
  'not-me': ['mobile', 'password-reset'], // "Not you?" takes the number's proof and starts a reset by e-mail
  profile: ['locations'], // a saved place must be one the location lists offer
  'password-reset': ['mobile', 'family'], // a new password with a texted code; a co-manager's login's reset link
  'profile-details': ['gallery', 'profile'], // another member's profile: their details and photos
  shortlist: ['search'], // the shortlist is shown as search cards, to a searcher
  'saved-searches': ['search'], // a saved search's alerts ask search which profiles it finds
};

const LAYERS = ['base', 'low', 'plugins', 'feature', 'top', 'tests'];
/** How a message names each layer's members. */
const KINDS = { base: 'base file', low: 'low module', plugins: 'plugin', feature: 'feature', top: 'top module', tests: 'test' };
const BASE = new Set(['lib', 'db', 'config', 'types']);
const TOP = new Set(['app', 'app-context', 'jobs', 'worker', 'shutdown', 'main', 'cli']);

/** A cycle in a graph of names (each to the names it uses), as the list of its names; undefined if none. */
export function cycleIn(graph) {
  const state = new Map(); // name → 'open' while on the path, 'done' after
  const walk = (name, trail) => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'open') return [...trail.slice(trail.indexOf(name)), name];
    state.set(name, 'open');
    for (const next of graph[name] ?? []) {
      const found = walk(next, [...trail, name]);
      if (found) return found;
    }
    state.set(name, 'done');
    return undefined;
  };
  for (const name of Object.keys(graph)) {
    const found = walk(name, []);
    if (found) return found;
  }
  return undefined;
}

const declaredCycle = cycleIn(FEATURE_USES);
if (declaredCycle) throw new Error(`server-boundaries: FEATURE_USES has a cycle: ${declaredCycle.join(' → ')}`);

/** Where a file sits: its layer and, for a module, the module's name. */
export function place(file) {
  const relative = path.relative(SERVER_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  // Imports name the compiled file (`./types.js`); the source is `types.ts`.
  const [top, second] = relative.replace(/\.[jt]s$/, '').split(path.sep);
  if (top === 'test' || /\.test\.[jt]s$/.test(relative)) return { layer: 'tests', name: top };
  if (BASE.has(top)) return { layer: 'base', name: top };
  if (TOP.has(top)) return { layer: 'top', name: top };
  if (top === 'plugins') return { layer: 'plugins', name: top };
  if (top === 'modules' && second) {
    if (LOW_MODULES.includes(second)) return { layer: 'low', name: second };
    if (TOP_MODULES.includes(second)) return { layer: 'top', name: second };
    return { layer: 'feature', name: second };
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Server imports point one way: lib/db → low modules → plugins → feature modules → top; no module cycle.',
    },
    messages: {
      upward:
        "The {{fromKind}} '{{from}}' must not import the {{toKind}} '{{to}}': dependencies point lib/db → low modules → plugins → feature modules → top (me, app.ts).",
      lowOrder:
        "Low module '{{from}}' must not import '{{to}}': a low module imports only those before it in LOW_MODULES (scripts/eslint/server-boundaries.js).",
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}': move what both need down (a low module, lib/ or db/), or, where one feature is truly built on the other, declare it in FEATURE_USES.",
      testSupport: "'{{from}}' must not import test support ('{{to}}'): only tests do.",
    },
    schema: [],
  },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!spec || !spec.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      const data = { from: from.name, to: to.name, fromKind: KINDS[from.layer], toKind: KINDS[to.layer] };
      if (to.layer === 'tests') {
        if (from.layer !== 'tests') context.report({ node, messageId: 'testSupport', data });
        return;
      }
      const [fromRank, toRank] = [LAYERS.indexOf(from.layer), LAYERS.indexOf(to.layer)];
      if (toRank > fromRank) return context.report({ node, messageId: 'upward', data });
      if (toRank < fromRank || from.name === to.name) return;
      if (from.layer === 'low' && LOW_MODULES.indexOf(to.name) > LOW_MODULES.indexOf(from.name))
        context.report({ node, messageId: 'lowOrder', data });
      if (from.layer === 'feature' && !(FEATURE_USES[from.name] ?? []).includes(to.name))
        context.report({ node, messageId: 'crossFeature', data });
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

export const serverBoundaries = { rules: { 'server-boundaries': rule } };
