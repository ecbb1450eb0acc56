import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from '@ui/components/ScrollRegion';

describe('ScrollRegion', () => {
  it('is a named region keyboard users can focus and scroll, marked as the deliberate sideways scroller', () => {
    render(
      <ScrollRegion label="Notas por alumno">
        <table>
          <tbody>
            <tr>
              <td>9</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Notas por alumno' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.hasAttribute('data-scroll-region')).toBe(true);
    expect(region.classList.contains('tz-scroll-region')).toBe(true);
  });

  it('takes its name from a caption by id, and is no tab stop when what it holds takes focus itself', () => {
    render(
      <>
        <h2 id="month">Noviembre de 2026</h2>
        <ScrollRegion labelledBy="month" focusable={false} className="gba-cal__wrap">
          <span>1</span>
        </ScrollRegion>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Noviembre de 2026' });
    expect(region.hasAttribute('tabindex')).toBe(false);
    expect([...region.classList]).toEqual(['tz-scroll-region', 'gba-cal__wrap']);
  });
});
