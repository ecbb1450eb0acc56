import { applyCommand, type ProjectionCommand } from '@domain/projection/projection';
import type { Repositories } from '../../plugins/app/repositories';

/**
 * Applies a remote's command to a projection (locked, so two remotes' taps apply one after the other). Its commit
 * notifies every process, which send the new state to their sockets. Answers false when the projection is gone.
 */
export async function moveProjection(repos: Repositories, guid: string, command: ProjectionCommand): Promise<boolean> {
  const row = await repos.projection.lock(guid);
  if (!row) return false;
  const { items } = await repos.projection.lessonContent(row.lessonGuid);
  const next = applyCommand({ current: row.current, blank: row.blank }, items.length, command);
  await repos.projection.move(guid, next);
  return true;
}
