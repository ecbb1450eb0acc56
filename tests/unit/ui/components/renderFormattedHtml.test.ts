import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { findFormulas, hasFormula } from '@ui/components/formattedText/findFormulas';
import { containsFormula, katexTexRenderer, renderFormattedHtml } from '@ui/components/formattedText/renderFormattedHtml';

const tex = katexTexRenderer(katex);

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('findFormulas', () => {
  it('splits inline and display formulas from text', () => {
    expect(findFormulas('Sea $x^2$ y $$\\int f$$ fin')).toEqual([
      { kind: 'text', value: 'Sea ' },
      { kind: 'math', tex: 'x^2', display: false, source: '$x^2$' },
      { kind: 'text', value: ' y ' },
      { kind: 'math', tex: '\\int f', display: true, source: '$$\\int f$$' },
      { kind: 'text', value: ' fin' },
    ]);
  });

  it('reads \\( \\) as inline and \\[ \\] as display', () => {
    expect(findFormulas('\\(a\\) \\[b\\]').filter((s) => s.kind === 'math')).toEqual([
      { kind: 'math', tex: 'a', display: false, source: '\\(a\\)' },
      { kind: 'math', tex: 'b', display: true, source: '\\[b\\]' },
    ]);
  });

  it.each([
    ['prices', 'Cuesta $5 y $10 en total'],
    ['a lone dollar', 'Solo 5 $ hoy'],
    ['an escaped dollar', 'Vale \\$3 y \\$4'],
    ['an unclosed formula', 'Empieza $x^2 y no acaba'],
    ['an empty display', 'Nada $$ $$ aquí'],
  ])('leaves %s as text', (_case, text) => {
    expect(hasFormula(text)).toBe(false);
  });

  it('turns \\$ into a literal dollar', () => {
    expect(findFormulas('Vale \\$3')).toEqual([{ kind: 'text', value: 'Vale $3' }]);
  });
});

describe('renderFormattedHtml', () => {
  it('removes scripts', () => {
    const out = renderFormattedHtml('<p>Hola</p><script>alert(1)</script>', null);
    expect(out).toBe('<p>Hola</p>');
  });

  it('removes event handlers', () => {
    const out = renderFormattedHtml('<img src="x.png" onerror="alert(1)"><p onclick="steal()">Texto</p>', null);
    expect(out).not.toMatch(/onerror|onclick|alert|steal/u);
    expect(parse(out).querySelector('img')?.getAttribute('src')).toBe('x.png');
  });

  it('removes javascript: URLs and opens other links in a new tab without opener', () => {
    const out = renderFormattedHtml('<a href="javascript:alert(1)">malo</a> <a href="https://example.org/x">bueno</a>', null);
    const links = parse(out).querySelectorAll('a');
    expect(out).not.toContain('javascript:');
    expect(links[0]?.hasAttribute('href')).toBe(false);
    expect(links[1]?.getAttribute('href')).toBe('https://example.org/x');
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes form controls, iframes and styles that load or cover things', () => {
    const out = renderFormattedHtml(
      '<form action="/x"><input name="p"></form><iframe src="https://evil"></iframe><div style="position:fixed;inset:0">tapa</div><span style="background:url(https://t)">fondo</span><b style="color:red">rojo</b>',
      null,
    );
    expect(out).not.toMatch(/<form|<input|<iframe|position|url\(/u);
    expect(out).toContain('<b style="color:red">rojo</b>');
  });

  it('renders an inline $…$ formula to KaTeX markup with MathML', () => {
    const out = renderFormattedHtml('<p>Una fracción: $\\frac{a}{b}$.</p>', tex);
    const host = parse(out);
    const formula = host.querySelector('p .katex');
    expect(formula).not.toBeNull();
    expect(host.querySelector('.katex-display')).toBeNull();
    expect(host.querySelector('math mfrac')).not.toBeNull();
    expect(host.querySelector('annotation')?.textContent).toBe('\\frac{a}{b}');
    expect(host.querySelector('.katex-html')?.getAttribute('aria-hidden')).toBe('true');
    expect(host.querySelector('p')?.textContent?.startsWith('Una fracción: ')).toBe(true);
  });

  it('renders $$…$$ as a display formula', () => {
    const host = parse(renderFormattedHtml('$$\\int_0^1 x^2\\,dx$$', tex));
    expect(host.querySelector('.katex-display .katex')).not.toBeNull();
    expect(host.querySelector('math')?.getAttribute('display')).toBe('block');
  });

  it('renders <span class="math-tex"> and [data-math] elements', () => {
    const host = parse(renderFormattedHtml('<span class="math-tex">\\(\\sqrt{2}\\)</span> <span data-math="x+1"></span> <div class="math-tex">\\[y\\]</div>', tex));
    expect(host.querySelectorAll('.katex')).toHaveLength(3);
    expect(host.querySelector('.math-tex msqrt')).not.toBeNull();
    expect(host.querySelector('[data-math] annotation')?.textContent).toBe('x+1');
    expect(host.querySelector('div.math-tex .katex-display')).not.toBeNull();
  });

  it('leaves dollars in code and prices alone', () => {
    const out = renderFormattedHtml('<p>Cuesta $5 y $10.</p><code>$x$</code>', tex);
    expect(out).toBe('<p>Cuesta $5 y $10.</p><code>$x$</code>');
  });

  it('still sanitises text that holds formulas', () => {
    const out = renderFormattedHtml('<p onmouseover="x()">$a$</p><script>alert(1)</script><a href="javascript:void(0)">$b$</a>', tex);
    expect(out).not.toMatch(/onmouseover|<script|javascript:/u);
    expect(parse(out).querySelectorAll('.katex')).toHaveLength(2);
  });

  it('does not let TeX smuggle links or HTML (trust is off)', () => {
    const host = parse(renderFormattedHtml('$\\href{javascript:alert(1)}{x}$ $<img src=x onerror=alert(1)>$', tex));
    expect(host.querySelector('a, [href]')).toBeNull();
    expect(host.querySelector('[onerror]')).toBeNull();
    // The TeX source may still appear as plain text in the MathML annotation.
    expect(host.querySelector('annotation')?.textContent).toContain('\\href');
  });

  it('shows an invalid formula as a KaTeX error instead of throwing', () => {
    const host = parse(renderFormattedHtml('$\\frac{a$', tex));
    expect(host.querySelector('.katex-error')).not.toBeNull();
  });

  it('keeps formulas as source text when no renderer is given', () => {
    expect(renderFormattedHtml('<p>$x^2$</p>', null)).toBe('<p>$x^2$</p>');
  });

  it('returns an empty string for blank input', () => {
    expect(renderFormattedHtml('   ', tex)).toBe('');
  });
});

describe('containsFormula', () => {
  it.each([
    ['$x$', true],
    ['<span class="math-tex">\\(x\\)</span>', true],
    ['<span data-math="x"></span>', true],
    ['<p>Sin fórmulas, 5 $.</p>', false],
  ])('%s → %s', (html, expected) => {
    expect(containsFormula(html)).toBe(expected);
  });
});
