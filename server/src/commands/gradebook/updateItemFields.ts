import type { GradebookItemDto, ItemFieldsBodyDto } from '@contract/gradebook';
import { checkColumnName } from '@domain/gradebook/gradebookSetup';
import { conflict, notFound } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';
import type { GradebookContextRow } from '../../repositories/GradebookRepository';
import { invalid, itemAnswer, itemFieldsOf, lockCourseCategory, requireSomeField } from './setupChecks';

export interface UpdateItemFields {
  gradebook: GradebookContextRow;
  itemGuid: string;
  body: ItemFieldsBodyDto;
}

/**
 * A teacher sets the gradebook fields of a lesson item or a manual column, the target locked: `name` and `max_score`
 * are a column's only (400 gradebook.lesson-item-field); a max score below a score the column holds is 409
 * SCORES_ABOVE_MAX; a lesson item's due date is its own (the lesson page shows the same one).
 */
export async function updateItemFields(repos: Repositories, command: UpdateItemFields): Promise<GradebookItemDto> {
  const { body, gradebook } = command;
  requireSomeField(body);
  const fields = itemFieldsOf(gradebook, body);
  let name: string | undefined;
  if (body.name !== undefined) {
    const checked = checkColumnName(body.name);
    if (checked.err) throw invalid('/name', checked.val.code);
    name = checked.val;
  }
  const target = await repos.gradebook.lockTarget(gradebook.courseGuid, command.itemGuid.toLowerCase());
  if (!target) throw notFound();
  if (fields.categoryGuid !== undefined) await lockCourseCategory(repos, gradebook.courseGuid, fields.categoryGuid);
  const setup = repos.gradebookSetup;
  if (target.kind === 'item') {
    if (body.name !== undefined) throw invalid('/name', 'gradebook.lesson-item-field');
    if (body.max_score !== undefined) throw invalid('/max_score', 'gradebook.lesson-item-field');
    const { deliverAt, ...gradebookFields } = fields;
    await setup.saveItemFields(target.guid, gradebookFields);
    if (deliverAt !== undefined) await setup.saveItemDeliverAt(target.guid, deliverAt);
  } else {
    if (body.max_score !== undefined && (await setup.columnHasScoreAbove(target.guid, body.max_score))) throw conflict('SCORES_ABOVE_MAX');
    await setup.saveColumn(target.guid, { ...fields, name, maxScore: body.max_score });
  }
  return itemAnswer(repos, gradebook, target.guid);
}
