/** Spec §9: file sizes are shown in bytes, KB, MB or GB. */
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

export interface FileSize {
  value: number;
  unit: FileSizeUnit;
}

/** Binary steps, as operating systems other than macOS show sizes: 1 KB = 1024 bytes. */
export const FILE_SIZE_STEP = 1024;

/**
 * Bytes → the largest unit whose value is at least 1, rounded to one decimal (bytes stay whole).
 * A value that rounds up to 1024 moves to the next unit (1 MB, not 1024 KB). GB is the top unit.
 * Negative or non-finite input is a bug upstream; it shows as 0 B rather than breaking a list.
 */
export function fileSize(bytes: number): FileSize {
  if (!Number.isFinite(bytes) || bytes <= 0) return { value: 0, unit: 'B' };
  let unitIndex = 0;
  let value = bytes;
  while (unitIndex < FILE_SIZE_UNITS.length - 1 && value >= FILE_SIZE_STEP) {
    value /= FILE_SIZE_STEP;
    unitIndex += 1;
  }
  let rounded = unitIndex === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  if (rounded >= FILE_SIZE_STEP && unitIndex < FILE_SIZE_UNITS.length - 1) {
    rounded = 1;
    unitIndex += 1;
  }
  return { value: rounded, unit: FILE_SIZE_UNITS[unitIndex] ?? 'GB' };
}

/**
 * Translation key of a size, e.g. `fileSize.MB`; the catalogue writes `"{{value}} MB"` so each
 * language places and spells the unit, and the UI formats `value` with the language's decimal comma or point.
 */
export function fileSizeLabelKey(unit: FileSizeUnit): string {
  return `fileSize.${unit}`;
}
