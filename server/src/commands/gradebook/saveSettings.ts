import { Value } from '@sinclair/typebox/value';
import { GradeScaleBody, type SettingsAnswerDto, type SettingsBodyDto } from '@contract/gradebook';
import { checkGradeScale, type GradeScale } from '@domain/gradebook/gradeScales';
import { periodsOfScheme } from '@domain/grading/periods';
import type { Repositories } from '../../plugins/app/repositories';
import { publishedPeriodsOf, scaleDto, scaleFrom, schemeFrom } from '../../queries/gradebook/gradebookGrid';
import { invalid, requireSomeField } from './setupChecks';

export interface SaveSettings {
  courseGuid: string;
  body: SettingsBodyDto;
}

/** A domain GradeScale with only its own fields (the body keeps whatever else a client sent). */
function cleanScale(scale: GradeScale): GradeScale {
  switch (scale.kind) {
    case 'numeric':
      return { kind: 'numeric', max: scale.max, decimals: scale.decimals };
    case 'pass-fail':
      return { kind: 'pass-fail', passPercent: scale.passPercent };
    case 'letters':
      return { kind: 'letters', bands: scale.bands.map((b) => ({ label: b.label, minPercent: b.minPercent })) };
    case 'custom':
      return { kind: 'custom', max: scale.max, levels: scale.levels.map((l) => ({ label: l.label, value: l.value })) };
  }
}

/** The body's scale checked against the contract's GradeScaleBody, then by the domain's `checkGradeScale` (400 at /scale). */
function scaleOfBody(raw: unknown): GradeScale {
  const shape = Value.Errors(GradeScaleBody, raw).First();
  if (shape !== undefined) throw invalid(`/scale${shape.path}`, shape.message);
  const checked = checkGradeScale(raw as GradeScale);
  if (checked.err) throw invalid('/scale', checked.val.code);
  return cleanScale(checked.val);
}

/**
 * A teacher sets the course's period scheme, final-grade scale and drop-lowest (one upsert). A new scheme keeps every
 * item's period code and drops the published periods it does not have.
 */
export async function saveSettings(repos: Repositories, command: SaveSettings): Promise<SettingsAnswerDto> {
  const { body } = command;
  requireSomeField(body);
  const scale = body.scale === undefined ? undefined : scaleOfBody(body.scale);
  const row = await repos.gradebookSetup.saveSettings(command.courseGuid, {
    periodScheme: body.period_scheme,
    scale: scale === undefined ? undefined : { ...scale },
    dropLowest: body.drop_lowest,
    keepPeriods: body.period_scheme === undefined ? undefined : periodsOfScheme(body.period_scheme),
  });
  const scheme = schemeFrom(row.periodScheme);
  return {
    period_scheme: scheme,
    periods: periodsOfScheme(scheme),
    scale: scaleDto(scaleFrom(row.scale)),
    drop_lowest: row.dropLowest,
    published_periods: publishedPeriodsOf(row.publishedPeriods),
  };
}
