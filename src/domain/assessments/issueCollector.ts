import type { ValidationIssue } from './questionModel';

/** Ids inside a question: 1–40 characters of [A-Za-z0-9_-]. */
// "__proto__" would vanish from a plain object used as a map.
export const ITEM_ID_PATTERN = /^(?!__proto__$)[A-Za-z0-9_-]{1,40}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_ISSUES = 20;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON pointer segment: "~" and "/" escaped (RFC 6901). */
export function pointer(...parts: (string | number)[]): string {
  return parts.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Collects issues (at most MAX_ISSUES) with codes `<prefix>.<field>.<problem>`. */
export class IssueCollector {
  readonly issues: ValidationIssue[] = [];

  constructor(private readonly prefix: string) {}

  add(path: string, field: string, problem: string): void {
    if (this.issues.length < MAX_ISSUES) this.issues.push({ path, code: `${this.prefix}.${field}.${problem}` });
  }

  get failed(): boolean {
    return this.issues.length > 0;
  }
}
