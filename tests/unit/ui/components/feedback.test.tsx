import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from '@ui/components/Alert';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Select } from '@ui/components/Select';
import { SkipLink } from '@ui/components/SkipLink';
import { Spinner } from '@ui/components/Spinner';
import { ToastRegion } from '@ui/components/ToastRegion';
import { renderWithI18n } from './renderWithI18n';

describe('Alert', () => {
  it('interrupts for errors and stays polite for other tones', () => {
    renderWithI18n(
      <>
        <Alert tone="error" title="No se ha podido guardar" />
        <Alert tone="success">Guardado</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('No se ha podido guardar');
    expect(screen.getByRole('status').textContent).toContain('Guardado');
  });

  it('offers a translated dismiss button when dismissible', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithI18n(<Alert onDismiss={onDismiss}>Info</Alert>, 'en');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('ToastRegion', () => {
  it('is a polite live region that is present even when empty', () => {
    const { container } = renderWithI18n(<ToastRegion toasts={[]} onDismiss={() => undefined} />);
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('lists toasts and dismisses one by id', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithI18n(
      <ToastRegion
        toasts={[
          { id: 'a', message: 'Próximamente' },
          { id: 'b', message: 'Error al enviar', tone: 'error' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Próximamente', 'Error al enviar']);
    await user.click(screen.getAllByRole('button', { name: 'Cerrar aviso' })[1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});

describe('EmptyState and ErrorState', () => {
  it('shows the empty state with a heading and an action', () => {
    renderWithI18n(<EmptyState title="Sin tareas" description="Nada por hacer" action={<button type="button">Crear</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sin tareas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear' })).toBeTruthy();
  });

  it('announces the error state and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithI18n(<ErrorState title="No se han podido cargar los cursos" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No se han podido cargar los cursos');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner', () => {
  it('says it is loading, unless decorative', () => {
    const { container } = renderWithI18n(
      <>
        <Spinner />
        <Spinner decorative />
      </>,
      'pt',
    );
    expect(screen.getByRole('status').textContent).toBe('A carregar…');
    expect(container.querySelectorAll('.tz-spinner')).toHaveLength(2);
  });
});

describe('Select', () => {
  function Periods({ error }: { error?: string }) {
    const [value, setValue] = useState('t01');
    return (
      <Select
        label="Periodo"
        value={value}
        onChange={setValue}
        required
        error={error}
        options={[
          { value: 't01', label: 'Primer trimestre' },
          { value: 't02', label: 'Segundo trimestre' },
        ]}
      />
    );
  }

  it('is a labelled native select that reports the chosen value', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Periods />);
    const select = screen.getByRole('combobox', { name: 'Periodo' });
    expect(select.getAttribute('aria-required')).toBe('true');
    await user.selectOptions(select, 't02');
    expect(select).toHaveProperty('value', 't02');
  });

  it('wires its error', () => {
    renderWithI18n(<Periods error="Elige un periodo." />);
    const select = screen.getByRole('combobox', { name: 'Periodo' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

describe('SkipLink', () => {
  it('moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <SkipLink />
        <nav>
          <a href="/home">Inicio</a>
        </nav>
        <main id="main">Contenido</main>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Saltar al contenido' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
