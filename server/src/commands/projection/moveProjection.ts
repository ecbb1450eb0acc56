import { applyCommand, type ProjectionCommand } from '@domain/projection/projection';
import { applyMeasure, type ItemMeasure } from '@domain/projection/projectionView';
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

/**
 * What the projector learnt of the item it opened (ADR 0526): kept in the view of that item when it is still on screen;
 * a report on another item (it arrived after a move) is ignored, and one that changes nothing writes nothing. Answers
 * false when the projection is gone.
 */
export async function measureProjection(repos: Repositories, guid: string, itemGuid: string, measure: ItemMeasure): Promise<boolean> {
  const row = await repos.projection.lock(guid);
  if (!row) return false;
  const { items } = await repos.projection.lessonContent(row.lessonGuid);
  const index = items.findIndex((item) => item.guid === itemGuid.toLowerCase());
  const current = { current: row.current, blank: row.blank, ...(row.view ? { view: row.view } : {}), ...(row.timer ? { timer: row.timer } : {}) };
  const next = applyMeasure(current, index, measure);
  if (next !== current) await repos.projection.move(guid, next);
  return true;
}
