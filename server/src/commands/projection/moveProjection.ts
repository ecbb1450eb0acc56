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
  const current = { current: row.current, blank: row.blank, ...(row.view ? { view: row.view } : {}), ...(row.timer ? { timer: row.timer } : {}) };
  const next = applyCommand(current, items.length, command, { now: Date.now(), pageCount: items[row.current]?.pages });
  await repos.projection.move(guid, next);
  return true;
}
