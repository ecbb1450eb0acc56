import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { kind as qt5 } from '@ui/questions/kinds/qt5LabelImage';
import { kind as qt6 } from '@ui/questions/kinds/qt6Classify';
import { renderEditor, renderPlayer, renderReview } from './harness';

const imageGuid = '5a7e0c3e-5b1d-4c7a-9a51-000000000005';
const media = { [imageGuid]: { url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', name: 'cell.svg' } };
const labelData = {
  image_file_guid: imageGuid,
  targets: [
    { id: 't1', x: 10, y: 50 },
    { id: 't2', x: 40, y: 45 },
  ],
  labels: [
    { id: 'l1', text: 'Pared celular' },
    { id: 'l2', text: 'Núcleo' },
  ],
};

describe('QT_5 label image', () => {
  it('a select per numbered target answers { placements } by keyboard', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt5, labelData, { placements: {} }, { media });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destino 2' }), 'Núcleo');
    expect(last()).toEqual({ placements: { t2: 'l2' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destino 1' }), 'Pared celular');
    expect(last()).toEqual({ placements: { t2: 'l2', t1: 'l1' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destino 2' }), '— Elige una etiqueta —');
    expect(last()).toEqual({ placements: { t1: 'l1' } });
    expect(screen.getByRole('img', { name: 'Imagen con 2 destinos numerados' })).toBeTruthy();
  });

  it('pointer: tap a label then a pin, or drag a label onto a pin', () => {
    const { container, last } = renderPlayer(qt5, labelData, { placements: {} }, { media });
    const chip = (name: string) => Array.from(container.querySelectorAll<HTMLElement>('.tz-q-chip')).find((c) => c.textContent === name) as HTMLElement;
    const pin = (id: string) => container.querySelector(`[data-drop-id="${id}"]`) as HTMLElement;
    const pointer = (el: Element, type: string, x: number, y: number) => fireEvent(el, new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 }));
    pointer(chip('Núcleo'), 'pointerdown', 5, 5);
    pointer(chip('Núcleo'), 'pointerup', 5, 5);
    fireEvent.click(pin('t2'));
    expect(last()).toEqual({ placements: { t2: 'l2' } });
    const elementFromPoint = vi.fn(() => pin('t1'));
    Object.assign(document, { elementFromPoint });
    pointer(chip('Pared celular'), 'pointerdown', 5, 5);
    pointer(chip('Pared celular'), 'pointermove', 60, 80);
    expect(container.querySelector('.tz-q-chip--ghost')?.textContent).toBe('Pared celular');
    pointer(chip('Pared celular'), 'pointerup', 60, 80);
    expect(elementFromPoint).toHaveBeenCalledWith(60, 80);
    expect(last()).toEqual({ placements: { t2: 'l2', t1: 'l1' } });
    expect(container.querySelector('.tz-q-chip--ghost')).toBeNull();
  });

  it('read-only selects are disabled', () => {
    renderPlayer(qt5, labelData, { placements: { t1: 'l2' } }, { media, readOnly: true });
    const select = screen.getByRole('combobox', { name: 'Destino 1' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('l2');
  });

  it('review marks each target', () => {
    renderReview(qt5, { data: labelData, answer: { placements: { t1: 'l2', t2: 'l2' } }, correct: { placements: { t1: 'l1', t2: 'l2' } }, media, score: { points: 1, max: 2, outcome: 'partial' } });
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Incorrecto')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('Respuesta correcta: Pared celular');
    expect(within(rows[1] as HTMLElement).getByText('Correcto')).toBeTruthy();
  });

  it('editor: a click on the image adds a target at that percent point; numbers and the right label edit it', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt5, { ...labelData, targets: [], correct: {} }, { media });
    const stage = screen.getByRole('img', { name: 'Imagen para colocar los destinos' }).parentElement as HTMLElement;
    stage.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(screen.getByRole('img', { name: 'Imagen para colocar los destinos' }), { clientX: 50, clientY: 25 });
    expect(last()?.targets).toEqual([{ id: 't1', x: 25, y: 25 }]);
    await user.click(screen.getByRole('button', { name: 'Añadir destino' }));
    expect(last()?.targets[1]).toEqual({ id: 't2', x: 50, y: 50 });
    const x = screen.getByRole('spinbutton', { name: 'N.º 2: horizontal (%)' });
    await user.clear(x);
    await user.type(x, '70');
    expect(last()?.targets[1]).toEqual({ id: 't2', x: 70, y: 50 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Etiqueta correcta del destino 1' }), 'Núcleo');
    expect(last()?.correct).toEqual({ t1: 'l2' });
    await user.click(screen.getByRole('button', { name: 'Quitar destino 1' }));
    expect(last()).toMatchObject({ targets: [{ id: 't2', x: 70, y: 50 }], correct: {} });
  });
});

const classifyData = {
  categories: [
    { id: 'c1', text: 'Mamíferos' },
    { id: 'c2', text: 'Aves' },
  ],
  items: [
    { id: 'i1', text: 'Delfín' },
    { id: 'i2', text: 'Pingüino' },
  ],
};

describe('QT_6 classify', () => {
  it('a radio group per item, named by the item, answers { placements }', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt6, classifyData, { placements: {} });
    const penguin = screen.getByRole('radiogroup', { name: 'Pingüino' });
    await user.click(within(penguin).getByRole('radio', { name: 'Mamíferos' }));
    await user.keyboard('{ArrowRight}');
    expect(last()).toEqual({ placements: { i2: 'c2' } });
    // Shift+Tab enters the previous group, with nothing checked, on its last radio.
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(last()).toEqual({ placements: { i2: 'c2', i1: 'c2' } });
  });

  it('read-only ignores changes', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderPlayer(qt6, classifyData, { placements: { i1: 'c2' } }, { readOnly: true });
    await user.click(within(screen.getByRole('radiogroup', { name: 'Delfín' })).getByRole('radio', { name: 'Mamíferos' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('review marks each item and gives the right category', () => {
    renderReview(qt6, { data: classifyData, answer: { placements: { i1: 'c2', i2: 'c2' } }, correct: { placements: { i1: 'c1', i2: 'c2' } }, score: null });
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Incorrecto');
    expect(rows[0]?.textContent).toContain('Respuesta correcta: Mamíferos');
    expect(rows[1]?.textContent).toContain('Correcto');
  });

  it('editor: adding an item and choosing its category report the data', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt6, { ...classifyData, correct: { i1: 'c1', i2: 'c2' } });
    await user.click(screen.getByRole('button', { name: 'Añadir elemento' }));
    await user.keyboard('Murciélago');
    expect(last()?.items[2]).toEqual({ id: 'i3', text: 'Murciélago' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría correcta del elemento 3' }), 'Mamíferos');
    expect(last()?.correct).toEqual({ i1: 'c1', i2: 'c2', i3: 'c1' });
    expect((screen.getByRole('button', { name: 'Quitar Categoría 2' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Añadir categoría' }));
    await user.keyboard('Reptiles');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría correcta del elemento 2' }), 'Reptiles');
    expect(last()?.correct).toEqual({ i1: 'c1', i2: 'c3', i3: 'c1' });
    await user.click(screen.getByRole('button', { name: 'Quitar Categoría 3' }));
    expect(last()?.categories.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(last()?.correct).toEqual({ i1: 'c1', i3: 'c1' });
  });
});
