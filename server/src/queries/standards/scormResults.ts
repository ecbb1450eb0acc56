import type { FastifyInstance } from 'fastify';
import type { ScormResultsAnswerDto } from '@contract/scorm';
import type { ItemAccess } from '../../policies/coursePolicy';
import { scormData } from '../../commands/standards/addScormPackage';

const COMPLETIONS = ['not-attempted', 'incomplete', 'completed', 'unknown'] as const;
const SUCCESSES = ['passed', 'failed', 'unknown'] as const;
const completionOf = (value: string | undefined) => COMPLETIONS.find((c) => c === value) ?? 'not-attempted';
const successOf = (value: string | undefined) => SUCCESSES.find((s) => s === value) ?? 'unknown';

/** The teacher's table: every student of the course, with or without a record. */
export async function scormResults(app: FastifyInstance, item: ItemAccess): Promise<ScormResultsAnswerDto> {
  const data = scormData(item);
  const rows = await app.repos.scorm.results(item.courseGuid, item.itemGuid);
  return {
    item: { guid: item.itemGuid, name: item.itemName, course_guid: item.courseGuid, version: data.version },
    students: rows.map((row) => ({
      user_guid: row.userGuid,
      name: row.name,
      lastname: row.lastname,
      completion: completionOf(row.completion),
      success: successOf(row.success),
      score: row.scoreScaled === null || row.scoreScaled === undefined ? null : Math.round(row.scoreScaled * 10_000) / 100,
      total_seconds: (row.priorSeconds ?? 0) + (row.sessionSeconds ?? 0),
      sessions: row.sessions ?? 0,
      updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
    })),
  };
}
