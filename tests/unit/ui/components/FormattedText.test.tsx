import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedText } from '@ui/components/FormattedText';

describe('FormattedText', () => {
  it('renders sanitised HTML in a div, or in a span when inline', () => {
    const { container, rerender } = render(<FormattedText html={'<p>Hola <b>mundo</b></p><script>alert(1)</script>'} />);
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('DIV');
    expect(root?.innerHTML).toBe('<p>Hola <b>mundo</b></p>');
    expect(root?.hasAttribute('aria-busy')).toBe(false);
    rerender(<FormattedText inline html="<em>breve</em>" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });

  it('loads KaTeX on demand and then renders the formula', async () => {
    const { container } = render(<FormattedText html="<p>Área: $\pi r^2$</p>" />);
    const root = container.firstElementChild;
    await waitFor(() => expect(root?.querySelector('.katex')).not.toBeNull());
    expect(root?.querySelector('annotation')?.textContent).toBe('\\pi r^2');
    expect(root?.hasAttribute('aria-busy')).toBe(false);
  });
});
