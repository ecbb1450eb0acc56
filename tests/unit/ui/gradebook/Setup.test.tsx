import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { appError } from '@application/shared/AppError';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { GradebookSettingsStore } from '@application/gradebook/GradebookSettingsStore';
import { ItemSettingsStore } from '@application/gradebook/ItemSettingsStore';
import { GradebookGateway } from '@application/gradebook/ports/GradebookGateway';
import { GradebookSetupGateway } from '@application/gradebook/ports/GradebookSetupGateway';
import { PublishingStore } from '@application/gradebook/PublishingStore';
import { ContainerProvider } from '@ui/app/ContainerContext';
import { ItemActions } from '@ui/pages/gradebook/setup/ItemActions';
import { SetupToolbar } from '@ui/pages/gradebook/setup/SetupToolbar';
import { aGradebook, type GradebookSeed } from '@tests/fakes/gradebookMothers';
import { InMemoryGradebookSetupGateway } from '@tests/fakes/InMemoryGradebookSetupGateway';
import { createTestContainer } from '@tests/fakes/testContainer';
import { createTestI18n } from '@tests/unit/support/i18nForTests';

// Forms typed key by key on two shared cores: more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

/** The app's test container with the setup's fakes and stores bound over one in-memory gradebook. */
function setUp(seed: GradebookSeed = {}) {
  const setup = new InMemoryGradebookSetupGateway(aGradebook(seed));
  const { container, toasts } = createTestContainer();
  const bind = <T,>(token: Parameters<typeof container.bind<T>>[0]) => (container.isBound(token) ? container.rebindSync(token) : container.bind(token));
  bind(GradebookSetupGateway).toConstantValue(setup);
  bind(GradebookGateway).toConstantValue(setup.grid);
  bind(GradebookSettingsStore).toResolvedValue(() => new GradebookSettingsStore(setup));
  bind(ItemSettingsStore).toResolvedValue(() => new ItemSettingsStore(setup));
  bind(PublishingStore).toResolvedValue(() => new PublishingStore(setup, setup.grid));
  return { container, setup, toasts };
}

/** What the page does: the toolbar above, a header menu per column, and a reload of the grid on every change. */
function Page({ initial, setup, onChanged }: { initial: Gradebook; setup: InMemoryGradebookSetupGateway; onChanged: () => void }) {
  const [gradebook, setGradebook] = useState(initial);
  const handleChanged = () => {
    onChanged();
    void setup.grid.load(initial.courseGuid).then((result) => {
      if (result.ok) setGradebook(result.val);
    });
  };
  return (
    <main>
      <h1 tabIndex={-1} data-page-heading>
        {gradebook.courseName}
      </h1>
      <SetupToolbar gradebook={gradebook} onChanged={handleChanged} />
      <table>
        <caption>Notas</caption>
        <thead>
          <tr>
            {gradebook.items.map((item) => (
              <th key={item.guid} scope="col">
                {item.name}
                <ItemActions gradebook={gradebook} item={item} onChanged={handleChanged} />
              </th>
            ))}
          </tr>
        </thead>
      </table>
    </main>
  );
}

function renderSetup(seed: GradebookSeed = {}, lng = 'es') {
  const harness = setUp(seed);
  const onChanged = vi.fn();
  const view = render(
    <I18nextProvider i18n={createTestI18n(lng)}>
      <ContainerProvider container={harness.container}>
        <Page initial={structuredClone(harness.setup.gradebook)} setup={harness.setup} onChanged={onChanged} />
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { ...harness, ...view, onChanged, user: userEvent.setup() };
}

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

describe('SetupToolbar', () => {
  it("shows the gradebook's settings at a glance and the teacher's actions", () => {
    renderSetup({ publishedPeriods: ['t01'] });

    expect(screen.getByText('Evaluaciones').nextElementSibling?.textContent).toBe('Trimestres');
    expect(screen.getByText('Escala').nextElementSibling?.textContent).toBe('de 0 a 10, con 2 decimales');
    expect(screen.getByText('Publicadas').nextElementSibling?.textContent).toBe('1.er trimestre');
    for (const name of ['Ajustes del cuaderno', 'Nueva columna', 'Publicar evaluación…']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Opciones de/ })).toHaveLength(4);
  });

  it('shows a school admin the settings without anything to change', () => {
    renderSetup({ view: 'admin', abilities: { update: false, export: true } });

    expect(screen.getByText('Solo el profesorado del curso cambia los ajustes y publica las notas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajustes del cuaderno' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Opciones de/ })).toBeNull();
  });

  it('renders nothing for a student', () => {
    renderSetup({ view: 'student', abilities: { update: false, export: false } });

    expect(screen.queryByText('Evaluaciones')).toBeNull();
  });
});

