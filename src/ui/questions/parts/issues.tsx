import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '@domain/assessments/questionModel';
import { FieldError } from '@ui/components/FieldError';

/** Issues whose path is `path` (exact) or, with `deep`, anything under it. */
export function issuesAt(issues: readonly ValidationIssue[], path: string, deep = false): ValidationIssue[] {
  return issues.filter((issue) => issue.path === path || (deep && issue.path.startsWith(`${path}/`)));
}

/**
 * The translated message of an issue code `<scope>.<field>.<problem>`: `questionsMore:issues.<code>`,
 * else the problem's message (`problems.<problem>`), else a generic one.
 */
export function useIssueText(): (issues: readonly ValidationIssue[]) => string | undefined {
  const { t } = useTranslation('questionsMore');
  return (issues) => {
    if (issues.length === 0) return undefined;
    const texts = issues.map((issue) => t([`issues.${issue.code}`, `problems.${issue.code.split('.').slice(2).join('.')}`, 'issues.generic']));
    return [...new Set(texts)].join(' ');
  };
}

/** The kind's issue texts at a pointer (exact unless `exact` is false), for the shared list editor. */
export function useIssueTextAt(issues: readonly ValidationIssue[]): (path: string, exact?: boolean) => string | undefined {
  const text = useIssueText();
  return (path, exact = true) => text(issuesAt(issues, path, !exact));
}

/** Issues shown next to a group of fields (a list, a text), announced when they appear. */
export function FieldIssues({ issues, id }: { issues: readonly ValidationIssue[]; id?: string }) {
  return <FieldError id={id} message={useIssueText()(issues)} />;
}
