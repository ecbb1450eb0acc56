import type { ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  children: ReactNode;
  /** Optional heading; rendered at `titleLevel` (default h3). */
  title?: ReactNode;
  titleLevel?: 2 | 3 | 4;
  /** Shown at the right of the title (e.g. a badge or a menu). */
  headerAction?: ReactNode;
  footer?: ReactNode;
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: 'normal' | 'compact' | 'flush';
  /** Lifts on hover/focus, for cards that hold a link. */
  interactive?: boolean;
  className?: string;
  'aria-labelledby'?: string;
}

export function Card({ children, title, titleLevel = 3, headerAction, footer, as: Tag = 'div', padding = 'normal', interactive = false, className, ...aria }: CardProps) {
  const Heading = `h${titleLevel}` as const;
  const classes = ['tz-card', padding !== 'normal' ? `tz-card--${padding}` : '', interactive ? 'tz-card--interactive' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag className={classes} {...aria}>
      {title !== undefined || headerAction !== undefined ? (
        <div className="tz-card__header">
          {title !== undefined ? <Heading className="tz-card__title">{title}</Heading> : <span />}
          {headerAction}
        </div>
      ) : null}
      {children}
      {footer !== undefined ? <div className="tz-card__footer">{footer}</div> : null}
    </Tag>
  );
}
