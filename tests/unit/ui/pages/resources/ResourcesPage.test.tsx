import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { RouteObject } from 'react-router';
import { appError } from '@application/shared/AppError';
import type { RouteHandle } from '@ui/app/routeHandles';
import { ResourcesPage } from '@ui/pages/resources/ResourcesPage';
import { InMemoryCourseGateway } from '@tests/fakes/InMemoryCourseGateway';
import { InMemoryResourceGateway } from '@tests/fakes/InMemoryResourceGateway';
import { createTestContainer } from '@tests/fakes/testContainer';
import { renderRoutes } from '@tests/fakes/renderApp';
import { aCourse, aCourseDetail } from '@tests/fakes/mothers';
import { aCourseResources } from '../../../application/resources/resourceMothers';

const routes: RouteObject[] = [
  { path: '/course/:guid/resources', element: <ResourcesPage />, handle: { resources: 'course' } satisfies RouteHandle },
  { path: '/course/:guid/classroom-resources', element: <ResourcesPage />, handle: { resources: 'classroom' } satisfies RouteHandle },
  { path: '/course/:guid/resources/:idResourcesSection/:idResourcesGroup', element: <ResourcesPage />, handle: { resources: 'group' } satisfies RouteHandle },
];

function setUp(options: { teacher?: boolean; student?: boolean } = {}) {
  const teacher = options.student ? false : (options.teacher ?? true);
  const courses = new InMemoryCourseGateway();
  courses.details.set('c-1', aCourseDetail({ ...aCourse({ guid: 'c-1', name: 'Matemáticas 1ºA' }), abilities: { update: teacher, manageMembers: teacher, seeAsStudent: teacher } }));
  const resources = new InMemoryResourceGateway();
  const tree = aCourseResources('c-1');
  if (!teacher) {
    // Students never receive teachers-only items.
    for (const section of tree.sections) for (const group of section.groups) group.resources = group.resources.filter((resource) => resource.audience === 'all');
  }
  resources.courses.set('c-1', tree);
  const { container } = createTestContainer({ courses, resources });
  return { container, resources };
}

