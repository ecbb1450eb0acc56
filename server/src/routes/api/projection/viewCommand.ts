import type { ProjectionCommandMessageDto } from '@contract/projection';
import type { ViewCommand } from '@domain/projection/projectionView';

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
