import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { AnalysisArea } from '@ui/pages/gradebook/areas/AnalysisArea';
import { CalendarArea } from '@ui/pages/gradebook/areas/CalendarArea';
import { GraphicsArea } from '@ui/pages/gradebook/areas/GraphicsArea';
import { RankingArea } from '@ui/pages/gradebook/areas/RankingArea';
import { UnitsArea } from '@ui/pages/gradebook/areas/UnitsArea';
import { FixedClock } from '@tests/fakes/FixedClock';
import { anEntry, InMemoryCalendarGateway } from '@tests/fakes/InMemoryCalendarGateway';
import { withGradebookAreas } from '@tests/fakes/gradebookAreasContainer';
import { aGradebook, aGradebookItem, aManualColumn, type StudentSeed } from '@tests/fakes/gradebookMothers';
import { renderRoutes } from '@tests/fakes/renderApp';
import { createTestContainer } from '@tests/fakes/testContainer';

/** 10 October 2026, noon in Madrid. */
const NOW = new Date('2026-10-10T10:00:00Z');

function render(element: (gradebook: Gradebook) => ReactElement, gradebook = aGradebook(), lng = 'es') {
  const { container } = createTestContainer();
  withGradebookAreas(container, new FixedClock(NOW));
  return renderRoutes(container, [{ path: '/course/:guid/grades', element: element(gradebook) }], `/course/${gradebook.courseGuid}/grades`, lng);
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map(text));

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