describe('Publishing a period', () => {
  it('warns about unpublished activities and publishes only after the teacher confirms', async () => {
    const { user, setup, onChanged, toasts } = renderSetup();

    await user.click(screen.getByRole('button', { name: 'Publicar evaluación…' }));
    const publish = dialog('Publicar evaluaciones');
    const t01 = (await within(publish).findByText('1.er trimestre', { selector: '.setup-periods__name' })).closest('li') as HTMLElement;
    expect(within(t01).getByText('Sin publicar')).toBeTruthy();
    expect(within(t01).getByText('3 actividades sin publicar')).toBeTruthy();

    await user.click(within(t01).getByRole('button', { name: 'Publicar 1.er trimestre' }));

    const confirm = screen.getByRole('alertdialog', { name: '¿Publicar 1.er trimestre?' });
    expect(within(confirm).getByText('3 actividades de esta evaluación tienen calificaciones sin publicar: se publicarán también.')).toBeTruthy();
    expect(setup.calls).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Publicar de todos modos' }));

    expect(setup.calls).toEqual([{ method: 'publishPeriod', period: 't01', published: true }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(t01).findByText('Publicada')).toBeTruthy();
    expect(within(t01).getByText('Todas sus actividades están publicadas')).toBeTruthy();
    expect(within(t01).getByRole('button', { name: 'Retirar publicación 1.er trimestre' })).toBeTruthy();
    expect(within(publish).getByRole('status').textContent).toBe('1.er trimestre publicada, con 3 actividades.');
    expect(toasts.toasts.map((toast) => toast.messageKey)).toContain('gradebookSetup:publish.publishedToast');

    // The grid behind the dialog is read again at once.
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Publicadas').nextElementSibling?.textContent).toBe('1.er trimestre'));
    expect(screen.getByRole('dialog', { name: 'Publicar evaluaciones' })).toBe(publish);
    await user.click(within(publish).getByRole('button', { name: 'Hecho' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('warns that earlier periods are unpublished; cancelling sends nothing and gives the focus back', async () => {
    const { user, setup } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Publicar evaluación…' }));
    const opener = await screen.findByRole('button', { name: 'Publicar 2.º trimestre' });

    await user.click(opener);
    const confirm = screen.getByRole('alertdialog', { name: '¿Publicar 2.º trimestre?' });
    expect(within(confirm).getByText('Aún no has publicado 1.er trimestre.')).toBeTruthy();
    expect(within(confirm).getByText('1 actividad de esta evaluación tiene calificaciones sin publicar: se publicará también.')).toBeTruthy();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Publicar evaluaciones' })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
    expect(setup.calls).toEqual([]);
  });

  it('publishes at once when nothing warns, and withdraws after saying what students lose', async () => {
    const { user, setup } = renderSetup({ items: [aGradebook().items[0] as Gradebook['items'][number]].map((item) => ({ ...item, published: true })) });
    await user.click(screen.getByRole('button', { name: 'Publicar evaluación…' }));

    await user.click(await screen.findByRole('button', { name: 'Publicar 1.er trimestre' }));
    expect(setup.calls).toEqual([{ method: 'publishPeriod', period: 't01', published: true }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Retirar publicación 1.er trimestre' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Retirar la publicación de 1.er trimestre?' });
    expect(within(confirm).getByText(/Las calificaciones de las actividades siguen publicadas/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Retirar publicación' }));

    expect(setup.calls.at(-1)).toEqual({ method: 'publishPeriod', period: 't01', published: false });
    expect(await screen.findByRole('button', { name: 'Publicar 1.er trimestre' })).toBeTruthy();
  });

  it('keeps the confirmation open and announces a refusal', async () => {
    const { user, setup } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Publicar evaluación…' }));
    await user.click(await screen.findByRole('button', { name: 'Publicar 1.er trimestre' }));
    setup.failNext = appError('network', 'NETWORK');

    await user.click(screen.getByRole('button', { name: 'Publicar de todos modos' }));

    const confirm = screen.getByRole('alertdialog', { name: '¿Publicar 1.er trimestre?' });
    expect(within(confirm).getByRole('alert').textContent).toMatch(/conexión/i);
    expect(setup.gradebook.publishedPeriods).toEqual([]);
  });

  it('offers a retry when the books cannot be read', async () => {
    const { user, setup } = renderSetup();
    setup.grid.booksFailure = appError('unavailable', 'INTERNAL');
    await user.click(screen.getByRole('button', { name: 'Publicar evaluación…' }));

    expect(await screen.findByText('No se han podido cargar las evaluaciones')).toBeTruthy();
    setup.grid.booksFailure = undefined;
    await user.click(screen.getByRole('button', { name: /Reintentar|Intentar de nuevo|Volver a intentar/ }));
    expect(await screen.findByRole('button', { name: 'Publicar 1.er trimestre' })).toBeTruthy();
  });
});

describe('Gradebook settings', () => {
  it('changes the scheme after saying what it does, and the grid reloads', async () => {
    const { user, setup, onChanged } = renderSetup({ publishedPeriods: ['t01'] });
    await user.click(screen.getByRole('button', { name: 'Ajustes del cuaderno' }));
    const settings = dialog('Ajustes del cuaderno');

    await user.selectOptions(within(settings).getByLabelText('Cómo se divide el curso'), 'semesters');

    expect(within(settings).getByText('4 columnas tienen una evaluación del esquema anterior: quedarán sin evaluación hasta que les asignes una.')).toBeTruthy();
    expect(within(settings).getByText('Se retirará la publicación de 1.er trimestre.')).toBeTruthy();
    await user.click(within(settings).getByRole('button', { name: 'Guardar ajustes' }));

    expect(setup.calls).toEqual([{ method: 'updateSettings', change: { periodScheme: 'semesters' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Evaluaciones').nextElementSibling?.textContent).toBe('Semestres'));
  });

  it('edits a letters scale, refuses a broken one on its row with nothing sent, then saves it', async () => {
    const { user, setup } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Ajustes del cuaderno' }));
    const settings = dialog('Ajustes del cuaderno');
    await user.selectOptions(within(settings).getByLabelText('Tipo de escala'), 'letters');
    const table = within(settings).getByRole('table', { name: 'Letras de la escala, de la más alta a la más baja' });
    expect(within(table).getAllByRole('textbox', { name: /^Letra de la fila/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['A', 'B', 'C', 'D', 'F']);

    await user.click(within(settings).getByRole('button', { name: 'Quitar la fila 5' }));
    await user.click(within(settings).getByRole('button', { name: 'Guardar ajustes' }));

    expect(within(settings).getByText('La última letra tiene que empezar en 0 %.')).toBeTruthy();
    expect(setup.calls).toEqual([]);

    await user.click(within(settings).getByRole('button', { name: 'Añadir letra' }));
    const added = within(table).getByRole('textbox', { name: 'Letra de la fila 4' });
    expect(document.activeElement).toBe(added);
    await user.type(added, 'F');
    await user.type(within(table).getByRole('textbox', { name: 'Porcentaje desde el que empieza la fila 4' }), '0');
    expect(within(settings).getByText('La última letra tiene que empezar en 0 %.')).toBeTruthy();
    await user.clear(within(table).getByRole('textbox', { name: 'Letra de la fila 1' }));
    await user.type(within(table).getByRole('textbox', { name: 'Letra de la fila 1' }), 'b');
    expect(within(settings).getByText('Fila 2: La letra «B» está repetida.')).toBeTruthy();
    await user.clear(within(table).getByRole('textbox', { name: 'Letra de la fila 1' }));
    await user.type(within(table).getByRole('textbox', { name: 'Letra de la fila 1' }), 'A');
    await user.click(within(settings).getByRole('button', { name: 'Bajar la fila 4' }));
    expect(within(settings).getByText('Con esta escala, un 75 % se lee «C».')).toBeTruthy();

    await user.click(within(settings).getByRole('button', { name: 'Guardar ajustes' }));

    expect(setup.gradebook.scale).toEqual({
      kind: 'letters',
      bands: [
        { label: 'A', minPercent: 90 },
        { label: 'B', minPercent: 80 },
        { label: 'C', minPercent: 70 },
        { label: 'D', minPercent: 60 },
        { label: 'F', minPercent: 0 },
      ],
    });
    await waitFor(() => expect(screen.getByText('Escala').nextElementSibling?.textContent).toBe('letras (A, B, C, D, F)'));
  });

  it('shows the server’s refusal of a scale under the scale, keeping what was typed', async () => {
    const { user, setup } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Ajustes del cuaderno' }));
    const settings = dialog('Ajustes del cuaderno');
    const max = within(settings).getByLabelText(/Nota máxima/);
    await user.clear(max);
    await user.type(max, '20');
    setup.failNext = appError('validation', 'VALIDATION_FAILED', { details: [{ path: '/scale', message: 'scale.invalid-max' }] });

    await user.click(within(settings).getByRole('button', { name: 'Guardar ajustes' }));

    expect(within(settings).getByText('El máximo tiene que ser mayor que 0.')).toBeTruthy();
    expect((max as HTMLInputElement).value).toBe('20');
    expect(screen.getByRole('dialog', { name: 'Ajustes del cuaderno' })).toBeTruthy();
  });

  it('adds categories shown as shares of 100 %, refuses a repeated name on its field, and reloads the grid after each', async () => {
    const { user, setup, onChanged } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Ajustes del cuaderno' }));
    const settings = dialog('Ajustes del cuaderno');
    const add = within(settings).getByRole('form', { name: 'Añadir categoría' });

    await user.type(within(add).getByLabelText(/Nombre/), 'Exámenes');
    await user.clear(within(add).getByLabelText(/Peso/));
    await user.type(within(add).getByLabelText(/Peso/), '60');
    await user.click(within(add).getByRole('button', { name: 'Añadir categoría' }));
    await user.type(within(add).getByLabelText(/Nombre/), 'Trabajos');
    await user.clear(within(add).getByLabelText(/Peso/));
    await user.type(within(add).getByLabelText(/Peso/), '40');
    await user.click(within(add).getByRole('button', { name: 'Añadir categoría' }));

    const table = await within(settings).findByRole('table', { name: 'Categorías del curso y su parte de la nota final' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Exámenes6060 %0Editar Exámenes', 'Trabajos4040 %0Editar Trabajos']));
    expect(within(settings).getByText('4 columnas no tienen categoría: no cuentan en la nota final mientras el curso tenga categorías.')).toBeTruthy();

    await user.type(within(add).getByLabelText(/Nombre/), ' exámenes ');
    await user.click(within(add).getByRole('button', { name: 'Añadir categoría' }));
    expect(within(add).getByText('Ya hay una categoría con ese nombre.')).toBeTruthy();
    expect(setup.calls.filter((call) => call.method === 'createCategory')).toHaveLength(2);

    // Another teacher took the name meanwhile: the server's 409 lands on the same field, the typing kept.
    await user.clear(within(add).getByLabelText(/Nombre/));
    await user.type(within(add).getByLabelText(/Nombre/), 'Proyectos');
    setup.failNext = appError('conflict', 'CATEGORY_EXISTS', { status: 409 });
    await user.click(within(add).getByRole('button', { name: 'Añadir categoría' }));
    expect(await within(add).findByText('Ya hay una categoría con ese nombre.')).toBeTruthy();
    expect((within(add).getByLabelText(/Nombre/) as HTMLInputElement).value).toBe('Proyectos');

    // Each saved category reloaded the grid behind the dialog, which kept what was being typed.
    expect(onChanged).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajustes del cuaderno' }));
  });

  it('keeps the focus on a category, and on a scale row, that moved (its other button once it reached an end)', async () => {
    const { user, setup } = renderSetup({ categories: [{ guid: 'cat-a', name: 'Exámenes', weight: 3, position: 0 }, { guid: 'cat-b', name: 'Trabajos', weight: 1, position: 1 }] });
    await user.click(screen.getByRole('button', { name: 'Ajustes del cuaderno' }));
    const settings = dialog('Ajustes del cuaderno');

    await user.click(within(settings).getByRole('button', { name: 'Bajar Exámenes' }));

    await waitFor(() => expect(setup.gradebook.categories.find((c) => c.guid === 'cat-a')?.position).toBe(1));
    const table = within(settings).getByRole('table', { name: 'Categorías del curso y su parte de la nota final' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Trabajos', 'Exámenes']));
    await waitFor(() => expect(document.activeElement).toBe(within(settings).getByRole('button', { name: 'Subir Exámenes' })));

    await user.selectOptions(within(settings).getByLabelText('Tipo de escala'), 'letters');
    await user.click(within(settings).getByRole('button', { name: 'Bajar la fila 1' }));
    const letters = within(settings).getByRole('table', { name: 'Letras de la escala, de la más alta a la más baja' });
    expect(within(letters).getAllByRole('textbox', { name: /^Letra de la fila/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['B', 'A', 'C', 'D', 'F']);
    expect(document.activeElement).toBe(within(letters).getByRole('button', { name: 'Bajar la fila 2' }));
  });

  it('deletes a category after saying what becomes of its columns', async () => {
    const { user, setup } = renderSetup({ categories: [{ guid: 'cat-a', name: 'Exámenes', weight: 3, position: 0 }, { guid: 'cat-b', name: 'Trabajos', weight: 1, position: 1 }], items: aGradebook().items.map((item) => ({ ...item, categoryGuid: 'cat-a' })) });
    await user.click(screen.getByRole('button', { name: 'Ajustes del cuaderno' }));
    const settings = dialog('Ajustes del cuaderno');
    expect(within(settings).getByText('75 %')).toBeTruthy();

    await user.click(within(settings).getByRole('button', { name: 'Eliminar Exámenes' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar la categoría «Exámenes»?' });
    expect(within(confirm).getByText('Sus 4 columnas quedarán sin categoría.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar categoría' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(setup.gradebook.categories.map((c) => c.name)).toEqual(['Trabajos']);
    expect(within(settings).getByText('100 %')).toBeTruthy();
  });
});

describe('Item and column settings', () => {
  it("saves an item's period, weight typed with a comma and due date in the school's wall clock; focus returns to its menu", async () => {
    const { user, setup, onChanged } = renderSetup();
    const menu = screen.getByRole('button', { name: 'Opciones de «Tarea: Fracciones»' });
    await user.click(menu);
    await user.click(screen.getByRole('menuitem', { name: 'Ajustes de la columna…' }));
    const form = dialog('Ajustes de «Tarea: Fracciones»');
    expect(within(form).getByText(/Actividad de la lección «Fracciones y decimales», sobre 10\./)).toBeTruthy();
    expect(within(form).queryByLabelText(/Puntuación máxima/)).toBeNull();
    expect(within(form).getByText('Hora del centro (hora de Madrid). Déjala vacía si no tiene fecha.')).toBeTruthy();

    await user.selectOptions(within(form).getByLabelText('Evaluación'), 't02');
    const weight = within(form).getByLabelText(/Peso/);
    await user.clear(weight);
    await user.type(weight, '2,5');
    fireEvent.change(within(form).getByLabelText('Fecha de entrega'), { target: { value: '22/10/2026 23:59' } });
    await user.click(within(form).getByLabelText('Si vence sin entregar, cuenta como 0'));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setup.calls).toEqual([{ method: 'updateItem', guid: 'i-task-1', change: { period: 't02', weight: 2.5, lateCountsAsZero: true, dueAtLocal: '2026-10-22T23:59:00' } }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opciones de «Tarea: Fracciones»' }));
  });

  it("checks with the domain before sending and puts the server's refusals on their fields, keeping what was typed", async () => {
    const { user, setup } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Opciones de «Exposición oral»' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ajustes de la columna…' }));
    const form = dialog('Ajustes de «Exposición oral»');
    const weight = within(form).getByLabelText(/Peso/);
    await user.clear(weight);
    await user.type(weight, '2000');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(within(form).getByText('El peso va de 0 a 1000.')).toBeTruthy();
    expect(setup.calls).toEqual([]);

    await user.clear(weight);
    await user.type(weight, '2');
    const max = within(form).getByLabelText(/Puntuación máxima/);
    await user.clear(max);
    await user.type(max, '5');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findByText('Hay notas por encima de este máximo: corrígelas antes de bajarlo.')).toBeTruthy();
    expect(within(form).getByText('No se ha guardado: revisa los campos marcados.')).toBeTruthy();
    expect((max as HTMLInputElement).value).toBe('5');
    expect((weight as HTMLInputElement).value).toBe('2');

    setup.failNext = appError('validation', 'VALIDATION_FAILED', { details: [{ path: '/period', message: 'period.not-in-scheme' }] });
    await user.clear(max);
    await user.type(max, '10');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Elige una evaluación del curso.')).toBeTruthy();
  });

  it('creates a column: the name is required, then it appears in the grid', async () => {
    const { user, setup } = renderSetup();
    const opener = screen.getByRole('button', { name: 'Nueva columna' });
    await user.click(opener);
    const form = dialog('Nueva columna');
    await user.click(within(form).getByRole('button', { name: 'Crear columna' }));
    expect(within(form).getByText('Escribe el nombre de la columna.')).toBeTruthy();

    await user.type(within(form).getByLabelText(/Nombre/), 'Cuaderno de clase');
    await user.selectOptions(within(form).getByLabelText('Evaluación'), 't02');
    await user.click(within(form).getByRole('button', { name: 'Crear columna' }));

    expect(setup.calls).toEqual([{ method: 'createColumn', column: { name: 'Cuaderno de clase', maxScore: 10, period: 't02', weight: 1, countsForFinalGrade: true, lateCountsAsZero: false } }]);
    expect(await screen.findByRole('columnheader', { name: /Cuaderno de clase/ })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with Escape, sends nothing and gives the focus back to its opener', async () => {
    const { user, setup } = renderSetup();
    const opener = screen.getByRole('button', { name: 'Nueva columna' });
    await user.click(opener);
    await user.type(within(dialog('Nueva columna')).getByLabelText(/Nombre/), 'Borrador');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(setup.calls).toEqual([]);
  });
});

describe('Column menu', () => {
  it("publishes an item's grades after saying it becomes view-only, then offers to withdraw them", async () => {
    const { user, setup, onChanged } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Opciones de «Test: Números enteros»' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publicar calificaciones' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Publicar las calificaciones de «Test: Números enteros»?' });
    expect(within(confirm).getByText(/ya no podrá hacer intentos ni entregarla/)).toBeTruthy();

    await user.click(within(confirm).getByRole('button', { name: 'Publicar calificaciones' }));

    expect(setup.calls).toEqual([{ method: 'publishItem', guid: 'i-test-1', published: true }]);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Opciones de «Test: Números enteros»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Retirar publicación' }));
    expect(setup.calls.at(-1)).toEqual({ method: 'publishItem', guid: 'i-test-1', published: false });
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
  });

  it('deletes a manual column after saying how many scores go with it; lesson items have no delete', async () => {
    const { user, setup } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Opciones de «Test: Números enteros»' }));
    expect(screen.queryByRole('menuitem', { name: 'Eliminar columna…' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Opciones de «Exposición oral»' }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar columna…' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar la columna «Exposición oral»?' });
    expect(within(confirm).getByText('Se perderán las notas de 2 alumnos en «Exposición oral».')).toBeTruthy();
    expect(within(confirm).getByText('También se borra su historial de cambios. No se puede deshacer.')).toBeTruthy();

    await user.click(within(confirm).getByRole('button', { name: 'Eliminar columna' }));

    expect(setup.calls).toEqual([{ method: 'deleteColumn', guid: 'c-oral-1' }]);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Exposición oral/ })).toBeNull());
  });
});

describe('accessibility', () => {
  it.each(['es', 'en', 'pt'])('the toolbar, a column menu and each dialog have no axe violations (%s)', async (lng) => {
    const { user, container } = renderSetup({ categories: [{ guid: 'cat-a', name: 'Exámenes', weight: 60, position: 0 }], publishedPeriods: ['t01'] }, lng);
    expect(await violations(container)).toEqual([]);
    const [settings, column, publish] = [...container.querySelectorAll<HTMLButtonElement>('.setup-toolbar__actions > button')];
    if (!settings || !column || !publish) throw new Error('the three actions');

    await user.click(container.querySelector<HTMLButtonElement>('.setup-item-actions button') as HTMLButtonElement);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(settings);
    await user.selectOptions(document.getElementById('scale-kind') as HTMLSelectElement, 'letters');
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button').filter((b) => b.getAttribute('type') === 'submit')[0] as HTMLElement);
    expect(await violations(container)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(column);
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button').filter((b) => b.getAttribute('type') === 'submit')[0] as HTMLElement);
    expect(await violations(container)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(publish);
    await waitFor(() => expect(container.querySelector('.setup-periods')).not.toBeNull());
    expect(await violations(container)).toEqual([]);
    await user.click(container.querySelectorAll<HTMLButtonElement>('.setup-periods button')[1] as HTMLButtonElement);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(await violations(container)).toEqual([]);
  }, 60_000);
});
