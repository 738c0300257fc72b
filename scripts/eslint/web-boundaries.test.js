import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { webBoundaries } from './web-boundaries.js';

// RuleTester runs its cases through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
const src = path.resolve(import.meta.dirname, '../../apps/web/src');
const at = (file) => path.join(src, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('web-boundaries', webBoundaries.rules['web-boundaries'], {
  valid: [
    { filename: at('features/search/routes/page.tsx'), code: "import { x } from '../components/card';" },
    { filename: at('features/search/routes/page.tsx'), code: "import { x } from '../../../lib/api-client';" },
    { filename: at('features/search/routes/page.tsx'), code: "import { x } from '../../../components/spinner';" },
    { filename: at('components/spinner.tsx'), code: "import { x } from '../lib/i18n';" },
    { filename: at('app/router.tsx'), code: "const P = () => import('../features/home/routes/home-page');" },
    { filename: at('lib/api-client.ts'), code: "import { x } from '@inai/shared';" },
    { filename: at('islands/island-parts.ts'), code: "const P = () => import('../features/home/components/home-hero');" },
    { filename: at('islands/island-parts.ts'), code: "const P = () => import('../app/layout/site-header');" },
  ],
  invalid: [
    {
      filename: at('features/profile-details/routes/page.tsx'),
      code: "import { x } from '../../search/api/search';",
      errors: [{ messageId: 'crossFeature' }],
    },
    { filename: at('components/card.tsx'), code: "import { x } from '../features/search/x';", errors: [{ messageId: 'upward' }] },
    { filename: at('lib/notify.ts'), code: "import { x } from '../components/x';", errors: [{ messageId: 'upward' }] },
    {
      filename: at('components/island.tsx'),
      code: "import { x } from '../islands/island-parts';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('app/layout/x.tsx'),
      code: "import { x } from '../../islands/start-islands';",
      errors: [{ messageId: 'upward' }],
    },
    { filename: at('features/home/x.tsx'), code: "import { x } from '../../app/router';", errors: [{ messageId: 'upward' }] },
    {
      filename: at('features/home/x.tsx'),
      code: "const m = () => import('../search/routes/page');",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
});
