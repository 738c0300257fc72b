import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { webDataLayer } from './web-data-layer.js';

// RuleTester runs its cases through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;
const src = path.resolve(import.meta.dirname, '../../apps/web/src');
const at = (file) => path.join(src, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const tanstack = "import { useQuery, useMutation, useQueryClient, queryOptions } from '@tanstack/react-query';";

tester.run('query-hooks-in-api', webDataLayer.rules['query-hooks-in-api'], {
  valid: [
    { filename: at('features/search/api/matches.ts'), code: `${tanstack} export const useMatches = () => useQuery(x);` },
    { filename: at('lib/api/me.ts'), code: `${tanstack} export function useSetMe() { const c = useQueryClient(); }` },
    { filename: at('features/admin/api/queue.ts'), code: `${tanstack} export const useDecide = () => useMutation({});` },
    // Calling a resource's hook, and TanStack's plain helpers, are fine anywhere.
    {
      filename: at('features/search/routes/matches-page.tsx'),
      code: "import { useMatches } from '../api/matches'; const q = useMatches(1);",
    },
    { filename: at('features/search/routes/matches-page.tsx'), code: `${tanstack} const o = queryOptions({});` },
    { filename: at('app/app.tsx'), code: "import { QueryClient } from '@tanstack/react-query'; new QueryClient();" },
    // A function of the same name from elsewhere is not TanStack's.
    { filename: at('components/x.tsx'), code: "import { useQuery } from './somewhere'; useQuery();" },
    // Outside the web app's sources the rule has nothing to say.
    { filename: path.resolve(src, '../build/x.ts'), code: `${tanstack} useQuery();` },
  ],
  invalid: [
    {
      filename: at('features/search/routes/matches-page.tsx'),
      code: `${tanstack} const q = useQuery({});`,
      errors: [{ messageId: 'outsideApi', data: { name: 'useQuery' } }],
    },
    {
      filename: at('components/report-dialog.tsx'),
      code: `${tanstack} const c = useQueryClient(); const m = useMutation({});`,
      errors: [{ messageId: 'outsideApi' }, { messageId: 'outsideApi' }],
    },
    {
      filename: at('lib/chat/chat-connection.ts'),
      code: `${tanstack} const c = useQueryClient();`,
      errors: [{ messageId: 'outsideApi', data: { name: 'useQueryClient' } }],
    },
    {
      filename: at('features/x/hooks/use-x.ts'),
      code: "import { useInfiniteQuery as pages } from '@tanstack/react-query'; pages({});",
      errors: [{ messageId: 'outsideApi', data: { name: 'useInfiniteQuery' } }],
    },
    {
      filename: at('features/x/routes/page.tsx'),
      code: "import * as rq from '@tanstack/react-query'; rq.useSuspenseQuery({});",
      errors: [{ messageId: 'outsideApi', data: { name: 'useSuspenseQuery' } }],
    },
  ],
});

tester.run('no-hooks-in-components', webDataLayer.rules['no-hooks-in-components'], {
  valid: [
    { filename: at('components/select-field.tsx'), code: 'export function SelectField() { const ids = useFieldIds(); }' },
    { filename: at('features/home/hooks/use-looping-carousel.ts'), code: 'export function useLoopingCarousel() {}' },
    { filename: at('lib/hooks/use-field-ids.ts'), code: 'export function useFieldIds() {}' },
    { filename: at('features/plans/api/payments.ts'), code: 'export const usePaymentStatus = () => {};' },
    // A component may hold functions of its own, and call hooks.
    { filename: at('features/x/components/card.tsx'), code: 'function format() {} export function Card() { useI18n(); }' },
  ],
  invalid: [
    {
      filename: at('features/home/components/use-looping-carousel.ts'),
      code: 'export function useLoopingCarousel() {}',
      errors: [{ messageId: 'hookFile' }, { messageId: 'hookDefinition', data: { name: 'useLoopingCarousel' } }],
    },
    {
      filename: at('components/use-thing.test.ts'),
      code: "it('works', () => {});",
      errors: [{ messageId: 'hookFile', data: { file: 'use-thing.test.ts' } }],
    },
    {
      filename: at('components/field-parts.tsx'),
      code: 'export function useFieldIds() {} export function FieldError() {}',
      errors: [{ messageId: 'hookDefinition', data: { name: 'useFieldIds' } }],
    },
    {
      filename: at('features/plans/components/purchase-panel.tsx'),
      code: 'const useOrder = () => {}; export default function Panel() { useOrder(); }',
      errors: [{ messageId: 'hookDefinition', data: { name: 'useOrder' } }],
    },
  ],
});
