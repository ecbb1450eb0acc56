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