const SEVEN: StudentSeed[] = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fabio', 'Gema'].map((name, i) => ({ guid: `s-${i}`, name, lastname: 'Ruiz', scores: { 'i-test-1': 3 + i, 'i-task-1': 10 - i } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RankingArea', () => {
  it('ranks the annual grades with the grade on the scale, then a chosen period with the students without a grade last', async () => {
    const user = userEvent.setup();
    render((g) => <RankingArea courseGuid={g.courseGuid} gradebook={g} />);

    const table = screen.getByRole('table', { name: 'Ranking: Final del curso' });
    expect(bodyRows(table)).toEqual([
      ['1', 'Marta Sánchez Díaz', '9,25', '92,5 %'],
      ['2', 'Pablo García López', '7,63', '76,25 %'],
      ['3', 'Hugo Fernández Gil', '4,75', '47,5 %'],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), '2.º trimestre');
    expect(bodyRows(screen.getByRole('table', { name: 'Ranking: 2.º trimestre' }))).toEqual([
      ['1', 'Pablo García López', '7', '70 %'],
      ['2', 'Hugo Fernández Gil', '5', '50 %'],
      ['—Sin puesto', 'Marta Sánchez Díaz', 'Sin nota', 'Sin nota'],
    ]);
    expect(screen.getByText('2 de 3 alumnos con nota final')).toBeTruthy();
  });

  it('marks shared positions (1, 2, 2, 4)', () => {
    const students: StudentSeed[] = [
      { guid: 'a', name: 'Ana', lastname: 'A', scores: { 'i-test-1': 8 } },
      { guid: 'b', name: 'Bruno', lastname: 'B', scores: { 'i-test-1': 9 } },
      { guid: 'd', name: 'Diego', lastname: 'D', scores: { 'i-test-1': 8 } },
      { guid: 'e', name: 'Elena', lastname: 'E', scores: { 'i-test-1': 7 } },
    ];
    render((g) => <RankingArea courseGuid={g.courseGuid} gradebook={g} />, aGradebook({ students }));
    expect(bodyRows(screen.getByRole('table')).map((row) => row.slice(0, 2))).toEqual([
      ['1', 'Bruno B'],
      ['2 (empate)', 'Ana A'],
      ['2 (empate)', 'Diego D'],
      ['4', 'Elena E'],
    ]);
  });

  it('says so when the course has no students', () => {
    render((g) => <RankingArea courseGuid={g.courseGuid} gradebook={g} />, aGradebook({ students: [] }));
    expect(screen.getByRole('heading', { name: 'Este curso aún no tiene alumnado' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('AnalysisArea', () => {
  it('counts the selection live and refuses the sixth student with a message, leaving it unchecked', async () => {
    const user = userEvent.setup();
    render((g) => <AnalysisArea courseGuid={g.courseGuid} gradebook={g} />, aGradebook({ students: SEVEN }));
    const group = screen.getByRole('group', { name: 'Alumnos que comparar' });
    expect(within(group).getByText('0 de 5 seleccionados')).toBeTruthy();
    expect(screen.getByText('Elige al menos un alumno para ver los gráficos.')).toBeTruthy();

    for (const name of ['Ana Ruiz', 'Bruno Ruiz', 'Carla Ruiz']) await user.click(within(group).getByRole('checkbox', { name }));
    expect(within(group).getByText('3 de 5 seleccionados')).toBeTruthy();
    for (const name of ['Diego Ruiz', 'Elena Ruiz']) await user.click(within(group).getByRole('checkbox', { name }));

    const sixth = within(group).getByRole('checkbox', { name: 'Fabio Ruiz' });
    await user.click(sixth);
    expect((sixth as HTMLInputElement).checked).toBe(false);
    expect(text(within(group).getByRole('alert'))).toBe('Puedes comparar como máximo 5 alumnos. Quita uno de la selección para añadir otro.');
    expect(within(group).getByText('5 de 5 seleccionados')).toBeTruthy();

    // Taking one out makes room, and the message goes.
    await user.click(within(group).getByRole('checkbox', { name: 'Ana Ruiz' }));
    expect(text(within(group).getByRole('alert'))).toBe('');
    await user.click(sixth);
    expect((sixth as HTMLInputElement).checked).toBe(true);

    // Clearing takes its button away: the focus goes to the first student to pick.
    await user.click(within(group).getByRole('button', { name: 'Quitar la selección' }));
    expect(within(group).getByText('0 de 5 seleccionados')).toBeTruthy();
    expect(document.activeElement).toBe(within(group).getByRole('checkbox', { name: 'Ana Ruiz' }));
  });

  it('shows each comparison as a data table: running averages by due date and averages by unit with the class', async () => {
    const user = userEvent.setup();
    render((g) => <AnalysisArea courseGuid={g.courseGuid} gradebook={g} />);
    await user.click(screen.getByRole('checkbox', { name: 'Marta Sánchez Díaz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hugo Fernández Gil' }));

    const overTime = screen.getByRole('table', { name: 'Nota de cada actividad y media acumulada, por fecha de entrega' });
    expect(within(overTime).getAllByRole('columnheader').map(text)).toEqual(['Fecha', 'Actividad', 'Marta Sánchez Díaz', 'Hugo Fernández Gil']);
    expect(bodyRows(overTime)).toEqual([
      ['5 oct 2026', 'Test: Números enteros', '97,5 %media 97,5 %', '45 %media 45 %'],
      ['20 oct 2026', 'Tarea: Fracciones', '100 %media 98,75 %', '—Sin nota'],
      ['18 ene 2027', 'Test: Ecuaciones', '—Sin nota', '50 %media 47,5 %'],
    ]);

    const byUnit = screen.getByRole('table', { name: 'Medias por unidad de los alumnos elegidos y de la clase' });
    expect(bodyRows(byUnit)).toEqual([
      ['Números y operaciones', '98,75 %', '45 %', '72,08 %'],
      ['Álgebra', 'Sin nota', '50 %', '60 %'],
      ['Sin unidad (columnas manuales)', '80 %', 'Sin nota', '85 %'],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), '2.º trimestre');
    expect(bodyRows(screen.getByRole('table', { name: 'Nota de cada actividad y media acumulada, por fecha de entrega' }))).toEqual([['18 ene 2027', 'Test: Ecuaciones', '—Sin nota', '50 %media 50 %']]);
  });

  it('draws the charts as images named by a summary where the browser can, and keeps the tables when it cannot', async () => {
    // A browser with canvas support whose 2D context turns out to be missing: the summary is there, then the table alone.
    vi.stubGlobal('CanvasRenderingContext2D', class {});
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const user = userEvent.setup();
    render((g) => <AnalysisArea courseGuid={g.courseGuid} gradebook={g} />);
    await user.click(screen.getByRole('checkbox', { name: 'Pablo García López' }));

    expect(screen.getByRole('img', { name: 'Gráfico de líneas con la media acumulada de Pablo García López en 3 actividades, del 5 oct 2026 al 18 ene 2027. Los datos están en la tabla siguiente.' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Gráfico de barras con la media por unidad de Pablo García López y la de la clase, en 3 unidades. Los datos están en la tabla siguiente.' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('img')).toHaveLength(0));
    expect(getContext).toHaveBeenCalledWith('2d');
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });
});

describe('GraphicsArea', () => {
  it("tables the distribution of a period's final grades on the scale and the class's evolution over the year", async () => {
    const user = userEvent.setup();
    render((g) => <GraphicsArea courseGuid={g.courseGuid} gradebook={g} />);

    const distribution = screen.getByRole('table', { name: 'Alumnos por tramo de nota final: Final del curso' });
    const rows = bodyRows(distribution);
    expect(rows).toHaveLength(10);
    expect(rows.filter(([, count]) => count !== '0')).toEqual([
      ['De 4 a 5', '1'],
      ['De 7 a 8', '1'],
      ['De 9 a 10', '1'],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo de la distribución' }), '2.º trimestre');
    const t02 = screen.getByRole('table', { name: 'Alumnos por tramo de nota final: 2.º trimestre' });
    expect(within(t02).getByRole('row', { name: 'Sin nota final 1' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo de la distribución' }), '3.er trimestre');
    expect(screen.getByText('Aún no hay notas finales en 3.er trimestre.')).toBeTruthy();

    expect(bodyRows(screen.getByRole('table', { name: 'Media de la clase en cada actividad, por fecha de entrega' }))).toEqual([
      ['5 oct 2026', 'Test: Números enteros', '74,17 %', '3'],
      ['20 oct 2026', 'Tarea: Fracciones', '82,5 %', '2'],
      ['18 ene 2027', 'Test: Ecuaciones', '60 %', '2'],
    ]);
  });

  it('names the bands of a pass/fail scale with its words', () => {
    render((g) => <GraphicsArea courseGuid={g.courseGuid} gradebook={g} />, aGradebook({ scale: { kind: 'pass-fail', passPercent: 50 } }), 'en');
    expect(bodyRows(screen.getByRole('table', { name: 'Students per final grade band: End of year' }))).toEqual([
      ['Fail', '1'],
      ['Pass', '2'],
    ]);
  });
});

describe('UnitsArea', () => {
  it("shows each unit's items and class average, and every student's average per unit", () => {
    render((g) => <UnitsArea courseGuid={g.courseGuid} gradebook={g} />);
    const numbers = screen.getByRole('heading', { level: 3, name: 'Números y operaciones' }).closest('li');
    expect(within(numbers as HTMLElement).getByText('72,08 %')).toBeTruthy();
    expect(within(numbers as HTMLElement).getAllByRole('listitem').map(text)).toEqual(['Test: Números enteros (Test)', 'Tarea: Fracciones (Tarea)']);

    const table = screen.getByRole('table', { name: 'Media de cada alumno por unidad' });
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual(['Alumno o alumna', 'Números y operaciones', 'Álgebra', 'Sin unidad (columnas manuales)']);
    expect(bodyRows(table)).toEqual([
      ['Pablo García López', '72,5 %', '70 %', '90 %'],
      ['Hugo Fernández Gil', '45 %', '50 %', 'Sin nota'],
      ['Marta Sánchez Díaz', '98,75 %', 'Sin nota', '80 %'],
      ['Media de la clase', '72,08 %', '60 %', '85 %'],
    ]);
  });
});

describe('CalendarArea', () => {
  const calendarGradebook = () =>
    aGradebook({
      items: [
        aGradebookItem({ name: 'Test: Números enteros', dueAtLocal: '2026-10-05T10:00:00', published: true }),
        aGradebookItem({ guid: 'i-task-1', name: 'Tarea: Fracciones', contentType: 'CTTY_14', dueAtLocal: '2026-10-20T10:00:00' }),
        aManualColumn({ name: 'Exposición oral', dueAtLocal: '2026-11-03T09:30:00' }),
      ],
    });
  // The course calendar's read (the same as /calendar/{course}): the gradebook's entries, a PDF that is not graded,
  // a class session and a holiday.
  const courseCalendar = (courseGuid: string) => {
    const gateway = new InMemoryCalendarGateway();
    gateway.today = '2026-10-10';
    gateway.entries = [
      anEntry({ guid: 'i-test-1', title: 'Test: Números enteros', day: '2026-10-05', contentType: 'CTTY_09', courseGuid, start: '2026-10-05T10:00:00', end: '2026-10-05T10:00:00' }),
      anEntry({ guid: 'i-task-1', title: 'Tarea: Fracciones', day: '2026-10-20', courseGuid, start: '2026-10-20T10:00:00', end: '2026-10-20T10:00:00' }),
      anEntry({ guid: 'c-oral-1', title: 'Exposición oral', day: '2026-11-03', courseGuid, lessonGuid: null, contentType: null, start: '2026-11-03T09:30:00', end: '2026-11-03T09:30:00' }),
      anEntry({ guid: 'i-pdf', title: 'Lectura: los números', day: '2026-10-05', courseGuid, contentType: 'CTTY_02' }),
      anEntry({ kind: 'session', guid: 's-1', title: 'Matemáticas', day: '2026-10-06', courseGuid }),
      anEntry({ kind: 'non_school_day', guid: 'h-1', title: 'Fiesta Nacional', day: '2026-10-12' }),
    ];
    return gateway;
  };
  const renderCalendar = () => {
    const gradebook = calendarGradebook();
    const { container } = createTestContainer();
    const gateway = courseCalendar(gradebook.courseGuid);
    withGradebookAreas(container, new FixedClock(NOW), gateway);
    renderRoutes(container, [{ path: '/course/:guid/grades', element: <CalendarArea courseGuid={gradebook.courseGuid} gradebook={gradebook} /> }], `/course/${gradebook.courseGuid}/grades`, 'es');
    return gateway;
  };

  it("reads the course calendar and shows its grading entries, with today marked, closed days and a list of the month's entries", async () => {
    const gateway = renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'Octubre de 2026' });
    expect(gateway.calls[0]?.courseGuid).toBe(calendarGradebook().courseGuid);
    expect(within(grid).getAllByRole('columnheader').map(text)).toEqual(['lunLlunes', 'marMmartes', 'miéXmiércoles', 'jueJjueves', 'vieVviernes', 'sábSsábado', 'domDdomingo']);
    expect(within(grid).getAllByRole('row')).toHaveLength(6);

    const today = grid.querySelector('[aria-current="date"]');
    expect(text(today)).toBe('10Sábado, 10 de octubre, hoy, no lectivo');
    expect(today?.getAttribute('tabindex')).toBe('0');

    // The graded test shows; the ungraded PDF and the class session do not.
    const fifth = within(grid).getByRole('gridcell', { name: /lunes, 5 de octubre, 1 entrada/i });
    expect(within(fifth).getByText('Test: Números enteros')).toBeTruthy();
    expect(text(fifth)).toContain('Notas publicadas');
    expect(within(grid).getByRole('gridcell', { name: /^martes, 6 de octubre$/i })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: /lunes, 12 de octubre, no lectivo, 1 entrada/i })).toBeTruthy();

    const list = screen.getByRole('region', { name: 'Entregas de Octubre de 2026 2' });
    expect(within(list).getAllByRole('heading', { level: 4 }).map(text)).toEqual(['Lunes, 5 de octubre', 'Martes, 20 de octubre']);
    expect(within(list).getAllByRole('listitem').filter((li) => li.classList.contains('gba-cal__list-event')).map(text)).toEqual([
      'Test: Números enterosTest · a las 10:00 · Números y operacionesNotas publicadas',
      'Tarea: FraccionesTarea · a las 10:00 · Números y operacionesSin publicar',
    ]);
  });

  it('moves between days with the keyboard and turns the month at its edge; the buttons change month and come back to today', async () => {
    const user = userEvent.setup();
    renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'Octubre de 2026' });
    const todayCell = grid.querySelector<HTMLElement>('[aria-current="date"]');
    todayCell?.focus();

    await user.keyboard('{ArrowRight}');
    expect(text(document.activeElement).toLowerCase()).toContain('domingo, 11 de octubre');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(text(document.activeElement).toLowerCase()).toContain('domingo, 1 de noviembre');
    expect(await screen.findByRole('grid', { name: 'Noviembre de 2026' })).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(text(document.activeElement).toLowerCase()).toContain('martes, 3 de noviembre, 1 entrada');
    await user.keyboard('{Home}');
    expect(text(document.activeElement).toLowerCase()).toContain('lunes, 2 de noviembre');
    await user.keyboard('{PageUp}');
    expect(text(document.activeElement).toLowerCase()).toContain('viernes, 2 de octubre');
    // Only the focused day is in the tab order.
    expect(screen.getByRole('grid').querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mes siguiente: Noviembre de 2026' }));
    expect(await screen.findByRole('grid', { name: 'Noviembre de 2026' })).toBeTruthy();
    expect(within(await screen.findByRole('region', { name: /Entregas de Noviembre/ })).getByText('Exposición oral')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(await screen.findByRole('grid', { name: 'Octubre de 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mes anterior: Septiembre de 2026' }));
    expect(await screen.findByText('No hay entregas este mes.')).toBeTruthy();
  });
});

describe('read-only areas accessibility', () => {
  it.each(['es', 'en', 'pt'])('the five areas have no axe violations (%s)', async (lng) => {
    const user = userEvent.setup();
    const view = render(
      (g) => (
        <main>
          <RankingArea courseGuid={g.courseGuid} gradebook={g} />
          <AnalysisArea courseGuid={g.courseGuid} gradebook={g} />
          <GraphicsArea courseGuid={g.courseGuid} gradebook={g} />
          <UnitsArea courseGuid={g.courseGuid} gradebook={g} />
          <CalendarArea courseGuid={g.courseGuid} gradebook={g} />
        </main>
      ),
      aGradebook({ students: SEVEN }),
      lng,
    );
    const checkboxes = screen.getAllByRole('checkbox');
    for (const box of checkboxes.slice(0, 6)) await user.click(box);
    expect(within(screen.getByRole('group')).getByRole('alert').textContent).not.toBe('');
    await screen.findByRole('grid');
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);
});
