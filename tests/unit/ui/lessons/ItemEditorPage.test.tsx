import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { RouteObject } from 'react-router';
import { MAX_UPLOAD_BYTES } from '@domain/content/uploadRules';
import type { RouteHandle } from '@ui/app/routeHandles';
import { ItemEditorPage, itemTypeFromParam } from '@ui/pages/lessons/ItemEditorPage';
import { createTestContainer } from '@tests/fakes/testContainer';
import { renderRoutes } from '@tests/fakes/renderApp';
import { aLessonDetail, anItemDetail, InMemoryFileUploader, InMemoryLessonGateway } from '@tests/fakes/InMemoryLessonGateway';

const LESSON = '/course/:courseGuid/lesson/:lessonGuid';
const BASE = '/course/c-outline/lesson/l-1';

const routes: RouteObject[] = [
  { path: `${LESSON}/new-content`, element: <ItemEditorPage />, handle: { editor: 'choose' } satisfies RouteHandle },
  { path: `${LESSON}/add/:itemType`, element: <ItemEditorPage />, handle: { editor: 'add' } satisfies RouteHandle },
  { path: `${LESSON}/edit/:itemGuid`, element: <ItemEditorPage />, handle: { editor: 'edit' } satisfies RouteHandle },
  { path: LESSON, element: <p>Página de la lección</p> },
];

