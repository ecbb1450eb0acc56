/** Spec §9: widths under 1024 px are tablet/mobile. */
export const TABLET_BREAKPOINT_PX = 1024;

export function isCompactWidth(widthPx: number): boolean {
  return widthPx < TABLET_BREAKPOINT_PX;
}
