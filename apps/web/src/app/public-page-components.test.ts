import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@inai/shared';
import { PUBLIC_PAGE_COMPONENTS } from './public-page-components';

describe('the public pages rendered ahead', () => {
  it('each has its component, so the router and the build draw it (never the 404 page)', () => {
    for (const { name } of PUBLIC_PAGES) expect(PUBLIC_PAGE_COMPONENTS[name], name).toBeDefined();
    expect(Object.keys(PUBLIC_PAGE_COMPONENTS).sort()).toEqual(PUBLIC_PAGES.map((page) => page.name).sort());
  });
});
