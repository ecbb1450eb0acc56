import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuestionView } from '@ui/questions/QuestionView';
import { renderWithI18n } from '@tests/unit/ui/components/renderWithI18n';

const options = [
  { id: 'o1', text: 'Mitocondria' },
  { id: 'o2', text: 'Cloroplasto' },
];

describe('QuestionView', () => {
  it('shows a skeleton, then the prompt heading, description, points and the player labelled by the prompt', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = renderWithI18n(
      <QuestionView mode="player" type="QT_1" name="La fotosíntesis" description="<p>Elige <strong>una</strong>.</p>" points={1.5} data={{ options }} answer={null} onAnswer={onAnswer} media={{}} headingLevel={3} idPrefix="q7" />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const group = await screen.findByRole('radiogroup', { name: 'La fotosíntesis' });
    expect(screen.getByRole('heading', { level: 3, name: 'La fotosíntesis' })).toBeTruthy();
    expect(screen.getByText('1,5 puntos')).toBeTruthy();
    expect(screen.getByText('una').tagName).toBe('STRONG');
    await user.click(screen.getByRole('radio', { name: 'Cloroplasto' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ choice: 'o2' });
    expect(group.getAttribute('aria-readonly')).toBeNull();
  });

  it('without onAnswer the player is read-only', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionView mode="player" type="QT_1" name="P" description="" points={1} data={{ options }} answer={{ choice: 'o1' }} media={{}} idPrefix="q8" />);
    const group = await screen.findByRole('radiogroup', { name: 'P' });
    expect(group.getAttribute('aria-readonly')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Cloroplasto' }));
    expect((screen.getByRole('radio', { name: 'Mitocondria' }) as HTMLInputElement).checked).toBe(true);
  });

  it('review mode shows the review with the score', async () => {
    renderWithI18n(
      <QuestionView mode="review" type="QT_1" name="P" description="" points={1} data={{ options }} answer={{ choice: 'o1' }} correct={{ choice: 'o2' }} score={{ points: 0, max: 1, outcome: 'incorrect' }} media={{}} idPrefix="q9" />,
      'en',
    );
    expect(await screen.findByText('Score: 0 of 1')).toBeTruthy();
    expect(screen.getAllByText('Wrong')).toHaveLength(2); // the option's mark and the outcome
    expect(screen.getByText('1 point')).toBeTruthy();
  });
});
