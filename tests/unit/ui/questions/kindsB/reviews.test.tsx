import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { loadSample } from '@ui/questions/samples/loadSample';
import { KINDS_B, renderReview } from './kindsBSupport';

const OBJECTIVE = KINDS_B.filter((type) => type !== 'QT_20');

describe('reviews of QT_12–QT_21', () => {
  describe.each(OBJECTIVE)('%s', (type) => {
    it('marks a right answer right, with the score, in words and icons', async () => {
      const sample = await loadSample(type, 'es');
      const { container } = await renderReview(type, sample.goodAnswer);
      expect(screen.getByText('Correcta')).toBeTruthy();
      expect(screen.getByText(`${sample.points} de ${sample.points} puntos`)).toBeTruthy();
      expect(screen.queryByText('Incorrecto')).toBeNull();
      expect(screen.queryByText('Faltaba marcarlo')).toBeNull();
      if (type !== 'QT_15') expect(screen.getAllByText('Correcto').length).toBeGreaterThan(0);
      // Each verdict carries an icon next to its word, not colour alone.
      for (const verdict of container.querySelectorAll('.qm-verdict')) expect(verdict.querySelector('svg')).not.toBeNull();
    });

    it('marks the wrong parts of a wrong or partial answer', async () => {
      const { score } = await renderReview(type, (await loadSample(type, 'es')).wrongAnswer);
      expect(screen.getByText(score.outcome === 'partial' ? 'Parcialmente correcta' : 'Incorrecta')).toBeTruthy();
      expect(screen.queryAllByText('Incorrecto').length + screen.queryAllByText('Faltaba marcarlo').length + screen.queryAllByText('Sin responder').length).toBeGreaterThan(0);
    });

    it('shows no verdicts or score without the key (results not published)', async () => {
      await renderReview(type, (await loadSample(type, 'es')).goodAnswer, { withKey: false });
      expect(screen.queryByText('Correcto')).toBeNull();
      expect(screen.queryByText('Incorrecto')).toBeNull();
      expect(screen.queryByText(/puntos/)).toBeNull();
    });
  });

  it('QT_13 shows the right partner next to a wrong one', async () => {
    await renderReview('QT_13', (await loadSample('QT_13', 'es')).wrongAnswer);
    expect(screen.getByText('Berlín')).toBeTruthy();
    expect(screen.getAllByText('Lo correcto:').length).toBe(2);
  });

  it('QT_18 marks the verbs the student missed', async () => {
    await renderReview('QT_18', { selected: [2] });
    expect(screen.getAllByText('Faltaba marcarlo')).toHaveLength(2);
    expect(screen.getByText('Parcialmente correcta')).toBeTruthy();
  });

  it('QT_14 shows the right value with the decimal comma of the language', async () => {
    await renderReview('QT_14', { text: '3' });
    expect(screen.getByText(/Respuesta correcta: 2,7/)).toBeTruthy();
  });

  it('QT_20 plays the recording and says it waits for a teacher', async () => {
    await renderReview('QT_20', (await loadSample('QT_20', 'es')).goodAnswer);
    expect(screen.getByText('Pendiente de corregir por el profesorado')).toBeTruthy();
    expect(screen.getByLabelText('Tu grabación').tagName).toBe('AUDIO');
  });

  it('QT_20 without a recording says it was not answered', async () => {
    await renderReview('QT_20', { file_guid: null });
    expect(screen.getAllByText(/Sin responder/).length).toBeGreaterThan(0);
  });
});
