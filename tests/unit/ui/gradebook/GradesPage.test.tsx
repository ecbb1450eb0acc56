import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Gradebook, GradebookItem } from '@application/gradebook/Gradebook';
import { appError } from '@application/shared/AppError';
import { routes } from '@ui/app/routes';
import type { GradebookAreaProps } from '@ui/pages/gradebook/areas/GradebookAreaProps';
import { createGradebookTestContainer } from '@tests/fakes/gradebookTestContainer';
import { aGradebook, aStudentGradebook } from '@tests/fakes/gradebookMothers';
import { renderRoutes } from '@tests/fakes/renderApp';
import { aToken, aUser } from '@tests/fakes/mothers';

// The setup toolbar, the column actions, the exports, the areas and My grades are other parts of the gradebook, with
// tests of their own: here they stand in as markers that show what the page hands them.
vi.mock('@ui/pages/gradebook/setup/SetupToolbar', () => ({
  SetupToolbar: ({ gradebook, onChanged }: { gradebook: Gradebook; onChanged: () => void }) => (
    <button type="button" onClick={onChanged}>
      Setup of {gradebook.courseName}
    </button>
  ),
}));
vi.mock('@ui/pages/gradebook/setup/ItemActions', () => ({
  ItemActions: ({ item, onChanged }: { gradebook: Gradebook; item: GradebookItem; onChanged: () => void }) => (
    <button type="button" onClick={onChanged}>
      Actions of {item.name}
    </button>
  ),
}));
vi.mock('@ui/pages/gradebook/exports/ExportMenu', () => ({
  ExportMenu: ({ gradebook }: { gradebook: Gradebook }) => <p>Exports of {gradebook.courseName}</p>,
}));
vi.mock('@ui/pages/gradebook/myGrades/MyGrades', () => ({
  MyGrades: ({ gradebook }: { gradebook: Gradebook }) => <h1>My grades of {gradebook.students[0]?.name}</h1>,
}));
vi.mock('@ui/pages/gradebook/areas/AttendanceArea', () => ({
  AttendanceArea: ({ courseGuid, gradebook }: GradebookAreaProps) => (
    <p>
      Attendance of {courseGuid}: {gradebook.students.length} students, Pablo has {gradebook.students[0]?.cells[0]?.score}
    </p>
  ),
}));

// The first render of the route imports the page's chunk: slower than the default second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const PATH = '/course/c-mat/grades';

async function setUp(options: { gradebook?: Gradebook; lng?: string; path?: string } = {}) {
  const context = createGradebookTestContainer({ gradebook: options.gradebook });
  await context.session.start(aToken(new Date('2027-01-01T00:00:00Z')), aUser());
  const view = renderRoutes(context.container, routes, options.path ?? PATH, options.lng);
  return { ...context, view, user: userEvent.setup() };
}

const rowOf = (name: RegExp) => screen.getByRole('row', { name });
const cellIn = (name: RegExp, col: number) => {
  const cell = within(rowOf(name)).getAllByRole('gridcell')[col];
  if (!cell) throw new Error(`no cell ${col}`);
  return cell;
};
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
/** What a screen reader reads of an element: its text without the parts hidden from it (the marks' glyphs). */
function readable(element: Element | null | undefined): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    node.childNodes.forEach(walk);
  };
  if (element) walk(element);
  // What a screen reader adds after the content: the descriptions the cell points at (its marks, a refusal).
  for (const id of element?.getAttribute('aria-describedby')?.split(' ') ?? []) parts.push(element?.ownerDocument.getElementById(id)?.textContent ?? '');
  return parts.map((part) => part.trim()).filter(Boolean).join(' ');
}
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => text(alert))
    .filter(Boolean)
    .join(' | ');
const statusText = () =>
  screen
    .getAllByRole('status')
    .map((status) => text(status))
    .filter(Boolean)
    .join(' | ');

const PABLO = /García López, Pablo/;
const HUGO = /Fernández Gil, Hugo/;
const T01 = 4;

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

