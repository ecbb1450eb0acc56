import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kind as qt11 } from '@ui/questions/kinds/qt11ClickToFind';
import { renderEditor, renderPlayer, renderReview } from './harness';

const guid = '5a7e0c3e-5b1d-4c7a-9a51-000000000011';
const media = { [guid]: { url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', name: 'shapes.svg' } };
const data = { image_file_guid: guid, targets_count: 2, max_clicks: 2 };

function stageOf(imageName: string) {
  const stage = screen.getByRole('img', { name: imageName }).parentElement as HTMLElement;
  stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
  return stage;
}

describe('QT_11 click to find', () => {
  it('keyboard: arrows move the crosshair, Enter/Space mark, Delete removes the last; max_clicks holds', async () => {
    const user = userEvent.setup();
    const { last, onAnswer } = renderPlayer(qt11, data, { points: [] }, { media });
    await user.tab();
    const surface = screen.getByRole('application');
    expect(document.activeElement).toBe(surface);
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(surface.getAttribute('aria-label')).toBe('Mira en 52 % horizontal, 60 % vertical');
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ points: [{ x: 52, y: 60 }] });
    await user.keyboard('{ArrowUp} ');
    expect(last()).toEqual({ points: [{ x: 52, y: 60 }, { x: 52, y: 58 }] });
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Has usado todas las marcas/)).toBeTruthy();
    await user.keyboard('{Delete}');
    expect(last()).toEqual({ points: [{ x: 52, y: 60 }] });
  });

  it('a click on the image marks the percent point; a click on a marker removes it', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt11, data, { points: [] }, { media });
    stageOf('Imagen en la que buscar');
    fireEvent.click(screen.getByRole('img', { name: 'Imagen en la que buscar' }), { clientX: 100, clientY: 150 });
    expect(last()).toEqual({ points: [{ x: 25, y: 75 }] });
    await user.click(screen.getByRole('button', { name: 'Quitar la marca 1' }));
    expect(last()).toEqual({ points: [] });
  });

  it('read-only ignores keys and clicks', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderPlayer(qt11, data, { points: [{ x: 10, y: 10 }] }, { media, readOnly: true });
    stageOf('Imagen en la que buscar');
    fireEvent.click(screen.getByRole('img', { name: 'Imagen en la que buscar' }), { clientX: 100, clientY: 150 });
    fireEvent.keyDown(screen.getByRole('application'), { key: 'Enter' });
    await user.click(screen.getByRole('button', { name: 'Quitar la marca 1' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('review lists the marks, shows the right places and marks a fully right answer', () => {
    const { container } = renderReview(qt11, {
      data,
      answer: { points: [{ x: 75, y: 25 }, { x: 17, y: 74 }] },
      correct: { points: [{ x: 75, y: 23 }, { x: 17, y: 74 }] },
      media,
      score: { points: 3, max: 3, outcome: 'correct' },
    });
    expect(screen.getByText('Marca 1: 75 % horizontal, 25 % vertical')).toBeTruthy();
    expect(screen.getAllByText('Correcto')).toHaveLength(2);
    expect(container.querySelectorAll('.tz-q-marker--right')).toHaveLength(2);
    expect(screen.getByText('Puntuación: 3 de 3')).toBeTruthy();
  });

  it('review of a partly right answer gives the score in words, not a mark per click', () => {
    renderReview(qt11, { data, answer: { points: [{ x: 75, y: 25 }] }, correct: null, media, score: { points: 1, max: 3, outcome: 'partial' } });
    expect(screen.queryByText('Correcto')).toBeNull();
    expect(screen.getByText('Parcialmente correcta')).toBeTruthy();
  });

  it('editor: a click adds an area centred there; fields edit it; max_clicks follows', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt11, { image_file_guid: guid, targets: [], max_clicks: 0 }, { media });
    stageOf('Imagen para marcar las zonas');
    fireEvent.click(screen.getByRole('img', { name: 'Imagen para marcar las zonas' }), { clientX: 200, clientY: 100 });
    expect(last()).toEqual({ image_file_guid: guid, targets: [{ id: 'a1', x: 44, y: 44, w: 12, h: 12 }], max_clicks: 1 });
    const w = screen.getByRole('spinbutton', { name: 'N.º 1: ancho (%)' });
    await user.clear(w);
    await user.type(w, '20');
    expect(last()?.targets[0]?.w).toBe(20);
    await user.click(screen.getByRole('button', { name: 'Quitar zona 1' }));
    expect(last()?.targets).toEqual([]);
  });
});
