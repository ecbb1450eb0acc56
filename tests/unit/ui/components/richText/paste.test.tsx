import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../../server/src/content/sanitizeHtml';
import { renderWithI18n } from '../renderWithI18n';
import { editorOf, Harness, normalised, surface } from './richTextTestKit';

const FILE = '0a0a0a0a-0000-4000-8000-000000000001';

/** A paste as the browser delivers it: the clipboard's HTML and plain text. */
function paste(target: HTMLElement, html: string, text: string): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: ['text/html', 'text/plain'], files: [], items: [], getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? text : '') },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{margin:0cm;font-family:Calibri}</style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>
<body lang=ES style='tab-interval:35.4pt'><!--StartFragment--><h2 class=MsoHeading2 style='mso-outline-level:2'>Las fases<o:p></o:p></h2>
<p class=MsoNormal onclick="steal()"><b style='mso-bidi-font-weight:normal'>Evaporación</b>: el agua <i>sube</i> <span style='color:red;mso-themecolor:accent2'>como vapor</span>.<o:p></o:p></p>
<ul style='margin-top:0cm' type=disc><li class=MsoNormal style='mso-list:l0 level1 lfo1'>Condensación<o:p></o:p></li><li class=MsoNormal>Precipitación</li></ul>
<p class=MsoNormal><a href="https://es.wikipedia.org/wiki/Ciclo_hidrol%C3%B3gico" target="_self">Ciclo hidrológico</a> · <a href="javascript:alert(1)">truco</a></p>
<p class=MsoNormal><img width=120 src="file:///C:/Users/PROFE~1/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" alt="Esquema"><img src="/api/files/${FILE}?sig=zz" alt="Mapa"></p>
<script>alert(1)</script><!--EndFragment--></body></html>`;

describe('pasting into the editor', () => {
  it('keeps a word processor’s structure and drops whatever the server would drop', async () => {
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} />);
    const text = await surface();
    paste(text, WORD, 'Las fases Evaporación…');
    const html = changes.at(-1) ?? '';
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('h2')?.textContent).toBe('Las fases');
    expect(host.querySelector('strong, b')?.textContent).toBe('Evaporación');
    expect(host.querySelector('em, i')?.textContent).toBe('sube');
    expect(Array.from(host.querySelectorAll('ul li'), (li) => li.textContent)).toEqual(['Condensación', 'Precipitación']);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://es.wikipedia.org/wiki/Ciclo_hidrol%C3%B3gico');
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelectorAll('a')).toHaveLength(1);
    expect(Array.from(host.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([`/api/files/${FILE}`]);
    expect(html).not.toMatch(/style=|class=|onclick|script|Mso|mso-|file:|javascript:|<o:p|Normal/u);
    // What the form now holds is already what the server would store.
    expect(normalised(sanitizeHtml(html))).toBe(normalised(html));
  });

  it('keeps a pasted formula as a formula', async () => {
    const changes: string[] = [];
    renderWithI18n(<Harness changes={changes} />);
    const text = await surface();
    paste(text, '<p>Sea <span class="math-tex" style="color:red">\\(x^2\\)</span> un cuadrado</p>', 'Sea x^2 un cuadrado');
    expect(changes.at(-1)).toBe('<p>Sea <span class="math-tex">\\(x^2\\)</span> un cuadrado</p>');
    expect(editorOf(text).state.doc.firstChild?.child(1).type.name).toBe('formula');
  });
});
