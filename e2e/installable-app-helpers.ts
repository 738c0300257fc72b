import type { APIRequestContext, Page } from '@playwright/test';
import { expect, takenOver } from './fixtures';

/** Opens the home page, waits for its service worker, and loads the page again under the worker's control. */
export async function installWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The home page's banner and search are hydrated once the page has loaded, and the search then
  // asks for the states: settled before a test takes the line away, so nothing fails mid-way.
  await takenOver(page);
  await page.waitForLoadState('networkidle');
}

/** The path of every address the page's caches hold, whichever cache holds it. */
export function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** The manifest the page links, as the server answers it. */
export async function manifestOf(page: Page, request: APIRequestContext) {
  const url = (await page.locator('link[rel="manifest"]').getAttribute('href'))!;
  const answer = await request.get(url);
  expect(answer.status()).toBe(200);
  return {
    url,
    contentType: answer.headers()['content-type'],
    body: (await answer.json()) as Record<string, string> & { icons: ManifestIcon[] },
  };
}

/** A PNG's width and height, from its header. */
export function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}
