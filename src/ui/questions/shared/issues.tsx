import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '@domain/assessments/questionModel';
import { FieldError } from '@ui/components/FieldError';

// Issue codes are `question.<field>.<problem>` (the domain's validateQuestionData). Their wording lives in two
// catalogues: `questions` (types QT_1–QT_11: one text per field, the first issue's) and `questionsMore` (QT_12–QT_21:
// every distinct text of the field, joined).

/** Issues whose path is `path` (exact) or, with `deep`, anything under it. */
export function issuesAt(issues: readonly ValidationIssue[], path: string, deep = false): ValidationIssue[] {
  return issues.filter((issue) => issue.path === path || (deep && issue.path.startsWith(`${path}/`)));
}

/**
 * The `questions` text of the first issue at a path: `issues.<code>`, else the problem's general wording
 * `issues.problem.<problem>`, else a generic message. Exact by default, so a list's own issue is not repeated on each
 * of its rows.
 */
export function useIssueText(issues: readonly ValidationIssue[]): (path: string, exact?: boolean) => string | undefined {
  const { t } = useTranslation('questions');
  return (path, exact = true) => {
    const issue = issuesAt(issues, path, !exact)[0];
    if (!issue) return undefined;
    const problem = issue.code.split('.').pop() ?? '';
    return t(`issues.${issue.code}`, { defaultValue: t(`issues.problem.${problem}`, { defaultValue: t('issues.generic') }) });
  };
}

/**
 * The `questionsMore` text of some issues: each one's `issues.<code>`, else its problem's message
 * (`problems.<problem>`), else a generic one, the distinct texts joined.
 */
export function useIssueListText(): (issues: readonly ValidationIssue[]) => string | undefined {
  const { t } = useTranslation('questionsMore');
  return (issues) => {
    if (issues.length === 0) return undefined;
    const texts = issues.map((issue) => t([`issues.${issue.code}`, `problems.${issue.code.split('.').slice(2).join('.')}`, 'issues.generic']));
    return [...new Set(texts)].join(' ');
  };
}

/** The `questionsMore` texts at a pointer (exact unless `exact` is false), for the shared list editor. */
export function useIssueTextAt(issues: readonly ValidationIssue[]): (path: string, exact?: boolean) => string | undefined {
  const text = useIssueListText();
  return (path, exact = true) => text(issuesAt(issues, path, !exact));
}

/** `questionsMore` issues shown next to a group of fields (a list, a text), announced when they appear. */
export function FieldIssues({ issues, id }: { issues: readonly ValidationIssue[]; id?: string }) {
  return <FieldError id={id} message={useIssueListText()(issues)} />;
}
