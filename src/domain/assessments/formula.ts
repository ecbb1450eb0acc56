import { Err, Ok, type Result } from '../shared/result';

/** A parsed formula that can be evaluated for values of its variables. */
export interface Formula {
  evaluate(values: Readonly<Record<string, number>>): number;
  variables: readonly string[];
}

export type FormulaError = { code: 'formula.syntax'; at: number } | { code: 'formula.unknown-name'; name: string } | { code: 'formula.too-long' };

export const FORMULA_MAX_LENGTH = 200;

/** A variable name a teacher may declare: a letter, then up to 7 letters, digits or "_". */
export const FORMULA_VARIABLE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,7}$/;

type Evaluator = (values: Readonly<Record<string, number>>) => number;

const FUNCTIONS: Readonly<Record<string, (x: number) => number>> = {
  sqrt: Math.sqrt,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  ln: Math.log,
  log: Math.log10,
  exp: Math.exp,
  abs: Math.abs,
};

const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'variable'; name: string; at: number }
  | { kind: 'constant'; value: number; at: number }
  | { kind: 'function'; name: string; at: number }
  | { kind: 'op'; op: '+' | '-' | '*' | '/' | '^' | '(' | ')'; at: number };

/** Typographic signs students paste from other tools read as their ASCII twins. */
const SIGN_TWINS: Readonly<Record<string, string>> = { '−': '-', '–': '-', '·': '*', '×': '*', '÷': '/', '⋅': '*' };

class FormulaFailure {
  constructor(readonly error: FormulaError) {}
}

function tokenize(text: string, variables: readonly string[]): Token[] {
  const tokens: Token[] = [];
  // Longest name first, so "exp" is the function and not e·x·p, and "pi" is π.
  const names = [...new Set([...variables, ...Object.keys(FUNCTIONS), ...Object.keys(CONSTANTS)])].sort((a, b) => b.length - a.length);
  let at = 0;
  while (at < text.length) {
    const raw = text.charAt(at);
    const char = SIGN_TWINS[raw] ?? raw;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === 'π') {
      tokens.push({ kind: 'constant', value: Math.PI, at });
      at += 1;
    } else if ('+-*/^()'.includes(char)) {
      tokens.push({ kind: 'op', op: char as '+', at });
      at += 1;
    } else if (/[0-9.,]/.test(char)) {
      const lexeme = /^(\d+(?:[.,]\d*)?|[.,]\d+)/.exec(text.slice(at))?.[1];
      if (lexeme === undefined) throw new FormulaFailure({ code: 'formula.syntax', at });
      tokens.push({ kind: 'number', value: Number(lexeme.replace(',', '.')), at });
      at += lexeme.length;
    } else if (/[A-Za-z_]/.test(char)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(at))?.[0] ?? char;
      tokens.push(...splitWord(word, at, names, variables));
      at += word.length;
    } else {
      throw new FormulaFailure({ code: 'formula.syntax', at });
    }
  }
  return tokens;
}

/** "xy" → x, y; "2x" is split earlier; "x2" → x, 2; a part that is no known name makes the whole word unknown. */
function splitWord(word: string, start: number, names: readonly string[], variables: readonly string[]): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < word.length) {
    const rest = word.slice(at);
    const digits = /^\d+/.exec(rest)?.[0];
    if (digits !== undefined) {
      tokens.push({ kind: 'number', value: Number(digits), at: start + at });
      at += digits.length;
      continue;
    }
    const name = names.find((n) => rest.startsWith(n));
    if (name === undefined) throw new FormulaFailure({ code: 'formula.unknown-name', name: word });
    const position = start + at;
    if (variables.includes(name)) tokens.push({ kind: 'variable', name, at: position });
    else if (name in FUNCTIONS) tokens.push({ kind: 'function', name, at: position });
    else tokens.push({ kind: 'constant', value: CONSTANTS[name] ?? Number.NaN, at: position });
    at += name.length;
  }
  return tokens;
}

/**
 * Recursive descent, lowest precedence first:
 *   sum     := product (('+' | '-') product)*
 *   product := signed (('*' | '/') signed | <implicit> power)*
 *   signed  := ('-' | '+') signed | power
 *   power   := primary ('^' signed)?          (right-associative: 2^3^2 = 2^9)
 *   primary := number | variable | constant | function (primary-power) | '(' sum ')'
 * Implicit products (2x, 3(x+1), x y, (a)(b)) bind like '*', so 1/2x = (1/2)·x.
 */
