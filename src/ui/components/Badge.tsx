import type { ReactNode } from 'react';
import './Badge.css';

export type BadgeTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** A short status label. The text must carry the meaning; the colour only reinforces it. */
export function Badge({ tone = 'neutral', children, icon, className }: BadgeProps) {
  return (
    <span className={['tz-badge', `tz-badge--${tone}`, className].filter(Boolean).join(' ')}>
      {icon}
      {children}
    </span>
  );
}
