import { expect, type Page } from '@playwright/test';

/** A phone in portrait: the width the narrowest common handsets give a page. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * What on the page does not fit the viewport's width, as selectors a person can find: the document scrolling
 * sideways, any element reaching past the right edge (a deliberate scroll region — `[data-scroll-region]` — may, and
 * what it holds scrolls inside it), a box that scrolls sideways without being such a region, and headings or buttons
 * whose text is cut off by `overflow: hidden`. What an ancestor clips inside the viewport does not reach past it.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The layout viewport: innerWidth less any classic scrollbar, so a page laid out at 375 px under a 15 px bar
    // is measured against 375.
    const width = Math.min(window.innerWidth, document.documentElement.clientWidth);
    const problems: string[] = [];

    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : '';
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
        parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
        if (id) break;
      }
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
    };
    // Read by screen readers only: clipped to a pixel on purpose.
    const visuallyHidden = (element: Element, style: CSSStyleDeclaration, rect: DOMRect): boolean =>
      element.classList.contains('visually-hidden') || (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1) || style.clip === 'rect(0px, 0px, 0px, 0px)';

    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    /** An ancestor that clips its content and itself ends inside the viewport: what it holds is cut there. */
    const clippedInside = (element: Element): boolean => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (clips(getComputedStyle(node)) && node.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };

    const scrolling = document.scrollingElement ?? document.documentElement;
    if (scrolling.scrollWidth > width) {
      // Name what widens it, hidden texts included (they are skipped below, but one placed outside its scroller widens
      // the page all the same).
      const wideners = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 1 && !clippedInside(element));
      const innermost = wideners.filter((element) => !wideners.some((other) => other !== element && element.contains(other))).slice(0, 5);
      problems.push(`the page scrolls sideways: ${scrolling.scrollWidth} px wide in ${width} px (${innermost.map((element) => describe(element)).join('; ')})`);
    }

    // Only the outermost offender of a branch is named: its children overflow because it does.
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[data-scroll-region]') && !element.hasAttribute('data-scroll-region')) continue;
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (visuallyHidden(element, style, rect) || element.closest('.visually-hidden')) continue;
      if (rect.right > width + 1 && !reported.some((outer) => outer.contains(element)) && !clippedInside(element)) {
        reported.push(element);
        problems.push(`${describe(element)} reaches ${Math.round(rect.right)} px`);
      }
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && element.scrollWidth > element.clientWidth + 1 && !element.hasAttribute('data-scroll-region')) {
        problems.push(`${describe(element)} scrolls sideways but is no labelled scroll region (ScrollRegion)`);
      }
      const tag = element.tagName.toLowerCase();
      const label = /^h[1-6]$/.test(tag) || tag === 'button' || element.getAttribute('role') === 'button' || element.getAttribute('role') === 'tab';
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (label && hides && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describe(element)} cuts its text (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    }
    return problems;
  });
}

/** The page's level-1 heading is shown, and nothing on the page is wider than the phone. */
export async function expectFitsPhone(page: Page, what: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first(), `${what}: its heading`).toBeVisible();
  const problems = await layoutProblems(page);
  expect(problems, `${what} at ${PHONE.width} px:\n${problems.join('\n')}`).toEqual([]);
}
