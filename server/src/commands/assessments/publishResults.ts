import type { PublicationAnswerDto } from '@contract/attempts';
import type { Repositories } from '../../plugins/app/repositories';
import { notifyItemGradesPublished } from '../notifications/notify';
import type { AssessmentAccess } from '../../policies/assessmentPolicy';

/** A teacher publishes the assessment's grades to its students (told once, ADR 0512), or withdraws them; publishing again keeps the first time. */
export async function publishResults(repos: Repositories, assessment: Pick<AssessmentAccess, 'itemGuid' | 'gradesPublishedAt'>, published: boolean, now: Date): Promise<PublicationAnswerDto> {
  const publishedAt = published ? (assessment.gradesPublishedAt ?? now) : null;
  await repos.attempts.setGradesPublishedAt(assessment.itemGuid, publishedAt);
  if (publishedAt !== null) await notifyItemGradesPublished(repos, assessment.itemGuid, now);
  return { grades_published_at: publishedAt === null ? null : publishedAt.toISOString() };
}
