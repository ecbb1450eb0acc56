import type { ReactNode } from 'react';

/* The toolbar's pictures: letters and simple strokes, decorative (each button has its aria-label). */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg className="rt-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Letters drawn by CSS (`content: attr(data-glyph)`): not text, so the button's name is its aria-label alone (WCAG 2.5.3). */
function Glyph({ text, className }: { text: string; className?: string }) {
  return <span className={`rt-glyph${className ? ` ${className}` : ''}`} data-glyph={text} aria-hidden="true" />;
}

export const TOOLBAR_ICONS = {
  heading2: <Glyph text="H2" />,
  heading3: <Glyph text="H3" />,
  bold: <Glyph text="B" className="rt-glyph--bold" />,
  italic: <Glyph text="I" className="rt-glyph--italic" />,
  underline: <Glyph text="U" className="rt-glyph--underline" />,
  bulletList: (
    <Svg>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </Svg>
  ),
  orderedList: (
    <Svg>
      <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5 4v4M3.8 14.2c.3-.7 2.2-.9 2.2.3 0 1-2.2 1.8-2.2 3h2.3" />
    </Svg>
  ),
  link: (
    <Svg>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Svg>
  ),
  image: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="m21 16-5-5-9 9" />
    </Svg>
  ),
  table: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M3 10h18M3 15h18M9 4v16M15 4v16" />
    </Svg>
  ),
  formula: <Glyph text="∑" />,
  addRow: <Glyph text="+⤓" />,
  addColumn: <Glyph text="+⇥" />,
  deleteRow: <Glyph text="−⤓" />,
  deleteColumn: <Glyph text="−⇥" />,
  deleteTable: (
    <Svg>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="m8 9 8 6M16 9l-8 6" />
    </Svg>
  ),
  undo: (
    <Svg>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
    </Svg>
  ),
  redo: (
    <Svg>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H10a6 6 0 0 0 0 12h3" />
    </Svg>
  ),
} as const;
