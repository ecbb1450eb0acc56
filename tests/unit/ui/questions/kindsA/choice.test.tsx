import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kind as qt1 } from '@ui/questions/kinds/qt1SingleChoice';
import { kind as qt2 } from '@ui/questions/kinds/qt2MultipleChoice';
import { kind as qt3 } from '@ui/questions/kinds/qt3TrueFalse';
import { descriptionOf, isChecked, renderEditor, renderPlayer, renderReview } from './harness';

const options = [
  { id: 'o1', text: 'Mitocondria' },
  { id: 'o2', text: 'Cloroplasto' },
  { id: 'o3', text: 'Ribosoma' },
];

describe('QT_1 single choice', () => {
  it('answers { choice } with Space and the arrow keys, in a radiogroup named by the prompt', async () => {
    const user = userEvent.setup();
    const { onAnswer, last } = renderPlayer(qt1, { options }, { choice: null });
    const group = screen.getByRole('radiogroup', { name: 'Pregunta' });
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Mitocondria' }));
    await user.keyboard(' ');
    expect(last()).toEqual({ choice: 'o1' });
    await user.keyboard('{ArrowDown}');
    expect(last()).toEqual({ choice: 'o2' });
    expect(isChecked(screen.getByRole('radio', { name: 'Cloroplasto' }))).toBe(true);
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('read-only shows the answer and ignores changes', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderPlayer(qt1, { options }, { choice: 'o3' }, { readOnly: true });
    await user.click(screen.getByRole('radio', { name: 'Mitocondria' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(isChecked(screen.getByRole('radio', { name: 'Ribosoma' }))).toBe(true);
    expect(screen.getByRole('radiogroup').getAttribute('aria-readonly')).toBe('true');
  });

  it('review marks a wrong choice in words and shows the right one and the score', () => {
    renderReview(qt1, { data: { options }, answer: { choice: 'o1' }, correct: { choice: 'o2' }, score: { points: 0, max: 1, outcome: 'incorrect' } });
    const chosen = screen.getByText('Mitocondria').closest('li');
    expect(chosen).not.toBeNull();
    expect(within(chosen as HTMLElement).getByText('Tu respuesta')).toBeTruthy();
    expect(within(chosen as HTMLElement).getByText('Incorrecto')).toBeTruthy();
    expect(within(screen.getByText('Cloroplasto').closest('li') as HTMLElement).getByText('Respuesta correcta:')).toBeTruthy();
    expect(screen.getByText('Puntuación: 0 de 1')).toBeTruthy();
    expect(screen.getByText('Incorrecta')).toBeTruthy();
  });

  it('review marks a right choice', () => {
    renderReview(qt1, { data: { options }, answer: { choice: 'o2' }, correct: { choice: 'o2' }, score: { points: 1, max: 1, outcome: 'correct' } });
    expect(within(screen.getByText('Cloroplasto').closest('li') as HTMLElement).getByText('Correcto')).toBeTruthy();
    expect(screen.queryByText('Incorrecto')).toBeNull();
  });

  it('editor: typing, adding and marking the right option report the data', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt1, { options: [{ id: 'a', text: '' }, { id: 'b', text: '' }], correct: 'a', shuffle: false });
    await user.type(screen.getByLabelText('Opción 1'), 'Sol');
    expect(last()?.options[0]).toEqual({ id: 'a', text: 'Sol' });
    await user.click(screen.getByRole('button', { name: 'Añadir opción' }));
    expect(last()?.options).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('Opción 3'));
    await user.click(screen.getByRole('radio', { name: 'Correcta (Opción 2)' }));
    expect(last()?.correct).toBe('b');
    await user.click(screen.getByRole('button', { name: 'Subir Opción 2' }));
    expect(last()?.options.map((o) => o.id)).toEqual(['b', 'a', 'o1']);
    await user.click(screen.getByRole('checkbox', { name: 'Mezclar las opciones para cada alumno' }));
    expect(last()?.shuffle).toBe(true);
  });

  it('editor previews an option holding a formula', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(qt1, { options: [{ id: 'a', text: '' }, { id: 'b', text: 'dos' }], correct: 'a', shuffle: false });
    expect(container.querySelector('.tz-q-list__preview')).toBeNull();
    await user.click(screen.getByLabelText('Opción 1'));
    await user.paste('\\(x^2\\)');
    expect(container.querySelector('.tz-q-list__preview')?.textContent).toContain('Vista previa:');
  });

  it('editor: removing the right option clears the key, and issues show translated next to their field', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(
      qt1,
      { options: [{ id: 'a', text: 'Sí' }, { id: 'b', text: '' }, { id: 'c', text: 'No' }], correct: 'b', shuffle: false },
      { issues: [{ path: '/options/1/text', code: 'question.options.text-blank' }, { path: '/correct', code: 'question.correct.missing' }, { path: '/x', code: 'question.zzz.never-seen' }] },
    );
    expect(descriptionOf(screen.getByLabelText('Opción 2'))).toBe('Escribe un texto.');
    expect(screen.getByText('Marca la respuesta correcta.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar Opción 2' }));
    expect(last()).toEqual({ options: [{ id: 'a', text: 'Sí' }, { id: 'c', text: 'No' }], correct: '', shuffle: false });
  });
});

