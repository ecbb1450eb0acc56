import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar, clampPercent } from '@ui/components/ProgressBar';
import { renderWithI18n } from './renderWithI18n';

describe('ProgressBar', () => {
  it('exposes its name and value to assistive technology', () => {
    renderWithI18n(<ProgressBar value={42.4} label="Progreso de la lección" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la lección' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('42 %');
    expect(screen.getByText('42 %').getAttribute('aria-hidden')).toBe('true');
  });

  it('clamps values outside 0–100', () => {
    renderWithI18n(<ProgressBar value={140} label="Hecho" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(99.6)).toBe(100);
  });

  it('has no value when indeterminate', () => {
    renderWithI18n(<ProgressBar value={30} label="Sincronizando" indeterminate showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Sincronizando' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.queryByText('30 %')).toBeNull();
  });

  it('sets the fill width', () => {
    const { container } = renderWithI18n(<ProgressBar value={25} label="x" />);
    expect((container.querySelector('.tz-progress__fill') as HTMLElement | null)?.style.width).toBe('25%');
  });
});
