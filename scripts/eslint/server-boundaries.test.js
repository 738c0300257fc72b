import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { cycleIn, FEATURE_USES, LOW_MODULES, serverBoundaries, TOP_MODULES } from './server-boundaries.js';

// RuleTester runs its cases through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
const src = path.resolve(import.meta.dirname, '../../apps/server/src');
const at = (file) => path.join(src, file);
// The server is TypeScript: parsed as ESLint parses it there (type-only imports included).
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });

tester.run('server-boundaries', serverBoundaries.rules['server-boundaries'], {
  valid: [
    // A feature builds on low modules, lib/, db/, the app's context and plugins/.
    {
      filename: at('modules/interests/interests.service.ts'),
      code: "import { x } from '../entitlements/entitlements.service.js';",
    },
    { filename: at('modules/interests/interests.service.ts'), code: "import { x } from '../../lib/app-error.js';" },
    { filename: at('modules/interests/interests.repository.ts'), code: "import { x } from '../../db/schema.js';" },
    { filename: at('modules/interests/interests.service.ts'), code: "import type { AppContext } from '../../types.js';" },
    { filename: at('modules/interests/interests.routes.ts'), code: "import { x } from '../../plugins/authenticate.js';" },
    // Within one module, anything.
    { filename: at('modules/search/search.service.ts'), code: "import { x } from './index/search-index.js';" },
    // A low module imports those before it.
    { filename: at('modules/users/users.service.ts'), code: "import { x } from '../entitlements/entitlements.policy.js';" },
    { filename: at('modules/sessions/sessions.repository.ts'), code: "import { x } from '../users/users.repository.js';" },
    // A feature built on another, as declared.
    { filename: at('modules/shortlist/shortlist.routes.ts'), code: "import { x } from '../search/searchers.js';" },
    // Plugins use low modules.
    { filename: at('plugins/authenticate.ts'), code: "import { x } from '../modules/sessions/sessions.service.js';" },
    // The top composes features.
    { filename: at('modules/me/me.service.ts'), code: "import { x } from '../chat/chat.service.js';" },
    { filename: at('app.ts'), code: "import { x } from './modules/me/me.routes.js';" },
    { filename: at('cli/payments.cli.ts'), code: "import { x } from '../modules/payments/upi-payments.service.js';" },
    // Base code among itself.
    { filename: at('lib/media-signer.ts'), code: "import type { Database } from '../db/schema.js';" },
    { filename: at('types.ts'), code: "import type { SearchEngine } from './lib/search-engine.js';" },
    // Tests may import anything, test support included.
    { filename: at('modules/users/users.test.ts'), code: "import { x } from '../../test/members.js';" },
    { filename: at('test/members.ts'), code: "import { x } from '../modules/plans/plans.repository.js';" },
    { filename: at('modules/search/search.test.ts'), code: "import { x } from '../me/me.service.js';" },
    // Packages are not this rule's business.
    { filename: at('lib/member-view.ts'), code: "import type { PublicUser } from '@inai/shared';" },
  ],
  invalid: [
    {
      filename: at('modules/users/users.service.ts'),
      code: "import { x } from '../chat/chat.service.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('modules/users/users.service.ts'),
      code: "import { x } from '../../plugins/authenticate.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('modules/entitlements/entitlements.service.ts'),
      code: "import { x } from '../users/users.repository.js';",
      errors: [{ messageId: 'lowOrder' }],
    },
    {
      filename: at('modules/chat/chat.presenter.ts'),
      code: "import { x } from '../search/search.service.js';",
      errors: [{ messageId: 'crossFeature' }],
    },
    // The other way round of a declared use would close a cycle.
    {
      filename: at('modules/search/search.service.ts'),
      code: "export { x } from '../shortlist/shortlist.service.js';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('modules/gallery/gallery.service.ts'),
      code: "const m = () => import('../me/me.service.js');",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('plugins/dev-routes.ts'),
      code: "import { x } from '../modules/dev-mailbox/dev-mailbox.routes.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('lib/chat-hub.ts'),
      code: "import type { x } from '../modules/chat/chat.repository.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('types.ts'),
      code: "import type { SearchEngine } from './modules/search/search-engine.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('modules/payments/checkout.service.ts'),
      code: "import { x } from '../../app.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('modules/users/users.service.ts'),
      code: "import { x } from '../../test/members.js';",
      errors: [{ messageId: 'testSupport' }],
    },
  ],
});

describe('the layers the rule declares', () => {
  const modules = fs.readdirSync(path.join(src, 'modules'));

  it('name only modules that exist', () => {
    const named = [...LOW_MODULES, ...TOP_MODULES, ...Object.keys(FEATURE_USES), ...Object.values(FEATURE_USES).flat()];
    expect(named.filter((name) => !modules.includes(name))).toEqual([]);
  });

  it('let a feature build only on features, never on a low or top module by declaration', () => {
    const declared = [...Object.keys(FEATURE_USES), ...Object.values(FEATURE_USES).flat()];
    expect(declared.filter((name) => LOW_MODULES.includes(name) || TOP_MODULES.includes(name))).toEqual([]);
  });

  it('hold no cycle between features, and would find one', () => {
    expect(cycleIn(FEATURE_USES)).toBeUndefined();
    expect(cycleIn({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(cycleIn({ a: ['b', 'c'], b: ['c'], c: [] })).toBeUndefined();
  });
});
