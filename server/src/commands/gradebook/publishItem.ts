import type { ItemPublicationAnswerDto } from '@contract/gradebook';
import { notFound } from '../../errors/ApiError';
import { notifyItemGradesPublished } from '../notifications/notify';
import type { Repositories } from '../../plugins/app/repositories';

export interface PublishItem {
  courseGuid: string;
  itemGuid: string;
  published: boolean;
  at: Date;
}

/**
 * A teacher publishes (or withdraws) one gradable item's or column's grades to its students; publishing again keeps
 * the first instant. Once published, the activity is view-only for students (ADR 0234), and they are told once (ADR 0512).
 */
export async function publishItem(repos: Repositories, command: PublishItem): Promise<ItemPublicationAnswerDto> {
  const itemGuid = command.itemGuid.toLowerCase();
  const result = await repos.gradebookSetup.publishOne(command.courseGuid, itemGuid, command.published, command.at);
  if (!result) throw notFound();
  if (result.publishedAt !== null) await notifyItemGradesPublished(repos, itemGuid, command.at);
  return { item_guid: itemGuid, published: result.publishedAt !== null, grades_published_at: result.publishedAt?.toISOString() ?? null };
}
