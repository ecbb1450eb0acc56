import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CoursePage } from '@ui/pages/courses/CoursePage';
import { SeeAsStudentStore } from '@application/courses/SeeAsStudentStore';
import { createTestContainer } from '@tests/fakes/testContainer';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { anOutline, InMemoryLessonGateway } from '@tests/fakes/InMemoryLessonGateway';

function setUp(teacher = true) {
  const lessons = new InMemoryLessonGateway();
  const outline = anOutline();
  if (!teacher) {
    outline.abilities = { update: false, manageMembers: false, seeAsStudent: false };
    outline.progress = 40;
    for (const unit of outline.units) for (const lesson of unit.lessons) lesson.progress = 25;
  }
  lessons.courses.set(outline.guid, outline);
  const { container } = createTestContainer({ lessons });
  return { container, lessons };
}

const PATH = '/course/:guid';

describe('CoursePage: see as student (ADR 0555)', () => {
  it('offers staff "See as student", which starts the mode on this course and remembers the page', async () => {
    const { container } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline');
    await user.click(await screen.findByRole('button', { name: 'Ver como estudiante' }));
    expect(container.get(SeeAsStudentStore).preview).toMatchObject({ courseGuid: 'c-outline', returnTo: '/course/c-outline' });
  });

  it('offers it to nobody the answer does not let', async () => {
    const { container } = setUp(false);
    renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Ver como estudiante' })).toBeNull();
  });
});

describe('CoursePage (teacher)', () => {
  it('lists units and lessons with links through the unit and the draft state', async () => {
    const { container } = setUp();
    renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline');
    const link = await screen.findByRole('link', { name: /Decimales/ });
    expect(link.getAttribute('href')).toBe('/course/c-outline/unit/unit-1/lesson/l-2');
    expect(within(link.closest('li') as HTMLElement).getByText('Borrador')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir unidad' })).toBeTruthy();
  });

  it('creates a unit through its dialog', async () => {
    const { container, lessons } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline');
    await user.click(await screen.findByRole('button', { name: 'Añadir unidad' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva unidad' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear unidad' }));
    expect(await within(dialog).findByText('Escribe un nombre.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Nombre de la unidad/), 'Álgebra');
    await user.click(within(dialog).getByRole('button', { name: 'Crear unidad' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Álgebra/ })).toBeTruthy();
    expect(lessons.courses.get('c-outline')?.units.map((unit) => unit.name)).toEqual(['Números', 'Geometría', 'Álgebra']);
  });

  it('moves a lesson down with the keyboard menu into the next unit and announces it', async () => {
    const { container, lessons } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline');
    await user.click(await screen.findByRole('button', { name: /Acciones de la lección Decimales/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Bajar' }));
    expect(await screen.findByText('Lección Decimales movida a Geometría, posición 1 de 2.')).toBeTruthy();
    expect(lessons.calls.find((call) => call.method === 'moveLesson')?.args).toEqual(['l-2', 'unit-2', 0]);
    const link = screen.getByRole('link', { name: /Decimales/ });
    expect(link.getAttribute('href')).toBe('/course/c-outline/unit/unit-2/lesson/l-2');
  });

  it('asks before deleting a unit and says what goes with it', async () => {
    const { container, lessons } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline');
    await user.click(await screen.findByRole('button', { name: /Acciones de la unidad Números/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar la unidad «Números»?' });
    expect(within(dialog).getByText(/sus 2 lecciones/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar unidad' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: /Números/ })).toBeNull());
    expect(lessons.courses.get('c-outline')?.units.map((unit) => unit.name)).toEqual(['Geometría']);
  });

  it.each(['es', 'en', 'pt'])('has no axe violations (%s)', async (lng) => {
    const { container } = setUp();
    const view = renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline', lng);
    await screen.findByRole('link', { name: /Decimales/ });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000);
});

describe('CoursePage: the teacher’s role word follows the person', () => {
  it.each([
    ['es', 'female', 'Profesora: Ana García'],
    ['es', 'male', 'Profesor: Ana García'],
    ['es', null, 'Docente: Ana García'],
    ['pt', 'female', 'Professora: Ana García'],
    ['en', 'female', 'Teacher: Ana García'],
  ] as const)('%s, %s → “%s”', async (lng, gender, text) => {
    const { container, lessons } = setUp(false);
    const outline = lessons.courses.get('c-outline');
    if (outline) outline.teacherGender = gender;
    renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline', lng);
    await screen.findByRole('link', { name: /Fracciones/ });
    expect(screen.getByText(new RegExp(text)).textContent).toContain(text);
  });
});

describe('CoursePage (student)', () => {
  it('keeps the read-only outline with progress', async () => {
    const { container } = setUp(false);
    renderRoutes(container, pageAt(PATH, <CoursePage />), '/course/c-outline');
    const link = await screen.findByRole('link', { name: /Fracciones/ });
    expect(link.getAttribute('href')).toBe('/course/c-outline/unit/unit-1/lesson/l-1');
    expect(screen.queryByRole('button', { name: 'Añadir unidad' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mover/ })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Tu progreso' }).getAttribute('aria-valuenow')).toBe('40');
  });
});