class Parser {
  private at = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly length: number,
  ) {}

  parse(): Evaluator {
    const evaluator = this.sum();
    if (this.at < this.tokens.length) this.fail();
    return evaluator;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private fail(): never {
    throw new FormulaFailure({ code: 'formula.syntax', at: this.peek()?.at ?? this.length });
  }

  private isOp(op: string): boolean {
    const token = this.peek();
    return token !== undefined && token.kind === 'op' && token.op === op;
  }

  private sum(): Evaluator {
    let left = this.product();
    for (;;) {
      if (this.isOp('+')) {
        this.at += 1;
        const a = left;
        const b = this.product();
        left = (v) => a(v) + b(v);
      } else if (this.isOp('-')) {
        this.at += 1;
        const a = left;
        const b = this.product();
        left = (v) => a(v) - b(v);
      } else {
        return left;
      }
    }
  }

  private product(): Evaluator {
    let left = this.signed();
    for (;;) {
      const token = this.peek();
      if (this.isOp('*') || this.isOp('/')) {
        const divide = this.isOp('/');
        this.at += 1;
        const a = left;
        const b = this.signed();
        left = divide ? (v) => a(v) / b(v) : (v) => a(v) * b(v);
      } else if (token !== undefined && (token.kind !== 'op' || token.op === '(')) {
        // "2 3" is two numbers typed apart, not a product.
        if (token.kind === 'number' && this.tokens[this.at - 1]?.kind === 'number') this.fail();
        const a = left;
        const b = this.power();
        left = (v) => a(v) * b(v);
      } else {
        return left;
      }
    }
  }

  private signed(): Evaluator {
    if (this.isOp('-')) {
      this.at += 1;
      const a = this.signed();
      return (v) => -a(v);
    }
    if (this.isOp('+')) {
      this.at += 1;
      return this.signed();
    }
    return this.power();
  }

  private power(): Evaluator {
    const base = this.primary();
    if (!this.isOp('^')) return base;
    this.at += 1;
    const exponent = this.signed();
    return (v) => Math.pow(base(v), exponent(v));
  }

  private primary(): Evaluator {
    const token = this.peek();
    if (token === undefined) this.fail();
    switch (token.kind) {
      case 'number': {
        this.at += 1;
        const value = token.value;
        return () => value;
      }
      case 'constant': {
        this.at += 1;
        const value = token.value;
        return () => value;
      }
      case 'variable': {
        this.at += 1;
        const name = token.name;
        return (v) => (Object.hasOwn(v, name) ? (v[name] ?? Number.NaN) : Number.NaN);
      }
      case 'function': {
        this.at += 1;
        const fn = FUNCTIONS[token.name] ?? ((): number => Number.NaN);
        // sin(x)^2 squares the sine (the caller's power() sees the ^); "sin x^2" takes x^2.
        const argument = this.isOp('(') ? this.primary() : this.power();
        return (v) => fn(argument(v));
      }
      case 'op': {
        if (token.op !== '(') this.fail();
        this.at += 1;
        const inner = this.sum();
        if (!this.isOp(')')) this.fail();
        this.at += 1;
        return inner;
      }
    }
  }
}

/** Parses numbers (3,5 and 3.5), variables, + - * / ^, parentheses, implicit products (2x, 3(x+1)), pi, e, sqrt sin cos tan ln log exp abs. */
export function parseFormula(text: string, variables: readonly string[]): Result<Formula, FormulaError> {
  if (text.length > FORMULA_MAX_LENGTH) return Err({ code: 'formula.too-long' });
  try {
    const tokens = tokenize(text, variables);
    const evaluator = new Parser(tokens, text.length).parse();
    return Ok({ evaluate: evaluator, variables: [...variables] });
  } catch (failure) {
    if (failure instanceof FormulaFailure) return Err(failure.error);
    throw failure;
  }
}

const SAMPLE_POINTS = 12;

/** Fixed pseudo-random values in (-4, 4), different per variable, never near an integer: the same every run. */
function samplePoints(variables: readonly string[]): Record<string, number>[] {
  let state = 0x2545f491;
  const next = (): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
  const points: Record<string, number>[] = [];
  for (let i = 0; i < SAMPLE_POINTS; i += 1) {
    const point: Record<string, number> = {};
    for (const name of variables) point[name] = -4 + 8 * next() + 0.0137;
    points.push(point);
  }
  return points;
}

/** Equal at a fixed set of sample points (relative tolerance 1e-9), so "2(x+1)" ≡ "2x+2". */
export function equivalentFormulas(expected: string, given: string, variables: readonly string[]): boolean {
  const key = parseFormula(expected, variables);
  const answer = parseFormula(given, variables);
  if (key.err || answer.err) return false;
  let compared = 0;
  for (const point of samplePoints(variables)) {
    const a = key.val.evaluate(point);
    if (!Number.isFinite(a)) continue;
    const b = answer.val.evaluate(point);
    if (!Number.isFinite(b)) return false;
    if (Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))) return false;
    compared += 1;
  }
  return compared > 0;
}
