import { describe, expect, it } from 'vitest';
import { formulaHtml, formulaToTex } from '@ui/questions/parts/formulaTex';
import { inlineHtml } from '@ui/questions/parts/InlineText';
import { moveItem, nextId } from '@ui/questions/parts/ids';
import { orderOf } from '@ui/questions/kinds/qt12Ordering';
import { usedChips } from '@ui/questions/kinds/qt16DragWords';

describe('formula preview (typed text → TeX)', () => {
  it.each([
    ['2(x+1)^2 / sqrt(y)', '2\\left(x+1\\right)^{2}/\\sqrt{y}'],
    ['x^(n+1)', 'x^{n+1}'],
    ['3,5x - pi', '3{,}5x-\\pi '],
    ['sin(x)*cos(x)', '\\sin\\left(x\\right)\\cdot \\cos\\left(x\\right)'],
    ['abs(x-1)', '\\left|x-1\\right|'],
    ['((x', '\\left(\\left(x\\right)\\right)'],
    ['x))+1', 'x))+1'],
    ['a_b{c}', 'a\\_b\\{c\\}'],
  ])('%s → %s', (typed, tex) => {
    expect(formulaToTex(typed)).toBe(tex);
  });

  it('escapes HTML and wraps the TeX for FormattedText, empty for nothing typed', () => {
    expect(formulaHtml('x<y')).toBe('\\(x&lt;y\\)');
    expect(formulaHtml('   ')).toBe('');
  });
});

describe('ordering and word bank helpers', () => {
  const items = [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
    { id: 'c', text: 'C' },
  ];

  it('completes a partial or stale order with the items not placed', () => {
    expect(orderOf([], items)).toEqual(['a', 'b', 'c']);
    expect(orderOf(['c', 'gone', 'c'], items)).toEqual(['c', 'a', 'b']);
  });

  it('marks as many chips of a word used as gaps holding it', () => {
    expect(usedChips(['sol', 'sol', 'mar'], { '0': 'sol', '2': 'mar' })).toEqual([true, false, true]);
    expect(usedChips(['sol', 'mar'], {})).toEqual([false, false]);
  });

  it('moves items and finds free ids', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(nextId([{ id: 'o1' }, { id: 'o3' }], 'o')).toBe('o4');
    expect(nextId([{ id: 'o2' }, { id: 'o3' }], 'o')).toBe('o4');
    expect(nextId([{ id: 'o1' }], 'o')).toBe('o2');
  });
});

describe('gap text pieces', () => {
  it('turn paragraphs into line breaks so gaps stay in the sentence', () => {
    expect(inlineHtml('<p>Uno </p><p>dos')).toBe('Uno <br>dos');
    expect(inlineHtml('<div class="x">tres</div>')).toBe('tres');
  });
});
