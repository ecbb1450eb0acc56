import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '@domain/assessments/questionModel';

/** Issues whose path is `path` itself (exact) or anything under it. */
export function issuesAt(issues: readonly ValidationIssue[], path: string, exact = false): ValidationIssue[] {
  return issues.filter((issue) => issue.path === path || (!exact && issue.path.startsWith(`${path}/`)));
}

/**
 * Translates the first issue at a path: `questions:issues.<code>` (codes are `question.<field>.<problem>`),
 * else the problem's general wording `issues.problem.<problem>`, else a generic message.
 * Exact by default, so a list's own issue is not repeated on each of its rows.
 */
export function useIssueText(issues: readonly ValidationIssue[]): (path: string, exact?: boolean) => string | undefined {
  const { t } = useTranslation('questions');
  return (path, exact = true) => {
    const issue = issuesAt(issues, path, exact)[0];
    if (!issue) return undefined;
    const problem = issue.code.split('.').pop() ?? '';
    return t(`issues.${issue.code}`, { defaultValue: t(`issues.problem.${problem}`, { defaultValue: t('issues.generic') }) });
  };
}
