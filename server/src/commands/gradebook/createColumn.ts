import type { ColumnBodyDto, GradebookItemDto } from '@contract/gradebook';
import { checkColumnName } from '@domain/gradebook/gradebookSetup';
import type { Caller } from '../../plugins/app/Caller';
import type { Repositories } from '../../plugins/app/repositories';
import type { GradebookContextRow } from '../../repositories/GradebookRepository';
import { invalid, itemAnswer, itemFieldsOf, lockCourseCategory } from './setupChecks';

export interface CreateColumn {
  gradebook: GradebookContextRow;
  body: ColumnBodyDto;
}

/** A teacher adds a manual column (an oral exam, a notebook check…), last of the course's columns. */
export async function createColumn(repos: Repositories, actor: Caller, command: CreateColumn): Promise<GradebookItemDto> {
  const { body, gradebook } = command;
  const name = checkColumnName(body.name);
  if (name.err) throw invalid('/name', name.val.code);
  const fields = itemFieldsOf(gradebook, body);
  // The course lock also gives two columns created at once their own positions.
  await lockCourseCategory(repos, gradebook.courseGuid, fields.categoryGuid);
  const guid = await repos.gradebookSetup.insertColumn(gradebook.courseGuid, { ...fields, name: name.val, maxScore: body.max_score, createdBy: actor.guid });
  return itemAnswer(repos, gradebook, guid);
}
