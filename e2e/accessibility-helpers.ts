import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules, as axe-core tags them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's serious and critical findings on the page as it stands once its heading shows and its requests settle (none on any screen, in either language). Each names the screen, the rule
 * and the elements, so a failure says what to fix.
 */
export async function accessibilityProblems(page: Page, what: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and cards arrive after the heading; a page that keeps polling is checked after 3 s.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary}] ${n.html.slice(0, 300)}`).join(', ')}`,
    );
}

/** Checks the page as it stands. */
export async function expectAccessible(page: Page, what: string) {
  expect(await accessibilityProblems(page, what), 'serious or critical accessibility violations').toEqual([]);
}

/** Opens each path in turn; fails once at the end with every screen's findings. */
export async function expectScreensAccessible(page: Page, paths: readonly string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    problems.push(...(await accessibilityProblems(page, path)));
  }
  expect(problems, 'serious or critical accessibility violations').toEqual([]);
}
