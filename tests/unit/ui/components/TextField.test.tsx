import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '@ui/components/TextField';
import type { TextFieldProps } from '@ui/components/TextField';
import { renderWithI18n } from './renderWithI18n';

function Controlled(props: Partial<TextFieldProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField name="field" label="Correo electrónico" {...rest} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('links the visible label to the input', () => {
    renderWithI18n(<Controlled hint="Usa tu correo del centro" />);
    const input = screen.getByLabelText('Correo electrónico');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveProperty('name', 'field');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Usa tu correo del centro').id);
  });

  it('marks a required field with a hidden asterisk and aria-required', () => {
    const { container } = renderWithI18n(<Controlled required />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input.getAttribute('aria-required')).toBe('true');
    const asterisk = container.querySelector('.tz-field__required');
    expect(asterisk?.textContent).toBe('*');
    expect(asterisk?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is not required by default', () => {
    const { container } = renderWithI18n(<Controlled />);
    expect(screen.getByRole('textbox').hasAttribute('aria-required')).toBe(false);
    expect(container.querySelector('.tz-field__required')).toBeNull();
  });

  it('shows and hides a password with a pressed toggle', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled type="password" label="Contraseña" initial="secreto" />);
    const input = screen.getByLabelText('Contraseña');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('translates the toggle label', () => {
    renderWithI18n(<Controlled type="password" label="Password" />, 'en');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('clears the value with the clear button and gives focus back to the input', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled type="search" label="Buscar cursos" clearable initial="mates" />);
    const input = screen.getByRole('searchbox', { name: 'Buscar cursos' });
    await user.click(screen.getByRole('button', { name: 'Borrar el texto' }));
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);
    // Nothing to clear any more: the button goes away.
    expect(screen.queryByRole('button', { name: 'Borrar el texto' })).toBeNull();
    await user.type(input, 'a');
    expect(screen.getByRole('button', { name: 'Borrar el texto' })).toBeTruthy();
  });

  it('shows a search icon for the search type', () => {
    const { container } = renderWithI18n(<Controlled type="search" label="Buscar" />);
    expect(container.querySelector('.tz-textfield__leading svg')).not.toBeNull();
  });

  it('announces an error and wires aria-invalid and aria-describedby', () => {
    renderWithI18n(<Controlled required error="Escribe un correo válido." hint="Pista" />);
    const input = screen.getByRole('textbox');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Escribe un correo válido.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  it('has no error state without an error', () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('calls onChange with the typed text and forwards inputRef', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLInputElement | null };
    renderWithI18n(<Controlled inputRef={ref} />);
    await user.type(screen.getByRole('textbox'), 'ana@x.es');
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'ana@x.es');
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
