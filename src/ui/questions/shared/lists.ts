import { normaliseTypedText } from '@domain/assessments/scoring';

/** The first `<prefix><n>` (n from 1) not used yet: ids stay short and stable while editing. */
export function nextId(existing: readonly string[], prefix: string): string {
  const used = new Set(existing);
  for (let n = 1; ; n += 1) {
    const id = `${prefix}${n}`;
    if (!used.has(id)) return id;
  }
}

/** A copy of `list` with the element at `index` moved by `delta` places (unchanged at the edges). */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** Comparison of typed text with the domain's rule (trimmed, inner whitespace collapsed, case-insensitive unless asked). */
export function sameText(a: string, b: string, caseSensitive = false): boolean {
  return normaliseTypedText(a, caseSensitive) === normaliseTypedText(b, caseSensitive);
}

/** A number rounded to one decimal (image positions in percent). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
