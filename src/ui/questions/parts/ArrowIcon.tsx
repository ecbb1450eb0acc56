/** Up/down arrow (the design system has only chevrons sideways): decorative, the button carries the name. */
export function ArrowIcon({ direction, size = 18 }: { direction: 'up' | 'down'; size?: number }) {
  return (
    <svg className="tz-icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {direction === 'up' ? <path d="M12 19V5M5 12l7-7 7 7" /> : <path d="M12 5v14M19 12l-7 7-7-7" />}
    </svg>
  );
}
