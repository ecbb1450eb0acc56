import type { ReactElement } from 'react';

/* Hand-drawn 24×24 outline icons, stroked with currentColor so they follow the text colour. */
const ICONS = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0" />,
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.1 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m3 3 18 18" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  home: (
    <>
      <path d="m3 10.5 9-7 9 7V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1Z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  tasks: (
    <>
      <path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17" />
      <path d="M11 6h9M11 12h9M11 18h9" />
    </>
  ),
  library: (
    <>
      <path d="M4 4h3v16H4zM9 4h3v16H9z" />
      <path d="m14.5 4.8 2.9-.8 3.6 15.2-2.9.8Z" />
    </>
  ),
  book: (
    <>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5Z" />
      <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  logout: (
    <>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5M21 12H9" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
  'chevron-left': <path d="m15 6-6 6 6 6" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  alert: (
    <>
      <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4.5M12 17h.01" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5h.01" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  key: (
    <>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.3-9.3M16 7l3 3M18 5l2 2" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10 3.5 11.8 8.2 16.5 10 11.8 11.8 10 16.5 8.2 11.8 3.5 10 8.2 8.2Z" />
      <path d="M18 14.5 18.9 16.6 21 17.5 18.9 18.4 18 20.5 17.1 18.4 15 17.5 17.1 16.6Z" />
    </>
  ),
  dove: (
    <>
      <path d="M3 15c3 0 6-1.5 8-4l2-3c1-1.5 2.5-2.5 4.5-2.5L21 5l-2.5 2.5c0 6-4.5 10.5-10.5 10.5H5Z" />
      <path d="M11 11C9 9 8.5 6.5 9 4c2 1 3.3 2.6 4 4.5" />
      <path d="m8 18-2 3M12 17.5 11 21" />
    </>
  ),
  scale: (
    <>
      <path d="M12 3v18M7 21h10M5 7h14" />
      <path d="m5 7-3 7a3.5 3.5 0 0 0 6 0Z" />
      <path d="m19 7-3 7a3.5 3.5 0 0 0 6 0Z" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 2-2 0-1.5-1-2-1-3 0-1.1.9-2 2-2h2.5a4.5 4.5 0 0 0 4.5-4.5C22 5.9 17.5 3 12 3Z" />
      <circle cx="7.5" cy="11.5" r="1.2" />
      <circle cx="10" cy="7.2" r="1.2" />
      <circle cx="15" cy="7.2" r="1.2" />
    </>
  ),
  sigma: <path d="M18 5.5V4H6l6.5 8L6 20h12v-1.5" />,
  brush: (
    <>
      <path d="M19 3.5 10.5 12l2 2L21 5.5a1.4 1.4 0 0 0-2-2Z" />
      <path d="M9 13.5a3 3 0 0 0-4 2.8c0 1.7-1 2.7-2 3.2 1.2.8 2.4 1 3.5 1A4.5 4.5 0 0 0 11 16Z" />
    </>
  ),
  chip: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <rect x="9.5" y="9.5" width="5" height="5" rx="0.5" />
      <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19C4 11 9 4 20 4c0 11-6.5 16-15 15Z" />
      <path d="M5 19c3-5 6.5-8 10-10" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  map: (
    <>
      <path d="M9 4 3 6.5v13.5L9 17.5l6 2.5 6-2.5V4L15 6.5Z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </>
  ),
  column: (
    <>
      <path d="M3 8 12 3l9 5Z" />
      <path d="M4 8h16M6 8v10M10 8v10M14 8v10M18 8v10M4 18h16M3 21h18" />
    </>
  ),
  audit: (
    <>
      <path d="M9 4h6v3H9Z" />
      <path d="M9 5.5H6v15h12v-15h-3M9 11h6M9 15h4" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];


export interface IconProps {
  name: IconName;
  /** Pixels; defaults to 20. */
  size?: number;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
  strokeWidth?: number;
}

export function Icon({ name, size = 20, title, className, strokeWidth = 2 }: IconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      className={['tz-icon', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {labelled ? <title>{title}</title> : null}
      {ICONS[name]}
    </svg>
  );
}
