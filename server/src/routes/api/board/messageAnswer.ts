import type { FastifyInstance } from 'fastify';
import type { MessageDto } from '@contract/board';
import { notFound } from '../../../errors/ApiError';
import type { Caller } from '../../../plugins/app/Caller';
import type { CourseRelation } from '../../../policies/coursePolicy';
import { messageAnswer } from '../../../queries/board/messages';
import { fileLinks } from '../../../storage/media';

/** The message as the caller now reads it, its files' URLs signed for them. */
export async function answer(app: FastifyInstance, messageGuid: string, caller: Caller, relation: CourseRelation, preview = false): Promise<MessageDto> {
  const tenant = await app.repos.tenants.findById(caller.tenantId);
  const flags = { hideTeacher: tenant?.flags.hideTeacher ?? false };
  const message = await messageAnswer(app.repos, messageGuid, { guid: caller.guid, relation, flags, preview, link: await fileLinks(app) });
  if (!message) throw notFound();
  return message;
}
