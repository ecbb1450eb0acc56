import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { QuestionDataByType } from '@domain/assessments/questionModel';
import { KINDS_B, renderEditor } from './kindsBSupport';

const last = <A,>(mock: { mock: { calls: A[][] } }): A | undefined => mock.mock.calls.at(-1)?.[0];

describe('editors of QT_12–QT_21', () => {
  it('QT_12 edits, adds and reorders items', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderEditor('QT_12');
    const first = screen.getByLabelText('Elemento 1');
    await user.clear(first);
    await user.type(first, 'Evaporación del agua');
    expect((last(onChange) as QuestionDataByType['QT_12']).items[0]).toEqual({ id: 'o1', text: 'Evaporación del agua' });
    await user.click(screen.getByRole('button', { name: 'Añadir elemento' }));
    expect((last(onChange) as QuestionDataByType['QT_12']).items).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Bajar Elemento 1' }));
    expect((last(onChange) as QuestionDataByType['QT_12']).items.map((item) => item.id).slice(0, 2)).toEqual(['o2', 'o1']);
  });

  it('QT_12 shows the domain issues next to the list, translated', async () => {
    await renderEditor('QT_12', [
      { path: '/items', code: 'question.items.too-few' },
      { path: '/items/1/text', code: 'question.items.text-blank' },
      { path: '/items/2/text', code: 'question.items.something-new' },
    ]);
    expect(screen.getByText('Añade al menos dos elementos.')).toBeTruthy();
    expect(screen.getByText('Escribe el texto.')).toBeTruthy();
    expect(screen.getByText('Revisa este campo.')).toBeTruthy();
    expect(screen.getByLabelText('Elemento 2').getAttribute('aria-invalid')).toBe('true');
  });

  it('QT_13 changes a pair and drops pairs of a removed item', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderEditor('QT_13');
    await user.selectOptions(screen.getByLabelText('Pareja de «Portugal»'), 'Berlín');
    expect((last(onChange) as QuestionDataByType['QT_13']).pairs.l1).toBe('r4');
    await user.click(screen.getByRole('button', { name: 'Quitar Derecha 4' }));
    const data = last(onChange) as QuestionDataByType['QT_13'];
    expect(data.right).toHaveLength(3);
    expect(data.pairs.l1).toBeUndefined();
  });

  it('QT_14 reads the value with a decimal comma', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderEditor('QT_14');
    const value = screen.getByLabelText('Valor correcto');
    await user.clear(value);
    await user.type(value, '3,25');
    expect((last(onChange) as QuestionDataByType['QT_14']).value).toBe(3.25);
    await user.type(screen.getByLabelText(/Margen de error/), 'x');
    expect(screen.getByText(/Esto no es un número/)).toBeTruthy();
    await user.clear(screen.getByLabelText(/Unidad/));
    expect((last(onChange) as QuestionDataByType['QT_14']).unit).toBeNull();
  });

  it('QT_15 edits variables and the formula, with a preview', async () => {
    const user = userEvent.setup();
    const { onChange, container } = await renderEditor('QT_15');
    const variables = screen.getByLabelText('Variables');
    await user.clear(variables);
    await user.type(variables, 'x, y');
    expect((last(onChange) as QuestionDataByType['QT_15']).variables).toEqual(['x', 'y']);
    const expression = screen.getByLabelText(/Fórmula correcta/);
    await user.clear(expression);
    await user.type(expression, 'x*y');
    expect((last(onChange) as QuestionDataByType['QT_15']).expression).toBe('x*y');
    await waitFor(() => expect(container.querySelector('.qm-preview .katex')).not.toBeNull());
  });

  it('QT_16 explains the [[…]] syntax and previews the gaps', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderEditor('QT_16');
    expect(screen.getByText(/Rodea con dobles corchetes/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Texto con huecos/), { target: { value: 'El [[agua]] hierve.' } });
    expect((last(onChange) as QuestionDataByType['QT_16']).text).toBe('El [[agua]] hierve.');
    expect(screen.getByText('agua', { selector: '.qm-chip' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Añadir distractor' }));
    expect((last(onChange) as QuestionDataByType['QT_16']).distractors).toEqual(['nitrógeno', 'sombra', '']);
  });

  it('QT_17 previews each drop-down with its right option named', async () => {
    const { onChange } = await renderEditor('QT_17');
    fireEvent.change(screen.getByLabelText(/Texto con desplegables/), { target: { value: 'Es [[*sí|no]].' } });
    expect(last(onChange)).toEqual({ text: 'Es [[*sí|no]].' });
    expect(screen.getByText('correcta')).toBeTruthy();
  });

  it('QT_18 edits the text and shows the text issue', async () => {
    const { onChange } = await renderEditor('QT_18', [{ path: '/text', code: 'question.text.gap-not-one-word' }]);
    fireEvent.change(screen.getByLabelText(/^Texto/), { target: { value: 'El [[gato]] duerme.' } });
    expect(last(onChange)).toEqual({ text: 'El [[gato]] duerme.' });
    expect(screen.getByText('Cada marca [[…]] debe rodear una sola palabra.')).toBeTruthy();
  });

  it('QT_19 uploads a picture, describes it and marks it right', async () => {
    const user = userEvent.setup();
    const { onChange, uploadImage } = await renderEditor('QT_19');
    uploadImage.mockImplementation(async (_file, name) => ({ guid: '11111111-2222-4333-8444-555555555555', url: 'blob:x', name, mime: 'image/png' }));
    await user.upload(screen.getByLabelText('Imagen de la Opción B'), new File(['png'], 'hexagono.png', { type: 'image/png' }));
    await waitFor(() => expect((last(onChange) as QuestionDataByType['QT_19']).options[1]?.file_guid).toBe('11111111-2222-4333-8444-555555555555'));
    await user.click(screen.getByLabelText('La Opción B es correcta'));
    expect((last(onChange) as QuestionDataByType['QT_19']).correct).toEqual(['i1', 'i3', 'i2']);
    await user.click(screen.getByLabelText('Se pueden elegir varias imágenes'));
    expect(last(onChange)).toMatchObject({ multiple: false, correct: ['i1'] });
  });

  it('QT_20 edits the maximum length', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderEditor('QT_20');
    const field = screen.getByLabelText(/Duración máxima/);
    await user.clear(field);
    await user.type(field, '90');
    expect(last(onChange)).toEqual({ max_seconds: 90 });
  });

  it('QT_21 adds a row and sets its right column', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderEditor('QT_21');
    await user.click(screen.getByRole('button', { name: 'Añadir fila' }));
    await user.type(screen.getByLabelText('Fila 5'), 'Murciélago');
    await user.selectOptions(screen.getByLabelText('Columna correcta de «Murciélago»'), 'Mamífero');
    const data = last(onChange) as QuestionDataByType['QT_21'];
    expect(data.rows.at(-1)).toEqual({ id: 'r5', text: 'Murciélago' });
    expect(data.correct.r5).toBe('c1');
  });

  it.each(KINDS_B)('%s reports no change by merely rendering', async (type) => {
    const { onChange } = await renderEditor(type);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each(KINDS_B)('%s editor has no axe violations', async (type) => {
    const { container } = await renderEditor(type);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
