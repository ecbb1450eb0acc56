import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kind as qt7 } from '@ui/questions/kinds/qt7ShortText';
import { kind as qt8 } from '@ui/questions/kinds/qt8LongText';
import { descriptionOf, renderEditor, renderPlayer, renderReview } from './harness';

describe('QT_7 short text', () => {
  it('typing answers { text }, labelled by the prompt, with a character count', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt7, { max_length: 10 }, { text: '' });
    const box = screen.getByRole('textbox', { name: 'Pregunta' });
    await user.tab();
    await user.keyboard('Lisboa');
    expect(last()).toEqual({ text: 'Lisboa' });
    expect(descriptionOf(box)).toBe('6 de 10 caracteres');
    expect(box.getAttribute('maxlength')).toBe('10');
  });

  it('read-only cannot change', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderPlayer(qt7, { max_length: 10 }, { text: 'Oporto' }, { readOnly: true });
    await user.type(screen.getByRole('textbox', { name: 'Pregunta' }), 'x');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('review: a wrong answer is marked and the right one shown; a right one is marked right', () => {
    const { unmount } = renderReview(qt7, { data: { max_length: 40 }, answer: { text: 'Oporto' }, correct: { text: 'Lisboa' }, score: { points: 0, max: 1, outcome: 'incorrect' } });
    expect(screen.getByText('Incorrecto')).toBeTruthy();
    expect(screen.getByText('Lisboa')).toBeTruthy();
    unmount();
    renderReview(qt7, { data: { max_length: 40 }, answer: { text: 'lisboa ' }, correct: { text: 'Lisboa' }, score: null });
    expect(screen.getByText('Correcto')).toBeTruthy();
    expect(screen.queryByText('Respuesta correcta:')).toBeNull();
  });

  it('editor: accepted answers, length and case report the data', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt7, { accepted: ['Lisboa'], case_sensitive: false, max_length: 200 });
    await user.click(screen.getByRole('button', { name: 'Añadir respuesta aceptada' }));
    await user.keyboard('Lisbon');
    expect(last()?.accepted).toEqual(['Lisboa', 'Lisbon']);
    const max = screen.getByRole('spinbutton', { name: 'Longitud máxima (caracteres)' });
    await user.clear(max);
    await user.type(max, '40');
    expect(last()?.max_length).toBe(40);
  });
});

describe('QT_8 long text', () => {
  it('typing answers { text } and counts words against the limits', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt8, { min_words: 3, max_words: 5 }, { text: '' });
    const box = screen.getByRole('textbox', { name: 'Pregunta' });
    await user.click(box);
    await user.keyboard('El agua');
    expect(last()).toEqual({ text: 'El agua' });
    expect(descriptionOf(box)).toBe('2 palabras · entre 3 y 5 palabras · aún no llegas al mínimo');
    await user.keyboard(' se evapora con calor');
    expect(descriptionOf(box)).toContain('te has pasado del máximo');
  });

  it('read-only cannot change', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderPlayer(qt8, { min_words: null, max_words: null }, { text: 'Hola' }, { readOnly: true });
    await user.type(screen.getByRole('textbox', { name: 'Pregunta' }), 'x');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('review shows the text and the pending score (manual type)', () => {
    renderReview(qt8, { data: { min_words: null, max_words: null }, answer: { text: 'Llueve mucho' }, score: { points: null, max: 3, outcome: 'needs-grading' } });
    expect(screen.getByText('Llueve mucho')).toBeTruthy();
    expect(screen.getByText('Pendiente de corregir')).toBeTruthy();
    expect(screen.getByText('Puntuación: pendiente (sobre 3)')).toBeTruthy();
  });

  it('review of a graded answer shows points', () => {
    renderReview(qt8, { data: { min_words: null, max_words: null }, answer: { text: 'Llueve' }, score: { points: 2.5, max: 3, outcome: 'partial' } });
    expect(screen.getByText('Puntuación: 2,5 de 3')).toBeTruthy();
  });

  it('editor: limits report numbers, empty is no limit', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt8, { min_words: null, max_words: 100 });
    await user.type(screen.getByRole('spinbutton', { name: 'Mínimo de palabras' }), '20');
    expect(last()).toEqual({ min_words: 20, max_words: 100 });
    await user.clear(screen.getByRole('spinbutton', { name: 'Máximo de palabras' }));
    expect(last()).toEqual({ min_words: 20, max_words: null });
  });
});
