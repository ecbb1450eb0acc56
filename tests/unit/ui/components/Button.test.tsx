import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from '@ui/components/Button';
import { renderWithI18n } from './renderWithI18n';

describe('Button', () => {
  it('builds class names for router links', () => {
    expect(buttonClassName('primary')).toBe('btn btn--primary btn--md');
    expect(buttonClassName('ghost', 'sm', 'extra')).toBe('btn btn--ghost btn--sm extra');
  });

  it('is a type="button" with the variant classes by default', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithI18n(
      <Button variant="danger" size="lg" onClick={onClick}>
        Eliminar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Eliminar' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn btn--danger btn--lg');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its name, sets aria-busy and ignores clicks while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = renderWithI18n(
      <Button loading onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.tz-spinner')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
