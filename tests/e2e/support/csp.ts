import { expect, type Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  page: string;
}

/**
 * Collects every `securitypolicyviolation` the page's documents raise from the first script on (an init script, so
 * nothing before the app's own code is missed). Call before the first navigation; `expectNone` fails on any.
 */
export async function watchCsp(page: Page): Promise<{ violations: CspViolation[]; expectNone: () => void }> {
  const violations: CspViolation[] = [];
  await page.exposeFunction('__tizaCspViolation', (violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __tizaCspViolation: (v: unknown) => void }).__tizaCspViolation;
      report({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
  return {
    violations,
    expectNone: () => expect(violations, violations.map((v) => `${v.page}: ${v.directive} ${v.blocked} ${v.source}:${v.line} ${v.sample}`).join('\n')).toEqual([]),
  };
}
