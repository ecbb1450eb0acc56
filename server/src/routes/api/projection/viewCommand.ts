import type { ProjectionCommandMessageDto } from '@contract/projection';
import { measureFits, type ItemMeasure, type ViewCommand } from '@domain/projection/projectionView';

/** A socket message about the item's view or the timer (ADR 0524) as the domain's command; undefined when incomplete. */
export function viewCommand(message: ProjectionCommandMessageDto): ViewCommand | undefined {
  const { direction, action, seconds } = message;
  switch (message.type) {
    case 'zoom':
      return direction === 'in' || direction === 'out' || direction === 'reset' ? { kind: 'zoom', direction } : undefined;
    case 'page':
      return direction === 'next' || direction === 'previous' ? { kind: 'page', direction } : undefined;
    case 'media':
      if (action === 'play' || action === 'pause' || action === 'restart') return { kind: 'media', action };
      return action === 'skip' && seconds !== undefined && seconds !== 0 ? { kind: 'media', action, seconds } : undefined;
    case 'timer':
      if (action === 'start' || action === 'pause') return { kind: 'timer', action };
      return action === 'reset' && seconds !== undefined && seconds >= 0 ? { kind: 'timer', action, seconds } : undefined;
    default:
      return undefined;
  }
}

/** A projector's `measured` message as the item it names and what it measured; undefined when it does not fit (ADR 0526). */
export function measuredReport(message: ProjectionCommandMessageDto): { itemGuid: string; measure: ItemMeasure } | undefined {
  if (message.type !== 'measured' || message.item_guid === undefined) return undefined;
  const measure: ItemMeasure = {};
  if (message.page_count !== undefined) measure.pages = message.page_count;
  if (message.length_seconds !== undefined) measure.seconds = message.length_seconds;
  return measureFits(measure) ? { itemGuid: message.item_guid, measure } : undefined;
}
