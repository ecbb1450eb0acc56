import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlayerSegment } from '@domain/assessments/questionModel';
import { kind as qt4 } from '@ui/questions/kinds/qt4Cloze';
import { descriptionOf, renderEditor, renderPlayer, renderReview } from './harness';

const segments: PlayerSegment[] = [
  { kind: 'text', text: 'El agua hierve a ' },
  { kind: 'gap', index: 0 },
  { kind: 'text', text: ' grados y se congela a ' },
  { kind: 'gap', index: 1 },
  { kind: 'text', text: ' grados.' },
];

describe('QT_4 cloze', () => {
  it('types into each gap (reached by Tab) and answers { blanks } keyed by gap index', async () => {
    const user = userEvent.setup();
    const { last } = renderPlayer(qt4, { segments }, { blanks: {} });
    expect(screen.getByRole('group', { name: 'Pregunta' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Hueco 1' }));
    await user.keyboard('100');
    await user.tab();
    await user.keyboard('0');
    expect(last()).toEqual({ blanks: { '0': '100', '1': '0' } });
  });

  it('read-only gaps cannot change', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderPlayer(qt4, { segments }, { blanks: { '0': '90' } }, { readOnly: true });
    await user.type(screen.getByRole('textbox', { name: 'Hueco 1' }), '5');
    expect(onAnswer).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Hueco 1' }) as HTMLInputElement).value).toBe('90');
  });

  it('review marks each gap and gives the right answer of a wrong one', () => {
    renderReview(qt4, { data: { segments }, answer: { blanks: { '0': ' 100 ', '1': '32' } }, correct: { blanks: { '0': '100', '1': '0' } }, score: { points: 0.5, max: 1, outcome: 'partial' } });
    expect(screen.getAllByText('Correcto')).toHaveLength(1);
    expect(screen.getAllByText('Incorrecto')).toHaveLength(1);
    expect(screen.getByText('32').closest('.tz-q-gap-review')?.textContent).toContain('Respuesta correcta: 0');
    expect(screen.getByText('Puntuación: 0,5 de 1')).toBeTruthy();
  });

  it('editor: the text reports data, lists the gaps found and shows issues', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt4, { text: '', case_sensitive: false }, { issues: [{ path: '/text', code: 'question.text.no-gaps' }] });
    const box = screen.getByRole('textbox', { name: /Texto con huecos/ });
    expect(descriptionOf(box)).toContain('Marca al menos un hueco');
    await user.click(box);
    await user.paste('Hierve a [[100|cien]] grados');
    expect(last()).toEqual({ text: 'Hierve a [[100|cien]] grados', case_sensitive: false });
    expect(screen.getByText('Hueco 1: 100 · cien')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 hueco' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Distinguir mayúsculas y minúsculas' }));
    expect(last()?.case_sensitive).toBe(true);
  });
});

describe('QT_4 editor gap button', () => {
  it('turns the selected words into a gap', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(qt4, { text: 'El agua hierve a 100 grados', case_sensitive: false });
    const box = screen.getByRole('textbox', { name: /Texto con huecos/ }) as HTMLTextAreaElement;
    box.setSelectionRange(17, 20);
    await user.click(screen.getByRole('button', { name: 'Convertir la selección en hueco' }));
    expect(last()?.text).toBe('El agua hierve a [[100]] grados');
    expect(screen.getByText('Hueco 1: 100')).toBeTruthy();
  });
});

describe('gap text pieces', () => {
  it('render inline: paragraphs of the teacher become line breaks around the gaps', () => {
    const { container } = renderPlayer(qt4, { segments: [{ kind: 'text', text: '<p>Primera línea.</p><p>El agua hierve a ' }, { kind: 'gap', index: 0 }, { kind: 'text', text: ' grados.</p>' }] }, { blanks: {} });
    const group = screen.getByRole('group', { name: 'Pregunta' });
    expect(group.querySelector('p')).toBeNull();
    expect(group.querySelector('br')).not.toBeNull();
    expect(container.textContent).toContain('El agua hierve a');
  });
});
