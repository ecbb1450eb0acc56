import type { ElementType, ReactNode } from 'react';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render; defaults to span. */
  as?: ElementType;
  id?: string;
}

/** Text read by assistive technology but not shown (uses the global .visually-hidden class). */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className="visually-hidden" id={id}>
      {children}
    </Tag>
  );
}
