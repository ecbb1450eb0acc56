import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from '@ui/components/Menu';

function setup() {
  const selected = vi.fn<(id: string) => void>();
  const items = ['Perfil', 'Idioma', 'Cerrar sesión'].map((label, index) => ({ id: `i${index}`, label, onSelect: () => selected(label) }));
  render(<Menu label="Menú de la cuenta" trigger={<span>Ana</span>} items={[...items, { id: 'help', label: 'Ayuda', href: '/help', onSelect: () => selected('Ayuda') }]} />);
  return { selected, button: screen.getByRole('button', { name: 'Ana Menú de la cuenta' }) };
}

const focusedText = () => document.activeElement?.textContent;

describe('Menu', () => {
  it('is a collapsed menu button until opened', () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with ArrowDown on the first item and moves with arrows, Home and End (wrapping)', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Menú de la cuenta' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    expect(focusedText()).toBe('Perfil');
    await user.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Idioma');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedText()).toBe('Ayuda');
    await user.keyboard('{Home}');
    expect(focusedText()).toBe('Perfil');
    await user.keyboard('{End}');
    expect(focusedText()).toBe('Ayuda');
    await user.keyboard('{ArrowDown}');
    expect(focusedText()).toBe('Perfil');
  });

  it('opens with ArrowUp on the last item and jumps by first letter', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(focusedText()).toBe('Ayuda');
    await user.keyboard('c');
    expect(focusedText()).toBe('Cerrar sesión');
  });

  it('closes with Esc and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { button, selected } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(focusedText()).toBe('Perfil');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(selected).not.toHaveBeenCalled();
  });

  it('selects with Enter, closes and returns focus', async () => {
    const user = userEvent.setup();
    const { button, selected } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(selected).toHaveBeenCalledWith('Idioma');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('selects link items on click without following the link', async () => {
    const user = userEvent.setup();
    const { button, selected } = setup();
    await user.click(button);
    const help = screen.getByRole('menuitem', { name: 'Ayuda' });
    expect(help.getAttribute('href')).toBe('/help');
    await user.click(help);
    expect(selected).toHaveBeenCalledWith('Ayuda');
    expect(window.location.pathname).not.toBe('/help');
  });

  it('closes when clicking outside', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