function setUp() {
  const lessons = new InMemoryLessonGateway();
  const lesson = aLessonDetail();
  lessons.lessons.set(lesson.guid, lesson);
  const [document] = lesson.items;
  if (document) lessons.items.set(document.guid, anItemDetail(document, lesson, { kind: 'document', html: '<p>Una fracción es $\\frac{a}{b}$</p>' }));
  const authoringUploader = new InMemoryFileUploader();
  const { container } = createTestContainer({ lessons, authoringUploader });
  return { container, lessons, authoringUploader };
}

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('ItemEditorPage', () => {
  it('accepts the type as a lower-case code or as its key', () => {
    expect(itemTypeFromParam('ctty_05')).toBe('CTTY_05');
    expect(itemTypeFromParam('pdf')).toBe('CTTY_05');
    expect(itemTypeFromParam('videolesson')).toBe('CTTY_VIDEOLESSON');
    expect(itemTypeFromParam('nothing')).toBeUndefined();
  });

  it('offers the creatable types, each leading to its form', async () => {
    const { container } = setUp();
    renderRoutes(container, routes, `${BASE}/new-content`);
    expect(await screen.findByRole('heading', { level: 1, name: '¿Qué quieres añadir?' })).toBeTruthy();
    const links = within(document.querySelector('.type-grid') as HTMLElement).getAllByRole('link');
    // The ten creatable types, then the SCORM and xAPI packages (PACKAGE_TYPES), which are uploaded rather than written.
    expect(links).toHaveLength(12);
    expect(screen.getByRole('link', { name: /PDF/ }).getAttribute('href')).toBe(`${BASE}/add/ctty_05`);
    expect(links.at(-2)?.getAttribute('href')).toBe(`${BASE}/add/ctty_10`);
    expect(links.at(-1)?.getAttribute('href')).toBe(`${BASE}/add/ctty_20`);
  });

  it('validates a link with the domain rule and saves it, then goes back to the lesson', async () => {
    const { container, lessons } = setUp();
    const user = userEvent.setup();
    const { router } = renderRoutes(container, routes, `${BASE}/add/ctty_06`);
    await user.type(await screen.findByLabelText(/^Título/), 'Calculadora de fracciones');
    await user.type(screen.getByLabelText(/Dirección del enlace/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Crear contenido' }));
    expect(await screen.findByText(/Escribe una dirección completa|Solo se admiten direcciones/)).toBeTruthy();
    // What the user typed stays.
    expect((screen.getByLabelText(/^Título/) as HTMLInputElement).value).toBe('Calculadora de fracciones');
    await user.clear(screen.getByLabelText(/Dirección del enlace/));
    await user.type(screen.getByLabelText(/Dirección del enlace/), ' https://example.org/fracciones ');
    fireEvent.change(screen.getByLabelText(/Fecha de entrega/), { target: { value: '01/12/2026 09:30' } });
    await user.click(screen.getByLabelText('Publicado'));
    // The teacher's notes for class (ADR 0526): kept without the blank lines around them.
    await user.type(screen.getByLabelText('Tus notas para la clase'), '  Que prueben 3/4 + 1/2 antes de verlo.  ');
    await user.click(screen.getByRole('button', { name: 'Crear contenido' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
    const created = lessons.calls.find((call) => call.method === 'createItem')?.args[1];
    expect(created).toEqual({
      name: 'Calculadora de fracciones',
      contentType: 'CTTY_06',
      data: { kind: 'link', url: 'https://example.org/fracciones', description: null },
      deliverAt: '2026-12-01T09:30:00',
      canDeliverLate: false,
      evaluable: false,
      published: true,
      audience: 'all',
      teacherNotes: 'Que prueben 3/4 + 1/2 antes de verlo.',
    });
  }, 20_000);

  it('shows the school time zone next to the deliver date', async () => {
    const { container } = setUp();
    renderRoutes(container, routes, `${BASE}/add/ctty_14`);
    expect(await screen.findByText('En la hora del centro (hora de Madrid).')).toBeTruthy();
  });

  it('refuses a too large PDF before sending it, with the limit in human units, then uploads a good one', async () => {
    const { container, lessons, authoringUploader } = setUp();
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderRoutes(container, routes, `${BASE}/add/pdf`);
    const input = await screen.findByLabelText(/Archivo PDF/);
    await user.upload(input, fileOf('libro.pdf', 'application/pdf', MAX_UPLOAD_BYTES.pdf + 1));
    expect(await screen.findByText('El archivo es demasiado grande: el máximo es 50 MB.')).toBeTruthy();
    expect(authoringUploader.uploads).toEqual([]);
    await user.upload(input, fileOf('tema1.pdf', 'application/pdf', 2048));
    expect(await screen.findByText('Archivo: tema1.pdf')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Título/), 'Tema 1');
    await user.click(screen.getByRole('button', { name: 'Crear contenido' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
    expect(authoringUploader.uploads).toEqual([{ courseGuid: 'c-outline', purpose: 'content', name: 'tema1.pdf' }]);
    expect(lessons.lessons.get('l-1')?.items.at(-1)).toMatchObject({ name: 'Tema 1', contentType: 'CTTY_05' });
  });

  it('keeps the typing and shows the server refusal when saving fails', async () => {
    const { container, lessons } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, `${BASE}/edit/item-1`);
    const name = await screen.findByLabelText(/^Título/);
    expect((name as HTMLInputElement).value).toBe('Apuntes');
    // The document's text shows in the rich-text editor, loaded on demand.
    expect((await screen.findByLabelText(/^Contenido/, {}, { timeout: 5000 })).textContent).toContain('fracción');
    await user.clear(name);
    await user.type(name, 'Apuntes del tema');
    lessons.failures.set('updateItem', { kind: 'validation', code: 'VALIDATION_FAILED', status: 400 });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Revisa los datos del contenido: hay algo que no es válido.')).toBeTruthy();
    expect((screen.getByLabelText(/^Título/) as HTMLInputElement).value).toBe('Apuntes del tema');
  }, 20_000);

  it.each(['es', 'en', 'pt'])('has no axe violations on a video lesson form (%s)', async (lng) => {
    const { container } = setUp();
    const user = userEvent.setup();
    const view = renderRoutes(container, routes, `${BASE}/add/ctty_videolesson`, lng);
    await screen.findAllByRole('textbox');
    await user.click(screen.getByRole('button', { name: view.i18n.t('lesson:editor.markers.add') }));
    expect(screen.getByLabelText(new RegExp(view.i18n.t('lesson:editor.markers.label', { number: 1 })))).toBeTruthy();
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }, 30_000);
});
