import type { PeriodPublicationAnswerDto } from '@contract/gradebook';
import { periodOfScheme } from '@domain/gradebook/gradebookSetup';
import { itemsPublishedWithPeriod } from '@domain/gradebook/publishing';
import { periodPublishWarningsFor } from '@domain/grading/publishWarnings';
import type { Repositories } from '../../plugins/app/repositories';
import type { GradebookContextRow } from '../../repositories/GradebookRepository';
import { periodActivities, publishedPeriodsOf, schemeFrom, schemeOf } from '../../queries/gradebook/gradebookGrid';
import { notifyPeriodGradesPublished } from '../notifications/notify';
import { invalid } from './setupChecks';

export interface PublishPeriod {
  gradebook: GradebookContextRow;
  /** As typed in the path: a code of the course's scheme, or annual (else 400 /period). */
  period: string;
  published: boolean;
  at: Date;
}

/**
 * A teacher publishes a period's final grades, and with them every unpublished item and column of the period, or
 * hides the period's grades again (its items stay published). The settings row is locked: the scheme it holds decides.
 * `warnings` are the domain's, as they stood before publishing.
 */
export async function publishPeriod(repos: Repositories, command: PublishPeriod): Promise<PeriodPublicationAnswerDto> {
  const { courseGuid } = command.gradebook;
  const asked = periodOfScheme(command.period, schemeOf(command.gradebook));
  if (asked.err) throw invalid('/period', asked.val.code);
  const setup = repos.gradebookSetup;
  const settings = await setup.lockSettings(courseGuid);
  const scheme = schemeFrom(settings.periodScheme);
  // The scheme may have changed since the access read; the locked row decides.
  const period = periodOfScheme(asked.val, scheme);
  if (period.err) throw invalid('/period', period.val.code);
  const stored = settings.publishedPeriods;
  if (!command.published) {
    const next = stored.filter((p) => p !== period.val);
    if (next.length !== stored.length) await setup.setPublishedPeriods(courseGuid, next);
    return { period: period.val, published: false, published_periods: publishedPeriodsOf(next), items_published: 0, warnings: [] };
  }
  const activities = periodActivities(await repos.gradebook.grid(courseGuid, { attempt: 'last' }), scheme);
  const warnings = periodPublishWarningsFor(period.val, scheme, publishedPeriodsOf(stored), activities);
  const own = itemsPublishedWithPeriod(period.val, scheme, activities);
  const itemsPublished = await setup.publishMany(
    courseGuid,
    { items: own.filter((o) => o.item.kind === 'item').map((o) => o.item.guid), columns: own.filter((o) => o.item.kind === 'column').map((o) => o.item.guid) },
    command.at,
  );
  const next = stored.includes(period.val) ? stored : [...stored, period.val];
  if (next !== stored) await setup.setPublishedPeriods(courseGuid, next);
  await notifyPeriodGradesPublished(repos, courseGuid, period.val, command.at);
  return { period: period.val, published: true, published_periods: publishedPeriodsOf(next), items_published: itemsPublished, warnings };
}
