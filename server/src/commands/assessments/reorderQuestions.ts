import { isPermutation } from '@domain/lessons/ordering';
import { badRequest, conflict } from '../../errors/ApiError';
import type { Repositories } from '../../plugins/app/repositories';

export interface ReorderQuestions {
  itemGuid: string;
  /** Every question of the assessment, in the new order. */
  guids: readonly string[];
}

/**
 * A teacher reorders an assessment's questions, in the caller's transaction: nothing is written unless `guids` is a
 * permutation of all of them (400 at /guids) and no attempt exists (409 QUESTIONS_LOCKED).
 */
export async function reorderQuestions(repos: Repositories, command: ReorderQuestions): Promise<void> {
  const guids = command.guids.map((guid) => guid.toLowerCase());
  await repos.questions.lockItem(command.itemGuid);
  if (!isPermutation(await repos.questions.guidsOf(command.itemGuid), guids)) {
    throw badRequest('VALIDATION_FAILED', [{ path: '/guids', message: 'must list every question of the assessment exactly once' }]);
  }
  if (await repos.questions.hasAttempts(command.itemGuid)) throw conflict('QUESTIONS_LOCKED');
  await repos.questions.order(guids);
}
