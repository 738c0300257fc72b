import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Saves a picture of the screen to E2E_SCREENSHOTS, a folder, when it is set: to look at the screens
 * by eye, never compared. With `part`, the screen around it (scrolled into view); else the whole page.
 */
export async function shot(page: Page, name: string, part?: Locator): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  if (part) {
    await part.scrollIntoViewIfNeeded();
    await page.screenshot({ path: file });
  } else await page.screenshot({ path: file, fullPage: true });
}
