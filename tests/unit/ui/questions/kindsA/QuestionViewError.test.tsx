import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuestionView } from '@ui/questions/QuestionView';
import { renderWithI18n } from '@tests/unit/ui/components/renderWithI18n';

// The first load of the QT_1 chunk fails (a network drop); the retry loads it.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@ui/questions/questionKinds', () => ({
  QUESTION_KINDS: {
    QT_1: async () => {
      loads.count += 1;
      if (loads.count === 1) throw new Error('chunk failed');
      return (await import('@ui/questions/kinds/qt1SingleChoice')).kind;
    },
  },
}));

describe('QuestionView when the type fails to load', () => {
  it('shows an alert with a retry that loads the player', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionView mode="player" type="QT_1" name="P" description="" points={1} data={{ options: [{ id: 'a', text: 'Uno' }, { id: 'b', text: 'Dos' }] }} answer={null} onAnswer={vi.fn()} media={{}} idPrefix="q" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se ha podido cargar la pregunta');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('radio', { name: 'Dos' })).toBeTruthy();
    expect(loads.count).toBe(2);
  });
});
