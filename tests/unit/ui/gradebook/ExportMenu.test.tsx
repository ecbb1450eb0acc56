import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { appError } from '@application/shared/AppError';
import { ExportMenu } from '@ui/pages/gradebook/exports/ExportMenu';
import { aGradebook } from '@tests/fakes/gradebookMothers';
import { bindGradebookExports, InMemoryGradebookExportGateway } from '@tests/fakes/InMemoryGradebookExportGateway';
import { renderRoutes } from '@tests/fakes/renderApp';
import { createTestContainer } from '@tests/fakes/testContainer';

function setUp(options: { gradebook?: Gradebook; lng?: 'es' | 'en' | 'pt' } = {}) {
  const { container } = createTestContainer();
  const gateway = new InMemoryGradebookExportGateway();
  const { saver } = bindGradebookExports(container, { gateway, language: options.lng ?? 'es', offered: ['es', 'en', 'pt'] });
  const gradebook = options.gradebook ?? aGradebook();
  const view = renderRoutes(container, [{ path: '/', element: <ExportMenu gradebook={gradebook} /> }], '/', options.lng ?? 'es');
  return { gateway, saver, gradebook, view, user: userEvent.setup() };
}

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/** The failure alert around its title (fields keep an empty alert region of their own for their errors). */
function failureIn(title: HTMLElement): HTMLElement {
  const alert = title.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error('no alert around the failure');
  return alert;
}

async function choose(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(screen.getByRole('button', { name: /^Exportar/ }));
  await user.click(screen.getByRole('menuitem', { name: item }));
  return screen.getByRole('dialog');
}

describe('ExportMenu', () => {
  it('offers the CSV, the class PDF and one student’s PDF', async () => {
    const { user } = setUp();
    const trigger = screen.getByRole('button', { name: 'Exportar Formatos de exportación' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(trigger);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Hoja de cálculo (CSV)…', 'Informe PDF de la clase…', 'Informe PDF de un alumno…']);
  });

  it('downloads the CSV of one period in the interface’s language and closes, announcing the file', async () => {
    const { user, gateway, saver } = setUp();
    const dialog = await choose(user, 'Hoja de cálculo (CSV)…');
    expect(within(dialog).getByRole('heading', { name: 'Exportar a hoja de cálculo' })).toBeTruthy();
    const period = within(dialog).getByRole('combobox', { name: 'Periodo' });
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos los periodos', '1.er trimestre', '2.º trimestre', '3.er trimestre', 'Final del curso']);
    expect((within(dialog).getByRole('combobox', { name: 'Idioma del archivo' }) as HTMLSelectElement).value).toBe('es');
    // The first field has the focus when the dialog opens.
    expect(document.activeElement).toBe(period);

    await user.selectOptions(period, '1.er trimestre');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));

    expect(gateway.calls).toEqual([{ format: 'csv', courseGuid: 'c-mat', language: 'es', period: 't01' }]);
    expect(saver.saved.map((f) => f.name)).toEqual(['c-mat-t01-2026-11-25.csv']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Descargado: c-mat-t01-2026-11-25.csv')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Exportar/ }));
  });

  it('downloads the whole course’s CSV and the class PDF in the language chosen for the file', async () => {
    const { user, gateway } = setUp();
    let dialog = await choose(user, 'Hoja de cálculo (CSV)…');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await choose(user, 'Informe PDF de la clase…');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Idioma del archivo' }), 'English (inglés)');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(gateway.calls).toEqual([
      { format: 'csv', courseGuid: 'c-mat', language: 'es' },
      { format: 'pdf', courseGuid: 'c-mat', language: 'en' },
    ]);
  });

  it('asks which student before a student’s PDF, then sends theirs', async () => {
    const { user, gateway } = setUp();
    const dialog = await choose(user, 'Informe PDF de un alumno…');
    const student = within(dialog).getByRole('combobox', { name: /Alumno o alumna/ });
    expect(within(student).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige un alumno', 'García López, Pablo', 'Fernández Gil, Hugo', 'Sánchez Díaz, Marta']);

    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(gateway.calls).toEqual([]);
    expect(within(dialog).getByText('Elige el alumno del informe.')).toBeTruthy();
    expect(student.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(student);

    await user.selectOptions(student, 'Fernández Gil, Hugo');
    expect(within(dialog).queryByText('Elige el alumno del informe.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(gateway.calls).toEqual([{ format: 'pdf', courseGuid: 'c-mat', language: 'es', studentGuid: 's-hugo' }]);
  });

  it('shows progress while the server works', async () => {
    const { user, gateway } = setUp();
    const release = gateway.hold();
    const dialog = await choose(user, 'Informe PDF de la clase…');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(within(dialog).getByRole('button', { name: 'Descargar' }).getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).getByRole('status').textContent).toBe('Preparando el archivo…');
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a download failed and retries it', async () => {
    const { user, gateway, saver } = setUp();
    gateway.failure = appError('network', 'TIMEOUT');
    const dialog = await choose(user, 'Informe PDF de la clase…');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));

    const alert = failureIn(await within(dialog).findByText('No se ha podido preparar el archivo'));
    expect(within(alert).getByText('El servidor tarda demasiado en responder. Inténtalo de nuevo.')).toBeTruthy();
    expect(saver.saved).toEqual([]);

    gateway.failure = undefined;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gateway.calls).toHaveLength(2);
    expect(saver.saved).toHaveLength(1);
  });

  it('keeps working after its dialog is closed, and shows a later failure next to the menu', async () => {
    const { user, gateway } = setUp();
    const release = gateway.hold();
    gateway.failure = appError('unavailable', 'INTERNAL', { status: 500 });
    const dialog = await choose(user, 'Hoja de cálculo (CSV)…');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Preparando el archivo…');

    await act(async () => release());
    const alert = failureIn(await screen.findByText('Hoja de cálculo (CSV): No se ha podido preparar el archivo'));
    gateway.failure = undefined;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('Hoja de cálculo (CSV): No se ha podido preparar el archivo')).toBeNull());
    expect(gateway.calls.map((c) => c.format)).toEqual(['csv', 'csv']);
  });

  it('offers nothing to whoever may not export', () => {
    setUp({ gradebook: aGradebook({ view: 'admin', abilities: { update: false, export: false } }) });
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
    expect(screen.queryByRole('menuitem')).toBeNull();
  });

  it.each(['es', 'en', 'pt'] as const)('has no axe violations: menu, dialog and failure (%s)', async (lng) => {
    const { user, gateway, view } = setUp({ lng });
    expect(await violations(view.container)).toEqual([]);
    await user.click(screen.getByRole('button', { expanded: false }));
    expect(await violations(view.container)).toEqual([]);
    await user.click(screen.getAllByRole('menuitem')[2] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    gateway.failure = appError('network', 'NETWORK');
    await user.selectOptions(within(dialog).getAllByRole('combobox')[0] as HTMLElement, 's-marta');
    await user.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await within(dialog).findByText(/Reintentar|Try again|Tentar novamente/);
    expect(await violations(document.body)).toEqual([]);
  });
});
