import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { renderWithI18n } from './renderWithI18n';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Publicar notas</Button>
      <Dialog open={open} title="¿Publicar las notas?" onClose={() => setOpen(false)} actions={<Button onClick={() => setOpen(false)}>Cancelar</Button>}>
        <p>Los alumnos las verán.</p>
        <input aria-label="Comentario" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title and moves focus inside when it opens', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Demo />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publicar notas' }));
    const dialog = screen.getByRole('dialog', { name: '¿Publicar las notas?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Comentario' }));
  });

  it('closes with Esc and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Demo />);
    const opener = screen.getByRole('button', { name: 'Publicar notas' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the translated close button and with an action', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Demo />);
    const opener = screen.getByRole('button', { name: 'Publicar notas' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
