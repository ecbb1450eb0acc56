/** A piece of text: plain, or a TeX formula (without its delimiters). */
export type TextSegment = { kind: 'text'; value: string } | { kind: 'math'; tex: string; display: boolean; source: string };

const isSpace = (char: string | undefined) => char === undefined || /\s/u.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Index of `closing` at or after `from`, skipping backslash-escaped characters; -1 when absent. */
function findClosing(text: string, closing: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\' && !closing.startsWith('\\')) {
      index += 1;
      continue;
    }
    if (text.startsWith(closing, index)) return index;
  }
  return -1;
}

/** Closing `$` of an inline formula: not after a space, not before a digit (so "$5 and $10" stays text). */
function findInlineClosing(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (char === '$') {
      if (!isSpace(text[index - 1]) && !isDigit(text[index + 1])) return index;
      return -1;
    }
  }
  return -1;
}

/**
 * Splits text into plain parts and formulas written as `$…$` (inline), `$$…$$` (display),
 * `\(…\)` (inline) and `\[…\]` (display). `\$` is a literal dollar. Unclosed delimiters stay text.
 */
export function findFormulas(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = '';
  const pushMath = (tex: string, display: boolean, source: string) => {
    if (plain !== '') segments.push({ kind: 'text', value: plain });
    plain = '';
    segments.push({ kind: 'math', tex: tex.trim(), display, source });
  };

  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const next = text[index + 1];
    if (char === '\\' && next === '$') {
      plain += '$';
      index += 2;
      continue;
    }
    if (char === '\\' && (next === '(' || next === '[')) {
      const closing = next === '(' ? '\\)' : '\\]';
      const end = findClosing(text, closing, index + 2);
      if (end > index + 2) {
        pushMath(text.slice(index + 2, end), next === '[', text.slice(index, end + 2));
        index = end + 2;
        continue;
      }
    }
    if (char === '$' && next === '$') {
      const end = findClosing(text, '$$', index + 2);
      if (end > index + 2 && text.slice(index + 2, end).trim() !== '') {
        pushMath(text.slice(index + 2, end), true, text.slice(index, end + 2));
        index = end + 2;
        continue;
      }
      plain += '$$';
      index += 2;
      continue;
    }
    if (char === '$' && !isSpace(next)) {
      const end = findInlineClosing(text, index + 1);
      if (end > index + 1) {
        pushMath(text.slice(index + 1, end), false, text.slice(index, end + 1));
        index = end + 1;
        continue;
      }
    }
    plain += char;
    index += 1;
  }
  if (plain !== '') segments.push({ kind: 'text', value: plain });
  return segments;
}

/** Whether the text holds at least one formula. */
export function hasFormula(text: string): boolean {
  return findFormulas(text).some((segment) => segment.kind === 'math');
}
