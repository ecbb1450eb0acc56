// What the bench scripts share: waiting for a server they started, and running many requests a few at a time.
import type { Page } from '@playwright/test';

/** Resolves once `${base}/api/health` answers 200; throws at `deadline` (ms since the epoch). */
export async function waitForHealth(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** Runs `task` over `items` with at most `width` at a time; the results in the items' order. */
export async function pool<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i] as T);
      }
    }),
  );
  return out;
}

/** Signs the demo teacher of tiza in through the real login form, as the browser benches start. */
export async function signInDemoTeacher(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/auth/login?tenant=tiza`);
  await page.locator('input[name="email"]').fill('teacher@tiza.demo');
  await page.locator('input[name="password"]').fill('tiza-demo');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/home');
}
