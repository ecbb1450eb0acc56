import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { DateInput } from '@ui/components/DateInput';
import { dateOrderOf, formatDateInput, parseDateInput } from '@ui/components/dateInputFormat';
import { createTestI18n } from '../../support/i18nForTests';

describe('dateOrderOf', () => {
  it.each([
    ['es', 'dmy'],
    ['pt-PT', 'dmy'],
    ['pt', 'dmy'],
    ['en', 'mdy'],
  ] as const)('%s types dates as %s', (language, order) => {
    expect(dateOrderOf(language)).toBe(order);
  });
});

describe('formatDateInput', () => {
  it.each([
    ['2025-03-07', 'date', 'dmy', '07/03/2025'],
    ['2025-03-07', 'date', 'mdy', '03/07/2025'],
    ['2025-03-07T09:05', 'datetime', 'dmy', '07/03/2025 09:05'],
    ['2025-03-07T21:30', 'datetime', 'mdy', '03/07/2025 21:30'],
    ['', 'date', 'dmy', ''],
  ] as const)('%s (%s, %s) → "%s"', (value, kind, order, text) => {
    expect(formatDateInput(value, kind, order)).toBe(text);
  });
});

describe('parseDateInput', () => {
  it.each([
    ['07/03/2025', 'date', 'dmy', '2025-03-07'],
    ['7/3/2025', 'date', 'dmy', '2025-03-07'],
    ['7-3-2025', 'date', 'dmy', '2025-03-07'],
    ['03/07/2025', 'date', 'mdy', '2025-03-07'],
    ['29/02/2024', 'date', 'dmy', '2024-02-29'],
    ['07/03/2025 9:05', 'datetime', 'dmy', '2025-03-07T09:05'],
    ['03/07/2025, 21:30', 'datetime', 'mdy', '2025-03-07T21:30'],
    ['  ', 'date', 'dmy', ''],
  ] as const)('"%s" (%s, %s) → %s', (text, kind, order, value) => {
    expect(parseDateInput(text, kind, order)).toBe(value);
  });

  it.each([
    ['31/02/2025', 'date', 'dmy'],
    ['29/02/2025', 'date', 'dmy'],
    ['13/01/2025', 'date', 'mdy'],
    ['2025-03-07', 'date', 'dmy'],
    ['07/03/25', 'date', 'dmy'],
    ['hoy', 'date', 'dmy'],
    ['07/03/2025 10:00', 'date', 'dmy'],
    ['07/03/2025', 'datetime', 'dmy'],
    ['07/03/2025 24:00', 'datetime', 'dmy'],
    ['07/03/2025 10:60', 'datetime', 'dmy'],
  ] as const)('"%s" (%s, %s) is not a date', (text, kind, order) => {
    expect(parseDateInput(text, kind, order)).toBeUndefined();
  });
});

function Harness({ initial, kind = 'date' }: { initial: string; kind?: 'date' | 'datetime' }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Fecha</label>
      <DateInput id="d" value={value} onChange={setValue} kind={kind} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

function renderIn(language: string, initial: string, kind: 'date' | 'datetime' = 'date') {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <Harness initial={initial} kind={kind} />
    </I18nextProvider>,
  );
}

describe('DateInput', () => {
  it.each([
    ['es', '07/03/2025', 'dd/mm/aaaa'],
    ['pt', '07/03/2025', 'dd/mm/aaaa'],
    ['en', '03/07/2025', 'mm/dd/yyyy'],
  ])('in %s shows the stored date as %s, with the pattern %s as placeholder', (language, text, placeholder) => {
    renderIn(language, '2025-03-07');
    const input = screen.getByRole<HTMLInputElement>('textbox');
    expect(input.value).toBe(text);
    expect(input.placeholder).toBe(placeholder);
  });

  it('keeps a typed date in the store format, in the language’s order', async () => {
    const user = userEvent.setup();
    renderIn('en', '2025-03-07');
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await user.clear(input);
    await user.type(input, '12/24/2025');
    expect(screen.getByTestId('stored').textContent).toBe('2025-12-24');
    expect(input.value).toBe('12/24/2025');
  });

  it('says in the app’s language when the text is not a date, keeps the typing and the stored value', async () => {
    const user = userEvent.setup();
    renderIn('pt', '2025-03-07');
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await user.type(input, '31/02/2025', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    await user.tab();
    expect(input.value).toBe('31/02/2025');
    expect(screen.getByRole('alert').textContent).toBe('Não é uma data: escreva-a como dd/mm/aaaa.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByTestId('stored').textContent).toBe('2025-03-07');

    await user.clear(input);
    await user.type(input, '28/02/2025');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('stored').textContent).toBe('2025-02-28');
  });

  it('takes a date and time, and clears to none', async () => {
    const user = userEvent.setup();
    renderIn('es', '2025-03-07T09:00', 'datetime');
    const input = screen.getByRole<HTMLInputElement>('textbox');
    expect(input.value).toBe('07/03/2025 09:00');
    await user.clear(input);
    expect(screen.getByTestId('stored').textContent).toBe('');
    await user.type(input, '08/03/2025 18:45');
    expect(screen.getByTestId('stored').textContent).toBe('2025-03-08T18:45');
  });

  it('has a calendar button named in the app’s language, and the picker stays out of the tab order', () => {
    renderIn('es', '');
    expect(screen.getByRole('button', { name: 'Abrir el calendario' })).toBeTruthy();
    expect(document.querySelector('input[type="date"]')?.getAttribute('tabindex')).toBe('-1');
  });
});
