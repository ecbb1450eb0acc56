/** A piece of a gap text: plain text, or a gap with what is written between its brackets. */
export type GapSegment = { kind: 'text'; text: string } | { kind: 'gap'; index: number; raw: string };

/**
 * "El [[agua]] hierve" → text "El ", gap 0 "agua", text " hierve". `\[[` is a literal "[[".
 * A "[[" that is never closed is plain text; a gap's raw text is never trimmed here.
 */
export function parseGapText(text: string): GapSegment[] {
  const segments: GapSegment[] = [];
  let plain = '';
  let gaps = 0;
  let at = 0;
  while (at < text.length) {
    if (text.startsWith('\\[[', at)) {
      plain += '[[';
      at += 3;
      continue;
    }
    if (text.startsWith('[[', at)) {
      const end = text.indexOf(']]', at + 2);
      if (end >= 0) {
        if (plain !== '') segments.push({ kind: 'text', text: plain });
        plain = '';
        segments.push({ kind: 'gap', index: gaps, raw: text.slice(at + 2, end) });
        gaps += 1;
        at = end + 2;
        continue;
      }
    }
    plain += text.charAt(at);
    at += 1;
  }
  if (plain !== '') segments.push({ kind: 'text', text: plain });
  return segments;
}

/** The gaps of a gap text, in order. */
export function gapsOf(text: string): { index: number; raw: string }[] {
  return parseGapText(text).flatMap((s) => (s.kind === 'gap' ? [{ index: s.index, raw: s.raw }] : []));
}

/** One word of a QT_18 text: letters and digits, with inner apostrophes or hyphens ("l'eau", "bien-être"). */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Whether `raw` is exactly one word (surrounding spaces aside). */
export function isOneWord(raw: string): boolean {
  const trimmed = raw.trim();
  const words = trimmed.match(WORD_PATTERN) ?? [];
  return words.length === 1 && words[0] === trimmed;
}

/**
 * A QT_18 text cut into words for the player: separators.length = words.length + 1, and
 * s0 w0 s1 w1 … wn-1 sn is the text without brackets. `marked` are the indices of the gap words
 * (the key). A gap is always a word of its own, even when glued to a letter ("ab[[c]]").
 */
export function splitHighlightText(text: string): { words: string[]; separators: string[]; marked: number[] } {
  const words: string[] = [];
  const separators: string[] = [];
  const marked: number[] = [];
  let separator = '';
  const word = (w: string, isMarked: boolean): void => {
    separators.push(separator);
    separator = '';
    if (isMarked) marked.push(words.length);
    words.push(w);
  };
  for (const segment of parseGapText(text)) {
    if (segment.kind === 'gap') {
      const trimmed = segment.raw.trim();
      const lead = segment.raw.slice(0, segment.raw.indexOf(trimmed));
      separator += lead;
      if (trimmed !== '') word(trimmed, true);
      separator += segment.raw.slice(lead.length + trimmed.length);
      continue;
    }
    let at = 0;
    for (const match of segment.text.matchAll(WORD_PATTERN)) {
      separator += segment.text.slice(at, match.index);
      word(match[0], false);
      at = match.index + match[0].length;
    }
    separator += segment.text.slice(at);
  }
  separators.push(separator);
  return { words, separators, marked };
}