describe('QT_2 multiple choice', () => {
  it('ticks and unticks with Space, answering { choices }', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt2, { options }, { choices: [] });
    expect(screen.getByRole('group', { name: 'Pregunta' })).toBeTruthy();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(last()).toEqual({ choices: ['o1', 'o3'] });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(last()).toEqual({ choices: ['o3'] });
  });

  it('read-only ignores changes', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderPlayer(qt2, { options }, { choices: ['o1'] }, { readOnly: true });
    await user.click(screen.getByRole('checkbox', { name: 'Ribosoma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mitocondria' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(isChecked(screen.getByRole('checkbox', { name: 'Mitocondria' }))).toBe(true);
  });

  it('review: right pick, wrong pick, missed right option, partial score', () => {
    renderReview(qt2, { data: { options }, answer: { choices: ['o1', 'o2'] }, correct: { choices: ['o2', 'o3'] }, score: { points: 0, max: 2, outcome: 'partial' } });
    expect(within(screen.getByText('Mitocondria').closest('li') as HTMLElement).getByText('Incorrecto')).toBeTruthy();
    expect(within(screen.getByText('Cloroplasto').closest('li') as HTMLElement).getByText('Correcto')).toBeTruthy();
    expect(within(screen.getByText('Ribosoma').closest('li') as HTMLElement).getByText('Correcta, no marcada')).toBeTruthy();
    expect(screen.getByText('Parcialmente correcta')).toBeTruthy();
  });

  it('editor: ticking right options reports them', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt2, { options: [{ id: 'a', text: '2' }, { id: 'b', text: '9' }], correct: ['a'], shuffle: false });
    await user.click(screen.getByRole('checkbox', { name: 'Correcta (Opción 2)' }));
    expect(last()?.correct).toEqual(['a', 'b']);
    await user.click(screen.getByRole('checkbox', { name: 'Correcta (Opción 1)' }));
    expect(last()?.correct).toEqual(['b']);
  });
});

describe('QT_3 true or false', () => {
  it('answers { value } by keyboard', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt3, {}, { value: null });
    await user.tab();
    await user.keyboard(' ');
    expect(last()).toEqual({ value: true });
    await user.keyboard('{ArrowRight}');
    expect(last()).toEqual({ value: false });
  });

  it('read-only ignores changes', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderPlayer(qt3, {}, { value: false }, { readOnly: true });
    await user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('review marks the answer right or wrong in words', () => {
    const { unmount } = renderReview(qt3, { data: {}, answer: { value: true }, correct: { value: true }, score: { points: 1, max: 1, outcome: 'correct' } });
    expect(within(screen.getByText('Verdadero').closest('li') as HTMLElement).getByText('Correcto')).toBeTruthy();
    unmount();
    renderReview(qt3, { data: {}, answer: { value: false }, correct: { value: true }, score: null });
    expect(within(screen.getByText('Falso').closest('li') as HTMLElement).getByText('Incorrecto')).toBeTruthy();
  });

  it('review without an answer says so', () => {
    renderReview(qt3, { data: {}, answer: null });
    expect(screen.getByText('Sin responder.')).toBeTruthy();
  });

  it('editor reports the right value', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt3, { correct: true });
    await user.click(screen.getByRole('radio', { name: 'Falso' }));
    expect(last()).toEqual({ correct: false });
  });
});

describe('QT_2 review without the key', () => {
  it('does not guess per option from a zero score (a right pick may be cancelled by a wrong one)', () => {
    renderReview(qt2, { data: { options }, answer: { choices: ['o1', 'o2'] }, correct: null, score: { points: 0, max: 2, outcome: 'incorrect' } });
    expect(screen.queryByText('Correcto')).toBeNull();
    expect(screen.queryByText('Incorrecto')).toBeNull();
    expect(screen.getAllByText('Tu respuesta')).toHaveLength(2);
    expect(screen.getByText('Incorrecta')).toBeTruthy();
  });
});
