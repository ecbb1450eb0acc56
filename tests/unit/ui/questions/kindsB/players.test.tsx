import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerDataByType } from '@domain/assessments/questionModel';
import type { UploadFile } from '@ui/questions/QuestionKind';
import { renderPlayer } from './kindsBSupport';

const lastAnswer = <A,>(mock: { mock: { calls: A[][] } }): A | undefined => mock.mock.calls.at(-1)?.[0];

describe('QT_12 ordering player', () => {
  it('moves an item with the keyboard and reports the whole order', async () => {
    const user = userEvent.setup();
    const { onAnswer, data } = await renderPlayer('QT_12');
    const [first, second, ...rest] = (data as PlayerDataByType['QT_12']).items;
    if (!first || !second) throw new Error('sample too short');
    screen.getByRole('button', { name: `Bajar «${first.text}»` }).focus();
    await user.keyboard('{Enter}');
    expect(lastAnswer(onAnswer)).toEqual({ order: [second.id, first.id, ...rest.map((item) => item.id)] });
    expect(screen.getByText(`«${first.text}» está ahora en la posición 2 de 4.`)).toBeTruthy();
  });

  it('lets the shown order be kept as the answer', async () => {
    const user = userEvent.setup();
    const { onAnswer, data } = await renderPlayer('QT_12');
    await user.click(screen.getByRole('button', { name: 'Dejar este orden como respuesta' }));
    const items = (data as PlayerDataByType['QT_12']).items;
    expect(lastAnswer(onAnswer)).toEqual({ order: items.map((item) => item.id) });
    expect(screen.queryByRole('button', { name: 'Dejar este orden como respuesta' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Bajar «${items[0]?.text ?? ''}»` }));
    expect(screen.getByText('Orden guardado como respuesta.')).toBeTruthy();
  });

  it('offers no moves when read-only', async () => {
    const { onAnswer } = await renderPlayer('QT_12', { readOnly: true, answer: { order: ['o2', 'o1', 'o3', 'o4'] } });
    expect(screen.queryByRole('button')).toBeNull();
    const items = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Condensación');
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('QT_13 matching player', () => {
  it('pairs a left item with a right one', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_13');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portugal' }), 'Lisboa');
    expect(lastAnswer(onAnswer)).toEqual({ pairs: { l1: 'r2' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portugal' }), '— Elige —');
    expect(lastAnswer(onAnswer)).toEqual({ pairs: {} });
  });

  it('is disabled when read-only', async () => {
    await renderPlayer('QT_13', { readOnly: true, answer: { pairs: { l1: 'r2' } } });
    const select = screen.getByRole('combobox', { name: 'Portugal' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('r2');
  });
});

describe('QT_14 numeric player', () => {
  it('reports the text as typed, with a decimal comma, and shows the unit', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_14');
    const input = screen.getByRole('textbox', { name: 'Tu respuesta (un número)' });
    await user.type(input, '2,7');
    expect(lastAnswer(onAnswer)).toEqual({ text: '2,7' });
    expect(screen.getByText('g/cm³')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('says when what was typed is not a number', async () => {
    const user = userEvent.setup();
    await renderPlayer('QT_14');
    await user.type(screen.getByRole('textbox', { name: 'Tu respuesta (un número)' }), '2,7 g');
    expect(screen.getByText(/Esto no es un número/)).toBeTruthy();
  });

  it('cannot be changed when read-only', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_14', { readOnly: true, answer: { text: '3' } });
    await user.type(screen.getByRole('textbox', { name: 'Tu respuesta (un número)' }), '5');
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('QT_15 formula player', () => {
  it('reports the typed formula and previews it', async () => {
    const user = userEvent.setup();
    const { onAnswer, container } = await renderPlayer('QT_15');
    expect(screen.getByText('Aún no has escrito nada.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Tu fórmula' }), '2x^2+6x');
    expect(lastAnswer(onAnswer)).toEqual({ text: '2x^2+6x' });
    expect(screen.queryByText('Aún no has escrito nada.')).toBeNull();
    await waitFor(() => expect(container.querySelector('.qm-preview .katex')).not.toBeNull());
    expect(screen.getByText('Cómo escribir fórmulas')).toBeTruthy();
  });

  it('warns while the formula cannot be read', async () => {
    const user = userEvent.setup();
    await renderPlayer('QT_15');
    await user.type(screen.getByRole('textbox', { name: 'Tu fórmula' }), '2x+(');
    expect(screen.getByText(/Todavía no se puede leer esta fórmula/)).toBeTruthy();
  });

  it('cannot be changed when read-only', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_15', { readOnly: true, answer: { text: 'x' } });
    await user.type(screen.getByRole('textbox', { name: 'Tu fórmula' }), '+1');
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('QT_16 drag words player', () => {
  it('places a picked word in a gap with the keyboard, and sends it back', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_16');
    screen.getByRole('button', { name: 'luz' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'luz' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByRole('button', { name: 'Hueco 2, vacío' }).focus();
    await user.keyboard('{Enter}');
    expect(lastAnswer(onAnswer)).toEqual({ gaps: { '1': 'luz' } });
    expect((screen.getByRole('button', { name: /^luz/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Hueco 2: luz' }));
    expect(lastAnswer(onAnswer)).toEqual({ gaps: {} });
  });

  it('ignores chips and gaps when read-only', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_16', { readOnly: true, answer: { gaps: { '0': 'oxígeno' } } });
    await user.click(screen.getByRole('button', { name: 'Hueco 1: oxígeno' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'luz' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('QT_17 dropdown cloze player', () => {
  it('reports the option chosen in each gap', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_17');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hueco 2' }), 'sólido');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hueco 1' }), 'líquida');
    expect(lastAnswer(onAnswer)).toEqual({ gaps: { '0': 'líquida', '1': 'sólido' } });
  });

  it('is disabled when read-only', async () => {
    await renderPlayer('QT_17', { readOnly: true });
    expect((screen.getByRole('combobox', { name: 'Hueco 1' }) as HTMLSelectElement).disabled).toBe(true);
  });
});

describe('QT_18 highlight words player', () => {
  it('toggles words as pressed buttons and reports their indices', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_18');
    const word = screen.getByRole('button', { name: 'duerme' });
    word.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'lee' }));
    expect(lastAnswer(onAnswer)).toEqual({ selected: [2, 8] });
    expect(screen.getByRole('button', { name: 'duerme' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'duerme' }));
    expect(lastAnswer(onAnswer)).toEqual({ selected: [2] });
  });

  it('keeps the text readable between the words', async () => {
    const { container } = await renderPlayer('QT_18');
    expect(container.querySelector('.qm-words')?.textContent).toBe('Mi hermana lee una novela mientras el perro duerme y yo cocino la cena.');
  });

  it('ignores presses when read-only', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_18', { readOnly: true, answer: { selected: [2] } });
    await user.click(screen.getByRole('button', { name: 'duerme' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'lee' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('QT_19 image choice player', () => {
  it('uses checkboxes named by the alt text when several may be chosen', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_19');
    const pentagon = screen.getByRole('checkbox', { name: /Pentágono regular verde/ });
    pentagon.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: /Triángulo equilátero naranja/ }));
    expect(lastAnswer(onAnswer)).toEqual({ choices: ['i1', 'i3'] });
    expect(screen.getByRole('img', { name: 'Cuadrado azul' })).toBeTruthy();
  });

  it('is disabled when read-only', async () => {
    await renderPlayer('QT_19', { readOnly: true, answer: { choices: ['i2'] } });
    const square = screen.getByRole('checkbox', { name: /Cuadrado azul/ }) as HTMLInputElement;
    expect(square.disabled).toBe(true);
    expect(square.checked).toBe(true);
  });
});

describe('QT_20 audio answer player', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uploads a chosen audio file and answers with its guid', async () => {
    const user = userEvent.setup();
    const uploadFile = vi.fn<UploadFile>(async (_file, name) => ({ guid: 'g-1', url: 'blob:local/1', name, mime: 'audio/ogg' }));
    const { onAnswer } = await renderPlayer('QT_20', { uploadFile });
    expect(screen.getByText(/Este navegador no puede grabar/)).toBeTruthy();
    await user.upload(screen.getByLabelText('Elige un archivo de audio'), new File(['abc'], 'lectura.ogg', { type: 'audio/ogg' }));
    await waitFor(() => expect(lastAnswer(onAnswer)).toEqual({ file_guid: 'g-1' }));
    expect(uploadFile.mock.calls[0]?.[1]).toBe('lectura.ogg');
    expect(screen.getByLabelText('Tu grabación').getAttribute('src')).toBe('blob:local/1');
    await user.click(screen.getByRole('button', { name: 'Quitar la grabación' }));
    expect(lastAnswer(onAnswer)).toEqual({ file_guid: null });
    expect(document.activeElement).toBe(screen.getByLabelText('Elige un archivo de audio'));
  });

  it('explains a refused microphone', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('MediaRecorder', class {});
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    await renderPlayer('QT_20', { uploadFile: vi.fn<UploadFile>() });
    await user.click(screen.getByRole('button', { name: 'Grabar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('no tiene permiso para usar el micrófono');
  });

  it('refuses a file that is not audio', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadFile = vi.fn<UploadFile>();
    await renderPlayer('QT_20', { uploadFile });
    await user.upload(screen.getByLabelText('Elige un archivo de audio'), new File(['x'], 'notas.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toContain('no es de audio');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('only plays the recording when read-only', async () => {
    const { sample } = await renderPlayer('QT_20', { readOnly: true, answer: { file_guid: '7d0e5b1a-2c3f-4a6b-9d8e-1f2a3b4c5d6e' } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Elige un archivo de audio')).toBeNull();
    expect(screen.getByLabelText('Tu grabación').getAttribute('src')).toBe(sample.media['7d0e5b1a-2c3f-4a6b-9d8e-1f2a3b4c5d6e']?.url);
  });
});

describe('QT_21 matrix player', () => {
  it('is a radio group per row named by row and column', async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderPlayer('QT_21');
    const cell = screen.getByRole('radio', { name: 'Delfín Mamífero' });
    cell.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('radio', { name: 'Rana Anfibio' }));
    expect(lastAnswer(onAnswer)).toEqual({ cells: { r1: 'c1', r2: 'c2' } });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mamífero', 'Anfibio', 'Ave', 'Pez']);
    expect(screen.getAllByRole('rowheader')).toHaveLength(4);
  });

  it('is disabled when read-only', async () => {
    await renderPlayer('QT_21', { readOnly: true, answer: { cells: { r1: 'c4' } } });
    const cell = screen.getByRole('radio', { name: 'Delfín Pez' }) as HTMLInputElement;
    expect(cell.checked).toBe(true);
    expect(cell.disabled).toBe(true);
  });
});
