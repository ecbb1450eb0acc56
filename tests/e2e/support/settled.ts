import type { Page, Request } from '@playwright/test';

/** Requests held open on purpose while a page is shown: the notification stream of the shell's bell (ADR 0514). */
const LONG_LIVED = /\/api\/front\/notifications\/stream/;

/**
 * Waits until the page has had no request in flight for `quietMs`, the held-open notification stream aside.
 * Playwright's `networkidle` never comes on a signed-in page, whose bell keeps its stream open.
 */
export async function settled(page: Page, quietMs = 500): Promise<void> {
  await page.waitForLoadState('load');
  const pending = new Set<Request>();
  const track = (request: Request) => {
    if (!LONG_LIVED.test(request.url())) pending.add(request);
  };
  const done = (request: Request) => pending.delete(request);
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      await page.waitForTimeout(50);
      if (pending.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}
