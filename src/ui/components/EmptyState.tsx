import type { ReactNode } from 'react';
import { Icon } from '@ui/components/Icon';
import type { IconName } from '@ui/components/Icon';
import './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** e.g. a Button or a Link styled with buttonClassName. */
  action?: ReactNode;
  icon?: IconName;
  /** Heading level of the title (default h2). */
  titleLevel?: 2 | 3 | 4;
}

export function EmptyState({ title, description, action, icon = 'sparkles', titleLevel = 2 }: EmptyStateProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div className="tz-state">
      <span className="tz-state__icon">
        <Icon name={icon} size={28} />
      </span>
      <Heading className="tz-state__title">{title}</Heading>
      {description ? <p className="tz-state__description">{description}</p> : null}
      {action ? <div className="tz-state__action">{action}</div> : null}
    </div>
  );
}
