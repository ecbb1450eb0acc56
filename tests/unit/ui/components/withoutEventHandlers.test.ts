import { describe, expect, it } from 'vitest';
import { withoutEventHandlers } from '@ui/components/formattedText/withoutEventHandlers';
import { purifyRendered } from '@ui/components/formattedText/purifyConfig';

describe('withoutEventHandlers', () => {
  // The space before a dropped attribute stays: the parser reads it as nothing.
  it.each([
    ['<img src="x" onerror="alert(1)">', '<img src="x" >'],
    ['<img src=x onerror=alert(1)>', '<img src=x >'],
    ['<img src="x"onerror=alert(1)>', '<img src="x">'],
    ['<img/onerror=alert(1) src=x>', '<img/ src=x>'],
    ["<p ONCLICK = 'a(\">\")' class=\"k\">t</p>", '<p  class="k">t</p>'],
    ['<svg><animate onbegin="x()" attributeName="x"></animate></svg>', '<svg><animate  attributeName="x"></animate></svg>'],
    ['<details open ontoggle=x>', '<details open >'],
    ['<a title="a > b" onmouseover="x">y</a>', '<a title="a > b" >y</a>'],
  ])('drops the handlers of %s', (html, expected) => {
    expect(withoutEventHandlers(html)).toBe(expected);
  });

  it('leaves text, comments, formulas and other attributes as they are', () => {
    const html = '<p data-math="x > 1" class="onion">Carlos on=1 &lt;b onclick=x&gt; $a<b$</p><!-- <img onerror=x> -->';
    expect(withoutEventHandlers(html)).toBe(html);
    expect(withoutEventHandlers('no tags at all, only onions')).toBe('no tags at all, only onions');
  });

  it('hands the sanitiser HTML without handlers, and the rendered result has none', () => {
    expect(purifyRendered('<p>Hola <img src="/a.png" alt="" onerror="alert(1)"></p>')).not.toMatch(/onerror/);
  });
});
