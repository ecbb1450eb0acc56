import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Gradebook } from '@application/gradebook/Gradebook';
import { MyGrades } from '@ui/pages/gradebook/myGrades/MyGrades';
import { withGradebookAreas } from '@tests/fakes/gradebookAreasContainer';
import { aGradebook, aGradebookItem, aStudentGradebook } from '@tests/fakes/gradebookMothers';
import { bindGradebookExports } from '@tests/fakes/InMemoryGradebookExportGateway';
import { InMemoryCourseGateway } from '@tests/fakes/InMemoryCourseGateway';
import { aCourse } from '@tests/fakes/mothers';
import { renderRoutes } from '@tests/fakes/renderApp';
import { createTestContainer } from '@tests/fakes/testContainer';

function render(gradebook: Gradebook, lng = 'es', courses = new InMemoryCourseGateway()) {
  const { container } = createTestContainer({ courses });
  withGradebookAreas(container);
  bindGradebookExports(container);
  const view = renderRoutes(
    container,
    [
      { path: '/course/:guid/grades', element: <MyGrades gradebook={gradebook} /> },
      { path: '/course/:guid/grades-other', element: <p>other</p> },
    ],
    `/course/${gradebook.courseGuid}/grades`,
    lng,
  );
  return { ...view, courses };
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const section = (name: string) => screen.getByRole('region', { name });
// A row as its parts: name | meta | score | feedback (formatted text, its own paragraphs inside) | badges.
const rows = (region: HTMLElement) =>
  [...region.querySelectorAll('.my-grades__row')].map((row) => [...row.querySelectorAll('h3, p:not(.my-grades__feedback *), .my-grades__feedback, .tz-badge')].map(text).join(' | '));

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/** Pablo's view: the first test and the oral exam published, the first quarter's final grade published. */
function published(): Gradebook {
  const gradebook = aStudentGradebook({ items: ['i-test-1', 'c-oral-1'], periods: ['t01'] });
  const [pablo] = gradebook.students;
  if (pablo === undefined) throw new Error('no student');
  const cells = pablo.cells.map((cell) => (cell.itemGuid === 'i-test-1' ? { ...cell, feedback: 'Muy bien razonado.\nRepasa los signos.', late: true } : cell));
  return { ...gradebook, students: [{ ...pablo, cells }] };
}

describe('MyGrades', () => {
  it("lists each period's items: published ones with score, feedback and markers, the others pending without a score, and the final grade once published", () => {
    render(published());
    expect(screen.getByRole('heading', { level: 1, name: 'Mis calificaciones' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Matemáticas 2º ESO' }).getAttribute('href')).toBe('/course/c-mat');

    const first = section('1.er trimestre');
    expect(within(first).getByText(/Nota final:/).textContent?.replace(/\s+/g, ' ')).toBe('Nota final: 8,5 (85 %)');
    expect(rows(first)).toEqual([
      'Test: Números enteros | Test · Números y operaciones · Entrega: 5 oct 2026 | 8 / 10 | Comentario de tu docente: Muy bien razonado. Repasa los signos. | Entregada con retraso',
      'Tarea: Fracciones | Tarea · Números y operaciones · Entrega: 20 oct 2026 | Pendiente de publicar: verás la nota cuando tu docente la publique. | Sin publicar',
      'Exposición oral | Columna del cuaderno | 9 / 10',
    ]);

    const second = section('2.º trimestre');
    expect(within(second).getByText('La nota final se verá cuando tu docente la publique.')).toBeTruthy();
    expect(rows(second)).toEqual(['Test: Ecuaciones | Test · Álgebra · Entrega: 18 ene 2027 | Pendiente de publicar: verás la nota cuando tu docente la publique. | Sin publicar']);
    // No item and no published grade: no section.
    expect(screen.queryByRole('region', { name: '3.er trimestre' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Final del curso' })).toBeNull();
  });

  it('never shows the score or feedback of an unpublished item, even when the data carries them', () => {
    const leaky = aGradebook({
      view: 'student',
      students: [{ guid: 's-pablo', name: 'Pablo', lastname: 'García', scores: { 'i-test-1': 8, 'i-test-2': 7 }, cells: { 'i-test-1': { feedback: 'No publicado' } } }],
      items: [aGradebookItem({ published: false }), aGradebookItem({ guid: 'i-test-2', name: 'Test: Ecuaciones', period: 't02', published: true })],
    });
    const { container } = render(leaky);
    expect(container.textContent).not.toContain('8 / 10');
    expect(container.textContent).not.toContain('No publicado');
    expect(rows(section('2.º trimestre'))[0]).toContain('7 / 10');
  });

  it('shows an empty state before anything is published', () => {
    render(aStudentGradebook());
    expect(screen.getByRole('heading', { name: 'Aún no hay notas publicadas' })).toBeTruthy();
    expect(screen.queryByText(/Pendiente de publicar/)).toBeNull();
  });

  it("shows the scale's grade next to the score when it says more, and excused items as not counting", () => {
    const items = [aGradebookItem({ guid: 'q', name: 'Quiz', maxScore: 20, published: true }), aGradebookItem({ guid: 'e', name: 'Essay', maxScore: 10, published: true })];
    render(
      aGradebook({ view: 'student', scale: { kind: 'pass-fail', passPercent: 50 }, items, students: [{ guid: 's', name: 'Ana', lastname: 'Ruiz', scores: { q: 15, e: 3 }, cells: { e: { excused: true } } }] }),
      'en',
    );
    expect(rows(section('Term 1'))).toEqual(['Quiz | Test · Números y operaciones · Due: Oct 5, 2026 | 15 / 20 · equals Pass', 'Essay | Test · Números y operaciones · Due: Oct 5, 2026 | Does not count towards your grade | Excused']);
  });

  it("offers the student's other courses, each opening its grades", async () => {
    const user = userEvent.setup();
    const courses = new InMemoryCourseGateway([aCourse({ guid: 'c-mat', name: 'Matemáticas 2º ESO' }), aCourse({ guid: 'c-len', name: 'Lengua 2º ESO' }), aCourse({ guid: 'c-bio', name: 'Biología 2º ESO' })]);
    const { router } = render(published(), 'es', courses);

    const button = await screen.findByRole('button', { name: 'Otro curso Ver las calificaciones de otro curso' });
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Ver las calificaciones de otro curso' });
    expect(within(menu).getAllByRole('menuitem').map((item) => [text(item), item.getAttribute('href')])).toEqual([
      ['Lengua 2º ESO', '/course/c-len/grades'],
      ['Biología 2º ESO', '/course/c-bio/grades'],
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Lengua 2º ESO' }));
    expect(router.state.location.pathname).toBe('/course/c-len/grades');
  });

  it("renders the student's report button", () => {
    render(published());
    expect(screen.getByRole('button', { name: /informe|PDF/i })).toBeTruthy();
  });

  it.each(['es', 'en', 'pt'])('has no axe violations (%s)', async (lng) => {
    const view = render(published(), lng, new InMemoryCourseGateway([aCourse({ guid: 'c-len', name: 'Lengua' })]));
    await screen.findByRole('button', { name: /curso|course|disciplina/i });
    expect(await violations(view.container)).toEqual([]);
  }, 30_000);
});
