import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kind as qt10 } from '@ui/questions/kinds/qt10Pencil';
import { renderEditor, renderPlayer, renderReview } from './harness';

// jsdom has no PointerEvent: a MouseEvent of the pointer type carries the coordinates React reads.
function pointer(element: Element, type: string, clientX: number, clientY: number) {
  fireEvent(element, new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, button: 0 }));
}

function surface() {
  const svg = screen.getByRole('img', { name: 'Zona de dibujo' });
  svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 200, right: 200, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
  return svg;
}

describe('QT_10 pencil', () => {
  it('a pointer drag becomes a stroke on the 0–1000 space in the chosen colour and width', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt10, { background_file_guid: null }, { strokes: [] });
    await user.click(screen.getByRole('radio', { name: 'Rojo' }));
    await user.click(screen.getByRole('radio', { name: 'Grueso' }));
    const svg = surface();
    pointer(svg, 'pointerdown', 20, 20);
    pointer(svg, 'pointermove', 100, 60);
    pointer(svg, 'pointermove', 180, 100);
    pointer(svg, 'pointerup', 180, 100);
    expect(last()).toEqual({ strokes: [{ points: [100, 100, 500, 300, 900, 500], color: '#c62828', width: 20 }] });
    expect(screen.getByText('1 trazo')).toBeTruthy();
  });

  it('undo and clear work from the keyboard', async () => {
    const user = userEvent.setup();
    const strokes = [
      { points: [0, 0, 10, 10], color: '#1e2433', width: 4 },
      { points: [5, 5, 50, 50], color: '#1e2433', width: 4 },
      { points: [9, 9, 90, 90], color: '#1e2433', width: 4 },
    ];
    const { last } = renderPlayer(qt10, { background_file_guid: null }, { strokes });
    screen.getByRole('button', { name: 'Deshacer el último trazo' }).focus();
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ strokes: strokes.slice(0, 2) });
    screen.getByRole('button', { name: 'Borrar todo' }).focus();
    await user.keyboard(' ');
    expect(last()).toEqual({ strokes: [] });
    expect((screen.getByRole('button', { name: 'Deshacer el último trazo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keyboard users get a description of the surface', () => {
    renderPlayer(qt10, { background_file_guid: null }, { strokes: [] });
    const svg = screen.getByRole('img', { name: 'Zona de dibujo' });
    const description = document.getElementById(svg.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Si no puedes dibujar');
  });

  it('read-only neither draws nor offers tools', () => {
    const { onAnswer } = renderPlayer(qt10, { background_file_guid: null }, { strokes: [] }, { readOnly: true });
    const svg = surface();
    pointer(svg, 'pointerdown', 20, 20);
    pointer(svg, 'pointerup', 40, 40);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Borrar todo' })).toBeNull();
  });

  it('review renders the strokes as SVG paths', () => {
    const { container } = renderReview(qt10, { data: { background_file_guid: null }, answer: { strokes: [{ points: [100, 900, 900, 100], color: '#1e4fb8', width: 10 }] }, score: { points: null, max: 2, outcome: 'needs-grading' } });
    expect(screen.getByRole('img', { name: 'Dibujo del alumno con 1 trazo' })).toBeTruthy();
    const path = container.querySelector('path');
    expect(path?.getAttribute('d')).toBe('M100 900 L900 100');
    expect(path?.getAttribute('stroke')).toBe('#1e4fb8');
  });

  it('editor: removing the background reports null', async () => {
    const user = userEvent.setup();
    const guid = '5a7e0c3e-5b1d-4c7a-9a51-000000000010';
    const { last } = renderEditor(qt10, { background_file_guid: guid }, { media: { [guid]: { url: 'data:image/svg+xml,<svg/>', name: 'ejes.svg' } } });
    await user.click(screen.getByRole('button', { name: 'Quitar el fondo' }));
    expect(last()).toEqual({ background_file_guid: null });
  });

  it('editor: uploading a background reports its guid', async () => {
    const user = userEvent.setup();
    const uploadImage = async () => ({ guid: '00000000-0000-4000-8000-0000000000aa', url: '/img', name: 'ejes.png', mime: 'image/png' });
    const { last } = renderEditor(qt10, { background_file_guid: null }, { uploadImage });
    await user.upload(screen.getByLabelText('Imagen de fondo (opcional)'), new File([new Uint8Array([137, 80, 78, 71])], 'ejes.png', { type: 'image/png' }));
    expect(last()).toEqual({ background_file_guid: '00000000-0000-4000-8000-0000000000aa' });
  });
});
