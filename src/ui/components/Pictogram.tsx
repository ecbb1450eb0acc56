import type { ReactElement } from 'react';
import type { NavEntry } from '@domain/identity/kidsMode';

/*
 * Kids mode's pictograms (ADR 0536): filled, coloured 32×32 drawings beside a label a child may not read yet. Always
 * decorative — the label beside them is the accessible name — so they are hidden from assistive technology.
 */
const PICTOGRAMS: Record<NavEntry, ReactElement> = {
  home: (
    <>
      <rect x="2" y="2" width="28" height="28" rx="8" fill="#fde68a" />
      <path d="M16 6 5 15h3v10h6v-6h4v6h6V15h3Z" fill="#b45309" />
      <rect x="14" y="19" width="4" height="6" fill="#fef3c7" />
    </>
  ),
  tasks: (
    <>
      <rect x="2" y="2" width="28" height="28" rx="8" fill="#bbf7d0" />
      <rect x="8" y="6" width="16" height="21" rx="2" fill="#ffffff" stroke="#15803d" strokeWidth="2" />
      <path d="m11 13 2 2 4-4M11 21l2 2 4-4" fill="none" stroke="#15803d" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="12" y="4" width="8" height="4" rx="1.5" fill="#15803d" />
    </>
  ),
  calendar: (
    <>
      <rect x="2" y="2" width="28" height="28" rx="8" fill="#bfdbfe" />
      <rect x="7" y="9" width="18" height="16" rx="2" fill="#ffffff" stroke="#1d4ed8" strokeWidth="2" />
      <path d="M7 14h18" stroke="#1d4ed8" strokeWidth="2" />
      <circle cx="16" cy="19.5" r="2.5" fill="#ef4444" />
    </>
  ),
  library: (
    <>
      <rect x="2" y="2" width="28" height="28" rx="8" fill="#e9d5ff" />
      <rect x="8" y="7" width="5" height="18" rx="1" fill="#7c3aed" />
      <rect x="14" y="7" width="5" height="18" rx="1" fill="#a855f7" />
      <path d="m20 8.5 3.5-1 3 16-3.5 1Z" fill="#6d28d9" />
    </>
  ),
};

export function Pictogram({ name, className }: { name: NavEntry; className?: string }) {
  return (
    <svg className={['tz-pictogram', className].filter(Boolean).join(' ')} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      {PICTOGRAMS[name]}
    </svg>
  );
}
