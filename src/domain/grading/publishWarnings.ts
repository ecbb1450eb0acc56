import { earlierPeriods, type PeriodCode, type PeriodScheme } from './periods';

export type PublishWarning =
  | { code: 'publish.unpublished-activities'; count: number }
  | { code: 'publish.unpublished-earlier-periods'; periods: PeriodCode[] };

export interface PeriodPublication {
  period: PeriodCode;
  scheme: PeriodScheme;
  /** Periods whose end-of-period grades are already published. */
  publishedPeriods: readonly PeriodCode[];
  /** Activities of the period whose grades are still unpublished. */
  unpublishedActivities: number;
}

/**
 * Spec §4: publishing end-of-period grades warns (does not forbid) when activity grades of the
 * period or grades of earlier periods are still unpublished. No warnings → publish straight away.
 */
export function periodPublishWarnings(publication: PeriodPublication): PublishWarning[] {
  const warnings: PublishWarning[] = [];
  if (publication.unpublishedActivities > 0) {
    warnings.push({ code: 'publish.unpublished-activities', count: publication.unpublishedActivities });
  }
  const missing = earlierPeriods(publication.period, publication.scheme).filter((p) => !publication.publishedPeriods.includes(p));
  if (missing.length > 0) warnings.push({ code: 'publish.unpublished-earlier-periods', periods: missing });
  return warnings;
}

/** An activity (gradable item) of the gradebook as far as publishing is concerned. */
export interface ActivityPublication {
  period: PeriodCode;
  /** The teacher published this activity's grades. */
  published: boolean;
  /** How many students have a score for it: with none there is nothing to publish. */
  scored: number;
}

/**
 * The activities of `period` with grades still hidden (ADR 0135): unpublished and scored for at
 * least one student. An activity belongs to one period only; the annual period's activities are
 * the ones graded for the annual period, the periods before it are covered by the other warning.
 */
export function unpublishedActivityCount(activities: readonly ActivityPublication[], period: PeriodCode): number {
  return activities.filter((a) => a.period === period && !a.published && a.scored > 0).length;
}

/** `periodPublishWarnings` with the unpublished activities counted from the gradebook's activities. */
export function periodPublishWarningsFor(
  period: PeriodCode,
  scheme: PeriodScheme,
  publishedPeriods: readonly PeriodCode[],
  activities: readonly ActivityPublication[],
): PublishWarning[] {
  return periodPublishWarnings({ period, scheme, publishedPeriods, unpublishedActivities: unpublishedActivityCount(activities, period) });
}
