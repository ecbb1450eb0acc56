import type { ReactNode } from 'react';
import { usePageTitle } from '@ui/app/usePageTitle';

/**
 * The page's one h1. It names the document and receives focus after navigation (see AppShell),
 * so screen-reader users hear where they arrived.
 */
export function PageHeading({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  usePageTitle(title);
  return (
    <h1 tabIndex={-1} data-page-heading="" className={className}>
      {children ?? title}
    </h1>
  );
}
