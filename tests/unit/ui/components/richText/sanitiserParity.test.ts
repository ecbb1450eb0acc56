import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../../server/src/content/sanitizeHtml';
import { cleanAuthoredHtml, purifyRendered } from '@ui/components/formattedText/purifyConfig';
import { katexTexRenderer } from '@ui/components/formattedText/renderFormattedHtml';

const FILE = '0a0a0a0a-0000-4000-8000-000000000001';

/** The same markup regardless of serialiser quirks: attributes sorted, void tags in HTML form, no white space around the document. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const attributes = Array.from(element.attributes, (attribute) => [attribute.name, attribute.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML.trim();
}

/** What a word processor puts on the clipboard, and the tricks a paste may carry. */
const SAMPLES: Record<string, string> = {
  word: `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><title>Doc</title><style>p.MsoNormal{margin:0}</style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>
<body lang="ES" style="tab-interval:35.4pt"><!--StartFragment--><h1 class="MsoTitle" style="mso-outline-level:1">El ciclo del <b style="mso-bidi-font-weight:normal">agua</b></h1>
<p class="MsoNormal"><span style="font-family:Calibri;mso-fareast-language:ES">Lee el texto y <i>contesta</i> <u>todas</u> las preguntas.<o:p></o:p></span></p>
<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><![if !supportLists]><span>1.<span style="font:7.0pt">&nbsp;&nbsp;</span></span><![endif]>Evaporación</p>
<ul><li class="MsoNormal">Condensación</li><li>Precipitación</li></ul>
<table class="MsoTableGrid" border="1" cellspacing="0" style="border-collapse:collapse"><tr><td width="200" valign="top" style="width:150pt">Fase</td><td colspan="2">Estado</td></tr></table>
<p><a href="https://es.wikipedia.org/wiki/Ciclo_hidrol%C3%B3gico" target="_self" style="color:blue">Más información</a></p>
<p><img width="100" src="file:///C:/Users/prof/AppData/image001.png" alt="Dibujo"></p><!--EndFragment--></body></html>`,
  googleDocs: `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h2 dir="ltr" style="line-height:1.38"><span style="font-size:16pt;font-weight:400">Unidad 3</span></h2><p dir="ltr"><span style="font-weight:700">Fracciones</span><span> y </span><span style="font-style:italic">decimales</span></p><ol><li dir="ltr" aria-level="1"><p dir="ltr" role="presentation"><span>Uno</span></p></li></ol></b>`,
  libreOffice: `<!DOCTYPE html><html><head><meta name="generator" content="LibreOffice"/><style type="text/css">p { margin-bottom: 0.25cm }</style></head><body lang="pt-PT" dir="ltr"><p align="center" style="margin-bottom: 0cm"><font face="Liberation Serif"><font size="3">Texto </font></font><sup>2</sup><sub>i</sub></p><blockquote>Citação</blockquote></body></html>`,
  formulas: `<p>Resuelve <span class="math-tex">\\(x^2 = 4\\)</span> y <span class="math-tex extra">\\[\\frac{a}{b}\\]</span>, <span data-math="y+1" data-display="block" data-other="x">y</span>, $a &lt; b$.</p>`,
  links: `<a href="javascript:alert(1)">a</a><a href="JAVASCRIPT:alert(1)">b</a><a href="//evil.example/x">c</a><a href="mailto:profe@example.org">d</a><a href="/relativo">e</a><a href="ftp://x.example">f</a><a href="https://ok.example" rel="opener">g</a>`,
  images: `<img src="/api/files/${FILE}?sig=abc&amp;exp=9" alt="Mapa" onerror="alert(1)"><img src="https://example.org/cat.png" alt="Gato"><img src="data:image/png;base64,AAAA"><figure><img src="/api/files/${FILE}" alt="x"><figcaption>Pie</figcaption></figure>`,
  attacks: `<p onclick="x()" style="position:fixed">Hola<script>alert(1)</script></p><iframe src="https://evil.example">marco</iframe><form><input value="p"><button>b</button><textarea>t</textarea><select><option>o</option></select></form><noscript>ns</noscript><svg><text>dibujo</text></svg><math><mi>x</mi></math><object data="x">obj</object><embed src="x">`,
  attributes: `<ol start="3" type="a" reversed class="lista" id="l1"><li value="5">x</li></ol><table><thead><tr><th scope="col" colspan="2" abbr="a">T</th></tr></thead><tbody><tr><td rowspan="1" headers="h">1</td></tr></tbody><colgroup span="2"></colgroup></table><p lang="en" dir="ltr" title="t" aria-label="l" data-x="1">Hi</p><pre><code class="language-js">a &lt; b</code></pre>`,
};

describe('the SPA cleans pasted HTML exactly as the server sanitises on write', () => {
  it.each(Object.entries(SAMPLES))('%s', (_name, html) => {
    expect(normalised(cleanAuthoredHtml(html))).toBe(normalised(sanitizeHtml(html)));
  });

  it('keeps the word processor’s structure and drops its noise', () => {
    const host = document.createElement('div');
    host.innerHTML = cleanAuthoredHtml(SAMPLES.word ?? '');
    expect(host.querySelector('h1')?.textContent).toBe('El ciclo del agua');
    expect(host.querySelectorAll('ul li')).toHaveLength(2);
    expect(host.querySelector('td[colspan="2"]')).not.toBeNull();
    expect(host.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(host.querySelector('[style], [class], img, style, title')).toBeNull();
    expect(host.textContent).not.toContain('Normal');
  });

  it('keeps formulas in their stored markup', () => {
    expect(cleanAuthoredHtml(SAMPLES.formulas ?? '')).toContain('<span class="math-tex">\\(x^2 = 4\\)</span>');
  });
});

describe('the renderer reads the same allow-list plus KaTeX', () => {
  const tex = katexTexRenderer(katex);
  it.each(['\\frac{a}{b}', '\\sqrt[3]{x}', '\\overrightarrow{AB}', '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}', '\\cancel{x}', '\\color{red}{x}', '\\widehat{abc}', '\\boxed{1}'])(
    'keeps all of KaTeX’s markup for %s',
    (formula) => {
      const markup = tex(formula, true);
      expect(normalised(purifyRendered(markup))).toBe(normalised(markup));
    },
  );

  it('drops what the server never stores', () => {
    expect(purifyRendered('<section><p>a</p></section><video src="x"></video><details>d</details>')).toBe('<p>a</p>d');
  });
});