describe('GradesPage (teacher)', { timeout: 30_000 }, () => {
  it('shows the course, the areas, the tools and the grid of students × items grouped by period, with final grades', async () => {
    await setUp();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Matemáticas 2º ESO' });
    expect(heading).toBeTruthy();
    expect(document.title).toContain('Calificaciones · Matemáticas 2º ESO');
    const areas = screen.getByRole('navigation', { name: 'Áreas del cuaderno' });
    expect(within(areas).getAllByRole('link').map((link) => text(link))).toEqual(['Calificaciones', 'Asistencia', 'Comportamiento', 'Ranking', 'Análisis', 'Gráficos', 'Unidades', 'Calendario']);
    expect(within(areas).getByRole('link', { name: 'Calificaciones' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Setup of Matemáticas 2º ESO' })).toBeTruthy();
    expect(screen.getByText('Exports of Matemáticas 2º ESO')).toBeTruthy();

    const grid = screen.getByRole('grid', { name: 'Calificaciones de Matemáticas 2º ESO' });
    const headers = within(grid).getAllByRole('columnheader').map((header) => text(header));
    expect(headers.slice(0, 4)).toEqual(['Alumno o alumna', '1.er trimestre · 3 sin publicar', '2.º trimestre · 1 sin publicar', 'Notas finales']);
    expect(within(grid).getByRole('columnheader', { name: 'Test: Números enteros Test · sobre 10' })).toBeTruthy();
    expect(within(grid).getByRole('columnheader', { name: 'Exposición oral Columna manual · sobre 10' })).toBeTruthy();
    const testHeader = within(grid).getByRole('columnheader', { name: /Test: Ecuaciones/ });
    expect(text(testHeader)).toContain('Entrega: 18 ene 2027, 9:00');
    expect(text(testHeader)).toContain('Sin publicar');
    expect(within(testHeader).getByRole('button', { name: 'Actions of Test: Ecuaciones' })).toBeTruthy();
    expect(within(grid).getAllByRole('rowheader').map((header) => text(header))).toEqual(['García López, Pablo', 'Fernández Gil, Hugo', 'Sánchez Díaz, Marta']);

    // Precalculated vs manual, with words for screen readers; the final grade on the course scale with its percent.
    expect(readable(cellIn(PABLO, 0))).toBe('8 calculada');
    expect(readable(cellIn(PABLO, 2))).toBe('9 manual');
    expect(readable(cellIn(HUGO, 1))).toBe('Sin nota');
    expect(readable(cellIn(PABLO, T01))).toBe('7,83 78,33 %');
    expect(readable(cellIn(PABLO, T01 + 2))).toBe('Sin nota');

    // One tab stop: the active cell.
    expect(within(grid).getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toEqual([cellIn(PABLO, 0)]);
  });

  it('lets a teacher type a score, commit with Enter, move with the arrows and undo with Ctrl+Z', async () => {
    const { user, grades } = await setUp();
    await screen.findByRole('grid');

    await user.click(cellIn(PABLO, 0));
    await user.keyboard('7,5');
    expect((screen.getByRole('textbox', { name: 'Nota de Pablo García López en «Test: Números enteros», de 0 a 10' }) as HTMLInputElement).value).toBe('7,5');
    await user.keyboard('{Enter}');

    expect(readable(cellIn(PABLO, 0))).toMatch(/^7,5 (guardando |guardada )?manual/);
    expect(document.activeElement).toBe(cellIn(HUGO, 0));
    // The student's final grade follows at once (the domain, in the browser).
    expect(readable(cellIn(PABLO, T01))).toBe('7,67 76,67 %');
    await waitFor(() => expect(grades.callsOf('saveScore').map((call) => call.write)).toEqual([{ itemGuid: 'i-test-1', studentGuid: 's-pablo', score: 7.5, expectedPrevious: null }]));
    await waitFor(() => expect(readable(cellIn(PABLO, 0))).toBe('7,5 guardada manual'));

    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(document.activeElement).toBe(cellIn(PABLO, 1));
    await user.keyboard('{Control>}z{/Control}');
    expect(document.activeElement).toBe(cellIn(PABLO, 0));
    expect(readable(cellIn(PABLO, 0))).toMatch(/^8 (guardando |guardada )?calculada/);
    expect(statusText()).toContain('Deshecho: la nota manual de Pablo García López en «Test: Números enteros» vuelve a ser —.');
    await waitFor(() => expect(grades.callsOf('saveScore')).toHaveLength(2));
    expect(readable(cellIn(PABLO, T01))).toBe('7,83 78,33 %');
  });

  it('keeps a refused score at the cell and announces why', async () => {
    const { user, grades } = await setUp();
    await screen.findByRole('grid');

    await user.click(cellIn(PABLO, 0));
    await user.keyboard('12{Enter}');

    const input = screen.getByRole('textbox', { name: /Nota de Pablo García López/ }) as HTMLInputElement;
    expect(input.value).toBe('12');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('La nota va de 0 a 10.');
    expect(alertText()).toBe('La nota de Pablo García López en «Test: Números enteros» no es válida. La nota va de 0 a 10.');
    expect(grades.callsOf('saveScore')).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /Nota de Pablo/ })).toBeNull();
    expect(readable(cellIn(PABLO, 0))).toBe('8 calculada');
    expect(document.activeElement).toBe(cellIn(PABLO, 0));
  });

  it('edits with Enter keeping the value, and moves right with Tab after committing', async () => {
    const { user, grades } = await setUp();
    await screen.findByRole('grid');
    await user.click(cellIn(PABLO, 2));
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: /Exposición oral/ }) as HTMLInputElement;
    expect(input.value).toBe('9');
    await user.keyboard('{Backspace}8,25{Tab}');
    expect(document.activeElement).toBe(cellIn(PABLO, 3));
    await waitFor(() => expect(grades.callsOf('saveScore')[0]?.write).toMatchObject({ itemGuid: 'c-oral-1', score: 8.25, expectedPrevious: 9 }));
  });

  it('edits a cell tapped again (no keyboard on a tablet), offering the decimal keypad', async () => {
    const { user } = await setUp();
    await screen.findByRole('grid');
    await user.click(cellIn(HUGO, 0));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(cellIn(HUGO, 0));
    const input = screen.getByRole('textbox', { name: /Nota de Hugo Fernández Gil/ }) as HTMLInputElement;
    expect(input.value).toBe('4,5');
    expect(input.inputMode).toBe('decimal');
    expect(document.activeElement).toBe(input);
  });

  it('tells the teacher when someone else changed the score meanwhile, and shows their value', async () => {
    const { user, grades } = await setUp();
    await screen.findByRole('grid');
    grades.someoneElseSaves('s-pablo', 'i-test-1', 9.5);

    await user.click(cellIn(PABLO, 0));
    await user.keyboard('6{Enter}');

    await waitFor(() => expect(alertText()).toBe('Otra persona ha cambiado la nota de Pablo García López en «Test: Números enteros»: ahora es 9,5. Revísala y vuelve a escribirla si hace falta.'));
    await waitFor(() => expect(readable(cellIn(PABLO, 0))).toMatch(/^9,5 .*manual/));
  });

  it('excuses the active cell, and shows the audit trail of the cell with names and dates', async () => {
    const { user } = await setUp();
    await screen.findByRole('grid');
    await user.click(cellIn(HUGO, 0));

    await user.click(screen.getByRole('button', { name: 'Marcar exento' }));
    expect(readable(cellIn(HUGO, 0))).toMatch(/^4,5 Exento (guardando |guardada )?calculada/);
    await waitFor(() => expect(statusText()).toContain('Marcada la exención de Hugo Fernández Gil en «Test: Números enteros»'));
    expect(readable(cellIn(HUGO, T01))).toBe('Sin nota');
    expect(screen.getByRole('button', { name: 'Quitar exento' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Historial de la nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial: Hugo Fernández Gil · Test: Números enteros' });
    const rows = within(dialog).getAllByRole('row').map((row) => readable(row));
    expect(rows).toEqual(['Cuándo Cambio Quién', '22 nov 2026, 10:30 Marcó la exención Eva Martín']);
  });

  it('marks an empty cell past its due date as overdue, unless the student is excused from it', async () => {
    const students = [
      { guid: 's-pablo', name: 'Pablo', lastname: 'García López', cells: { 'i-task-1': { overdue: true } } },
      { guid: 's-hugo', name: 'Hugo', lastname: 'Fernández Gil', cells: { 'i-task-1': { overdue: true, excused: true } } },
    ];
    await setUp({ gradebook: aGradebook({ students }) });
    await screen.findByRole('grid');

    expect(readable(cellIn(PABLO, 1))).toBe('Sin nota fuera de plazo, sin entregar');
    expect(readable(cellIn(HUGO, 1))).toBe('Exento Sin nota');
  });

  it('groups the columns by unit on demand', async () => {
    const { user } = await setUp();
    const grid = await screen.findByRole('grid');
    await user.click(screen.getByRole('radio', { name: 'Unidad' }));
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .slice(1, 5)
        .map((header) => text(header)),
    ).toEqual(['Números y operaciones', 'Álgebra', 'Columnas del cuaderno', 'Notas finales']);
  });

  it("writes category weights with the language's decimal sign and final grades with all the scale's decimals", async () => {
    const categories = [
      { guid: 'cat-exams', name: 'Exámenes', weight: 2.5, position: 0 },
      { guid: 'cat-work', name: 'Trabajo', weight: 1, position: 1 },
    ];
    const items = aGradebook().items.map((item) => ({ ...item, categoryGuid: item.contentType === 'CTTY_09' ? 'cat-exams' : 'cat-work' }));
    await setUp({ gradebook: aGradebook({ categories, items, scale: { kind: 'numeric', max: 10, decimals: 3 } }) });
    const grid = await screen.findByRole('grid');

    expect(within(grid).getAllByRole('columnheader', { name: 'Exámenes (peso 2,5)' })).toHaveLength(2); // t01 and t02
    // Exams 80 % × 2.5, work 77.5 % × 1: 79.2857… % is 7.929 on 0–10 with 3 decimals (what the export and the student read), not 7,93.
    expect(readable(cellIn(PABLO, T01))).toBe('7,929 79,29 %');
  });

  it('reloads the grid when a setup tool or a column action changes something', async () => {
    const { user, grades } = await setUp();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Actions of Exposición oral' }));
    await waitFor(() => expect(grades.callsOf('load')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Setup of Matemáticas 2º ESO' }));
    await waitFor(() => expect(grades.callsOf('load')).toHaveLength(3));
    expect(screen.getByRole('grid')).toBeTruthy();
  });

  it('opens another area, lazily, with the course and the grid as it is now', async () => {
    const { user } = await setUp();
    await screen.findByRole('grid');
    await user.click(cellIn(PABLO, 0));
    await user.keyboard('3{Enter}');

    await user.click(screen.getByRole('link', { name: 'Asistencia' }));

    expect(await screen.findByText('Attendance of c-mat: 3 students, Pablo has 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asistencia' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('is read-only for a school admin: the settings summary, no column actions, no editing', async () => {
    const { user } = await setUp({ gradebook: aGradebook({ view: 'admin', abilities: { update: false, export: true } }) });
    const grid = await screen.findByRole('grid');
    expect(grid.getAttribute('aria-readonly')).toBe('true');
    // The toolbar shows the scheme, scale and published periods; it offers changes only when `abilities.update`.
    expect(screen.getByRole('button', { name: 'Setup of Matemáticas 2º ESO' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Actions of/ })).toBeNull();
    expect(screen.getByText('Exports of Matemáticas 2º ESO')).toBeTruthy();
    await user.click(cellIn(PABLO, 0));
    await user.keyboard('7');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(statusText()).toContain('Puedes consultar las notas, pero no cambiarlas.');
  });

  it('says when there are no students, and when there is nothing to grade yet', async () => {
    const first = await setUp({ gradebook: aGradebook({ students: [] }) });
    expect(await screen.findByRole('heading', { name: 'Este curso aún no tiene alumnado' })).toBeTruthy();
    first.view.unmount();

    await setUp({ gradebook: aGradebook({ items: [] }) });
    expect(await screen.findByRole('heading', { name: 'Aún no hay nada que calificar' })).toBeTruthy();
    expect(screen.getByText(/crea una columna manual/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Setup of Matemáticas 2º ESO' })).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    const context = createGradebookTestContainer();
    context.grades.failure = appError('network', 'NETWORK');
    await context.session.start(aToken(new Date('2027-01-01T00:00:00Z')), aUser());
    renderRoutes(context.container, routes, PATH);
    const user = userEvent.setup();

    const alert = await screen.findByRole('heading', { name: 'No se ha podido cargar el cuaderno de calificaciones' });
    context.grades.failure = undefined;
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('grid')).toBeTruthy();
  });
});

describe('GradesPage (student)', { timeout: 30_000 }, () => {
  it("renders the student's My grades over their own row", async () => {
    await setUp({ gradebook: aStudentGradebook({ items: ['i-test-1'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My grades of Pablo' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Áreas del cuaderno' })).toBeNull();
  });
});

describe('GradesPage accessibility', () => {
  it.each(['es', 'en', 'pt'])('has no axe violations (%s)', async (lng) => {
    const { view } = await setUp({ lng });
    await screen.findByRole('grid');
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);

  it('has no axe violations while a refused score is being edited', async () => {
    const { view, user } = await setUp();
    await screen.findByRole('grid');
    await user.click(cellIn(PABLO, 0));
    await user.keyboard('12{Enter}');
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);
});