const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('ResourcesPage', () => {
  it('lists a course by unit and lesson, each resource with its type, state and deadline, linking to its viewer', async () => {
    const { container } = setUp();
    renderRoutes(container, routes, '/course/c-1/resources');

    expect(await screen.findByRole('heading', { level: 1, name: 'Recursos' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Números', 'Geometría']);
    expect(screen.getByRole('link', { name: 'Decimales' }).getAttribute('href')).toBe('/course/c-1/resources/unit-1/l-2');

    const task = rowOf('Tarea de fracciones');
    expect(within(task).getByText('Tarea')).toBeTruthy();
    expect(within(task).getByText('Publicado')).toBeTruthy();
    expect(within(task).getByText(/Entrega: .*2026.*Admite entregas tardías/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tarea de fracciones' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1/content/r-frac-task');

    const guide = rowOf('Guía del profesor');
    expect(within(guide).getByText('Borrador')).toBeTruthy();
    expect(within(guide).getByText('Solo profesorado')).toBeTruthy();
    expect(within(rowOf('Fracciones en PDF')).getByText('Sin fecha de entrega')).toBeTruthy();
  });

  it('filters by content type and searches by name across the course', async () => {
    const { container, resources } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/resources');
    await screen.findByRole('heading', { level: 1, name: 'Recursos' });

    await user.selectOptions(screen.getByLabelText('Tipo de contenido'), 'CTTY_14');
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('resource'))).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Tipo de contenido'), '');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar recursos' }), 'triangulos');
    expect(await screen.findByText('1 resultado')).toBeTruthy();
    expect(screen.getByText('Geometría › Triángulos')).toBeTruthy();
    expect(resources.calls.filter((call) => call.method === 'flatResources')).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar recursos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar recursos' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'Ningún recurso coincide' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Números' })).toBeTruthy();
  });

  it('lets a teacher select resources with the keyboard and delete them after confirming', async () => {
    const { container, resources } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/resources');
    await screen.findByRole('heading', { level: 1, name: 'Recursos' });

    expect((screen.getByRole('button', { name: 'Eliminar' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('checkbox', { name: 'Seleccionar «Fracciones en PDF»' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar «Vídeo de decimales»' }));
    expect(screen.getByText('2 seleccionados')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar 2 recursos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fracciones en PDF' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Vídeo de decimales' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Se han eliminado 2 recursos');
    expect(resources.calls.filter((call) => call.method === 'remove').map((call) => call.args)).toEqual([[['r-frac-pdf', 'r-dec-video']]]);
  });

  it('says clearly that nothing was deleted when the server refuses', async () => {
    const { container, resources } = setUp();
    resources.removeFailure = appError('not-found', 'NOT_FOUND', { status: 404 });
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/resources');
    await screen.findByRole('heading', { level: 1, name: 'Recursos' });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los recursos visibles' }));
    expect(screen.getByText('5 seleccionados')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar 5 recursos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('No se ha eliminado nada.');
    expect(screen.getByRole('link', { name: 'Fracciones en PDF' })).toBeTruthy();
  });

  it('edits a deliver date and late delivery in a dialog', async () => {
    const { container, resources } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/resources');
    await screen.findByRole('heading', { level: 1, name: 'Recursos' });

    await user.click(screen.getByRole('button', { name: 'Cambiar la fecha de entrega de «Fracciones en PDF»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fecha de entrega de «Fracciones en PDF»' });
    fireEvent.change(within(dialog).getByLabelText('Fecha y hora de entrega'), { target: { value: '10/12/2026 08:30' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Admitir entregas después de la fecha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resources.calls.find((call) => call.method === 'updateDelivery')?.args).toEqual(['r-frac-pdf', { courseGuid: 'c-1', deliverAt: '2026-12-10T08:30:00', canDeliverLate: true }]);
    expect(within(rowOf('Fracciones en PDF')).getByText(/Entrega: .*Admite entregas tardías/)).toBeTruthy();
  });

  it('clears a deadline, and keeps the dialog with the error when the server refuses', async () => {
    const { container, resources } = setUp();
    resources.writeFailure = appError('validation', 'VALIDATION_FAILED', { status: 400 });
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/resources');
    await screen.findByRole('heading', { level: 1, name: 'Recursos' });

    await user.click(screen.getByRole('button', { name: 'Cambiar la fecha de entrega de «Tarea de fracciones»' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Fecha y hora de entrega') as HTMLInputElement).value).toBe('01/12/2026 23:59');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar la fecha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Revisa los datos: hay algo que no es válido.')).toBeTruthy();
    expect(resources.calls.find((call) => call.method === 'updateDelivery')?.args[1]).toEqual({ courseGuid: 'c-1', deliverAt: null, canDeliverLate: true });
  });

  it('shows teachers the classroom resources and explains them to students', async () => {
    const teacher = setUp();
    const view = renderRoutes(teacher.container, routes, '/course/c-1/classroom-resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recursos de aula' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Guía del profesor' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fracciones en PDF' })).toBeNull();
    view.unmount();

    const student = setUp({ student: true });
    renderRoutes(student.container, routes, '/course/c-1/classroom-resources');
    expect(await screen.findByRole('heading', { name: 'Los recursos de aula son del profesorado' })).toBeTruthy();
  });

  it('gives students a read-only list', async () => {
    const { container } = setUp({ student: true });
    renderRoutes(container, routes, '/course/c-1/resources');
    expect(await screen.findByRole('link', { name: 'Fracciones en PDF' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /fecha de entrega/ })).toBeNull();
  });

  it('shows one lesson of one unit, and a clear message for an unknown one', async () => {
    const { container } = setUp();
    const view = renderRoutes(container, routes, '/course/c-1/resources/unit-1/l-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Decimales' })).toBeTruthy();
    expect(screen.getByText('Unidad: Números')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vídeo de decimales' })).toBeTruthy();
    view.unmount();

    renderRoutes(container, routes, '/course/c-1/resources/unit-2/l-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esta lección' })).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    const { container, resources } = setUp();
    resources.failure = appError('network', 'NETWORK');
    const user = userEvent.setup();
    renderRoutes(container, routes, '/course/c-1/resources');
    expect(await screen.findByText('No hemos podido cargar los recursos')).toBeTruthy();
    resources.failure = undefined;
    await user.click(screen.getByRole('button', { name: /volver a intentar|reintentar/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recursos' })).toBeTruthy();
  });

  it.each(['es', 'en', 'pt'])('has no axe violations for a teacher (%s)', async (lng) => {
    const { container } = setUp();
    const view = renderRoutes(container, routes, '/course/c-1/resources', lng);
    await screen.findByRole('link', { name: 'Fracciones en PDF' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000);
});
