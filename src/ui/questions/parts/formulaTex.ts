/**
 * A typed formula ("2(x+1)^2 / sqrt(y)") written as TeX for a preview. Not a parser of record (the domain's
 * parseFormula decides what is valid): it only makes what was typed easy to read, and never throws.
 */
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'ln', 'log', 'exp']);

type Token = { kind: 'num' | 'name' | 'op' | 'open' | 'close' | 'other'; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /(\d+(?:[.,]\d+)?|[.,]\d+)|([A-Za-z]+)|([+\-−*·×/^=])|(\()|(\))|(\s+)|(.)/gu;
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== undefined) tokens.push({ kind: 'num', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: 'op', text: match[3] });
    else if (match[4] !== undefined) tokens.push({ kind: 'open', text: '(' });
    else if (match[5] !== undefined) tokens.push({ kind: 'close', text: ')' });
    else if (match[7] !== undefined) tokens.push({ kind: 'other', text: match[7] });
  }
  return tokens;
}

const ESCAPES: Record<string, string> = { '\\': '\\backslash ', '{': '\\{', '}': '\\}', '#': '\\#', '%': '\\%', '&': '\\&', $: '\\$', _: '\\_', '~': '\\sim ' };

class TexWriter {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  /** A sequence up to a closing parenthesis (consumed by the caller) or the end. */
  sequence(): string {
    let out = '';
    while (this.at < this.tokens.length && this.tokens[this.at]?.kind !== 'close') out += this.piece();
    return out;
  }

  private group(): string {
    // after '(' : the inside, then ')' if present
    const inner = this.sequence();
    if (this.tokens[this.at]?.kind === 'close') this.at += 1;
    return inner;
  }

  private atom(): string {
    const token = this.tokens[this.at];
    if (!token) return '';
    if (token.kind === 'open') {
      this.at += 1;
      return this.group();
    }
    return this.piece();
  }

  private piece(): string {
    const token = this.tokens[this.at];
    if (!token) return '';
    this.at += 1;
    switch (token.kind) {
      case 'num':
        return token.text.replace(',', '{,}');
      case 'name': {
        const name = token.text;
        const next = this.tokens[this.at];
        const lower = name.toLowerCase();
        if (next?.kind === 'open' && (lower === 'sqrt' || lower === 'abs' || FUNCTIONS.has(lower))) {
          this.at += 1;
          const inner = this.group();
          if (lower === 'sqrt') return `\\sqrt{${inner}}`;
          if (lower === 'abs') return `\\left|${inner}\\right|`;
          return `\\${lower}\\left(${inner}\\right)`;
        }
        if (lower === 'pi') return '\\pi ';
        if (FUNCTIONS.has(lower)) return `\\${lower} `;
        return name;
      }
      case 'op':
        if (token.text === '^') return `^{${this.atom()}}`;
        if (token.text === '*' || token.text === '·' || token.text === '×') return '\\cdot ';
        if (token.text === '−') return '-';
        return token.text;
      case 'open':
        return `\\left(${this.group()}\\right)`;
      case 'close':
        return ')';
      default:
        return ESCAPES[token.text] ?? token.text;
    }
  }

  rest(): string {
    let out = this.sequence();
    while (this.at < this.tokens.length) {
      this.at += 1; // a stray ')'
      out += `)${this.sequence()}`;
    }
    return out;
  }
}

export function formulaToTex(text: string): string {
  return new TexWriter(tokenize(text)).rest();
}

/** The formula as formatted text for FormattedText: `\( tex \)`, HTML-escaped. */
export function formulaHtml(text: string): string {
  const tex = formulaToTex(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return tex.trim() === '' ? '' : `\\(${tex}\\)`;
}
