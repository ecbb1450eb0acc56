import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@ui/app/routeHandles';
import { ActivityRecordPage } from '@ui/pages/viewer/ActivityRecordPage';
import { ViewerPage } from '@ui/pages/viewer/ViewerPage';
import { FakeGradingGateway } from '@tests/fakes/FakeGradingGateway';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryViewerGateway } from '@tests/fakes/InMemoryViewerGateway';
import { createTestContainer } from '@tests/fakes/testContainer';
import { renderRoutes } from '@tests/fakes/renderApp';
import { aJob, aLesson, anAssignment, anItem, aStudentItem } from '@tests/unit/application/viewer/itemMothers';

const viewerRoute = (path: string, viewer: NonNullable<RouteHandle['viewer']>): RouteObject => ({ path, element: <ViewerPage />, handle: { viewer } satisfies RouteHandle });
const routes: RouteObject[] = [
  viewerRoute('/course/:courseGuid/lesson/:lessonGuid/content/:contentGuid', 'lesson'),
  viewerRoute('/viewer/:guid', 'page'),
  viewerRoute('/viewer/:guid/group-resources-view--visor', 'group'),
  viewerRoute('/viewerfull/:guid', 'full'),
  viewerRoute('/single-activity/:courseGuid/:lessonItemGuid/:contentGuid', 'single'),
  { path: '/single-activity/:courseGuid/record/:contentGuid/:referenceGuid', element: <ActivityRecordPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

function render(path: string, viewer: InMemoryViewerGateway, grading?: FakeGradingGateway) {
  const { container } = createTestContainer({ viewer, viewerClock: new FixedClock(), grading });
  return renderRoutes(container, routes, path);
}

const doc = (guid: string, name: string, position: number, student = false) => (student ? aStudentItem : anItem)({ guid, name, position });

describe('ViewerPage', () => {
  it('shows an item inside its lesson with breadcrumbs and the items around it, and completes a document for a student', async () => {
    const items = [doc('a', 'Primero', 1, true), doc('b', 'Segundo', 2, true), doc('c', 'Tercero', 3, true)];
    const viewer = new InMemoryViewerGateway(items, [aLesson(items)]);
    const user = userEvent.setup();
    render('/course/c-1/lesson/l-1/content/b', viewer);

    expect(await screen.findByRole('heading', { level: 1, name: 'Segundo' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: /ruta de navegación/i });
    expect(await within(crumbs).findByRole('link', { name: 'Matemáticas 2º ESO' })).toBeTruthy();
    expect(within(crumbs).getByRole('link', { name: 'Números racionales' }).getAttribute('href')).toBe('/course/c-1/lesson/l-1');
    expect(await screen.findByText('Una fracción es…')).toBeTruthy();
    await waitFor(() => expect(viewer.progressCalls).toEqual([{ itemGuid: 'b', progress: { progress: 100, position: null } }]));
    expect(screen.getByRole('progressbar', { name: /tu progreso/i }).getAttribute('aria-valuenow')).toBe('100');

    await user.click(screen.getByRole('link', { name: /siguiente: tercero/i }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tercero' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('never writes progress for a teacher', async () => {
    const viewer = new InMemoryViewerGateway([doc('a', 'Primero', 1)], []);
    render('/viewer/a', viewer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Primero' })).toBeTruthy();
    expect(await screen.findByText('Una fracción es…')).toBeTruthy();
    expect(viewer.progressCalls).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: /volver a la lección/i })).toBeTruthy();
  });

  it('says when a content type cannot be shown yet', async () => {
    const viewer = new InMemoryViewerGateway([anItem({ guid: 't', contentType: 'CTTY_09', code: 'CTTY_09', content: { kind: 'unsupported', code: 'CTTY_09', viewer: 'test' } })]);
    render('/viewer/t', viewer);
    expect(await screen.findByText(/aún no se puede ver aquí/i)).toBeTruthy();
  });

  it('says not found for an unknown item', async () => {
    render('/viewer/nope', new InMemoryViewerGateway());
    expect(await screen.findByText(/no encontramos este contenido/i)).toBeTruthy();
  });

  it('opens links safely, and only safe ones', async () => {
    const viewer = new InMemoryViewerGateway([
      anItem({ guid: 'ok', contentType: 'CTTY_06', code: 'CTTY_06', content: { kind: 'link', url: 'https://example.org/fracciones', description: 'Ejercicios' } }),
      anItem({ guid: 'bad', contentType: 'CTTY_06', code: 'CTTY_06', content: { kind: 'link', url: 'javascript:alert(1)', description: null } }),
    ]);
    const first = render('/viewer/ok', viewer);
    const link = await screen.findByRole('link', { name: /abrir enlace/i });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://example.org/fracciones');
    first.unmount();

    render('/viewer/bad', viewer);
    expect(await screen.findByText(/este enlace no se puede abrir/i)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /abrir enlace/i })).toBeNull();
  });

  it('pages through a book with its table of contents', async () => {
    const book = aStudentItem({
      guid: 'book',
      contentType: 'CTTY_02',
      code: 'CTTY_02',
      content: { kind: 'book', pages: [{ title: 'Capítulo 1', html: '<p>Uno</p>' }, { title: 'Capítulo 2', html: '<p>Dos</p>' }, { title: 'Capítulo 3', html: '<p>Tres</p>' }] },
    });
    const viewer = new InMemoryViewerGateway([book]);
    const user = userEvent.setup();
    render('/viewer/book', viewer);

    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /página siguiente/i }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Capítulo 2' });
    expect(document.activeElement).toBe(heading);
    await user.click(within(screen.getByRole('navigation', { name: 'Índice' })).getByRole('button', { name: 'Capítulo 3' }));
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Capítulo 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('plays a video with captions and resumes progress tracking for the student', async () => {
    const file = { guid: 'f', url: '/api/files/f', mime: 'video/mp4', size: 10, name: 'v.mp4', mediaType: 'video' };
    const captions = { guid: 'cc', url: '/api/files/cc', mime: 'text/vtt', size: 10, name: 'v.vtt', mediaType: 'captions' };
    const video = aStudentItem({ guid: 'v', contentType: 'CTTY_03', code: 'CTTY_03', content: { kind: 'video', file, captions, captionsLanguage: 'es' } });
    const { container } = render('/viewer/v', new InMemoryViewerGateway([video]));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const track = container.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('es');
    expect(track?.hasAttribute('default')).toBe(true);
  });

  it('lets a student hand in an assignment once', async () => {
    const task = anAssignment({ acceptsFiles: false }, { progress: 0, myProgress: null, jobsAmount: null });
    const viewer = new InMemoryViewerGateway([task]);
    const user = userEvent.setup();
    render('/viewer/task-1', viewer);

    await user.type(await screen.findByLabelText('Tu respuesta'), 'Mis soluciones');
    await user.click(screen.getByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText('Entrega recibida')).toBeTruthy();
    expect(screen.getByText('Mis soluciones')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /tu progreso/i }).getAttribute('aria-valuenow')).toBe('100');
    expect(viewer.progressCalls).toEqual([]);
    expect(viewer.handIns).toEqual([{ itemGuid: 'task-1', handIn: { submissionKey: 'key-1', text: 'Mis soluciones' } }]);
  });

  it('uploads hand-in files with the course uploader and refuses other kinds with a reason', async () => {
    const task = anAssignment({ acceptsText: false }, { progress: 0, myProgress: null, jobsAmount: null });
    const viewer = new InMemoryViewerGateway([task]);
    const user = userEvent.setup({ applyAccept: false });
    render('/viewer/task-1', viewer);

    const input = await screen.findByLabelText('Archivos');
    await user.upload(input, [new File(['%PDF-1.7'], 'trabajo.pdf', { type: 'application/pdf' }), new File(['MZ'], 'juego.exe', { type: 'application/x-msdownload' })]);
    expect(await screen.findByText(/este tipo de archivo no se admite/i)).toBeTruthy();
    expect(await screen.findByText('Subido')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText('Entrega recibida')).toBeTruthy();
    expect(viewer.handIns[0]?.handIn).toEqual({ submissionKey: 'key-1', fileGuids: ['file-1'] });
  });

  it('disables the hand-in form after a deadline without late delivery', async () => {
    const task = anAssignment({}, { progress: 0, myProgress: null, jobsAmount: null, deliverAt: '2026-11-01T10:00:00', canDeliverLate: false });
    render('/viewer/task-1', new InMemoryViewerGateway([task], [aLesson([task])]));
    expect(await screen.findByText(/no admite entregas con retraso/i)).toBeTruthy();
    expect((screen.getByLabelText('Tu respuesta') as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('shows the teacher every student hand-in with a link to their record, and who never handed in once it closed', async () => {
    const task = anAssignment({}, { deliverAt: '2026-11-20T10:00:00', canDeliverLate: false });
    const viewer = new InMemoryViewerGateway([task]);
    viewer.jobsByItem.set('task-1', [
      aJob({ late: true }),
      aJob({ guid: null, personGuid: 'u-3', studentName: 'Marta', studentLastname: 'Ruiz', status: 'pending', text: null, deliveredAt: null }),
    ]);
    render('/viewer/task-1', viewer);
    expect(await screen.findByText('1 de 2 han entregado')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Luis Pérez' });
    expect(link.getAttribute('href')).toBe('/single-activity/c-1/record/task-1/u-student');
    expect(screen.getByText('Con retraso')).toBeTruthy();
    expect(screen.getByText('Entregada')).toBeTruthy();
    // The deadline closed without her hand-in: the same rule as her own task list, never "Pendiente".
    expect(screen.getByText('No entregado')).toBeTruthy();
    expect(screen.queryByText('Pendiente')).toBeNull();
    expect(screen.queryByLabelText('Tu respuesta')).toBeNull();
  });

  it('frames the full-screen viewer with a close control, outside the shell', async () => {
    render('/viewerfull/a', new InMemoryViewerGateway([doc('a', 'Primero', 1)]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Primero' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('lets the group view switch between the lesson items', async () => {
    const items = [doc('a', 'Primero', 1), doc('b', 'Segundo', 2)];
    const user = userEvent.setup();
    render('/viewer/a/group-resources-view--visor', new InMemoryViewerGateway(items, [aLesson(items)]));
    const list = await screen.findByRole('navigation', { name: /recursos de la lección/i });
    await user.click(await within(list).findByRole('link', { name: /segundo/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Segundo' })).toBeTruthy();
  });

  it('shows a single activity only under its own course', async () => {
    const viewer = new InMemoryViewerGateway([doc('a', 'Primero', 1)]);
    const first = render('/single-activity/c-1/a/a', viewer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Primero' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    first.unmount();
    render('/single-activity/other-course/a/a', viewer);
    expect(await screen.findByText(/no encontramos este contenido/i)).toBeTruthy();
  });
});

describe('ActivityRecordPage', () => {
  it("shows a student's progress, last activity and hand-in", async () => {
    const viewer = new InMemoryViewerGateway();
    viewer.records.set('task-1/u-student', {
      user: { guid: 'u-student', name: 'Luis', lastname: 'Pérez', avatar: null },
      item: { guid: 'task-1', name: 'Resuelve los problemas', contentType: 'CTTY_14' },
      progress: 100,
      position: null,
      updatedAt: new Date('2026-11-21T18:30:00Z'),
      job: aJob({ late: true }),
      canGrade: false,
    });
    render('/single-activity/c-1/record/task-1/u-student', viewer);
    expect(await screen.findByRole('heading', { level: 1, name: /luis pérez/i })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(/última actividad/i)).toBeTruthy();
    expect(screen.getByText('Con retraso')).toBeTruthy();
    expect(screen.getByText('Mi respuesta')).toBeTruthy();
  });

  it('says when there is no such record', async () => {
    render('/single-activity/c-1/record/task-1/nobody', new InMemoryViewerGateway());
    expect(await screen.findByText(/no encontramos este registro/i)).toBeTruthy();
  });
});

describe('ActivityRecordPage: grading the student’s hand-in there', () => {
  const ana = aJob({ guid: 'j-ana', personGuid: 'u-ana', studentName: 'Ana', studentLastname: 'Ruiz', text: 'Respuesta de Ana' });
  const bea = aJob({ guid: 'j-bea', personGuid: 'u-bea', studentName: 'Bea', studentLastname: 'Gil', text: 'Respuesta de Bea' });
  const record = (job: typeof ana) => ({
    user: { guid: job.personGuid, name: job.studentName, lastname: job.studentLastname, avatar: null },
    item: { guid: 'task-1', name: 'Resuelve los problemas', contentType: 'CTTY_14' },
    progress: 100,
    position: null,
    updatedAt: new Date('2026-11-21T18:30:00Z'),
    job,
    canGrade: true,
  });

  function setUp(canGrade = true) {
    const viewer = new InMemoryViewerGateway();
    viewer.records.set('task-1/u-ana', { ...record(ana), canGrade });
    viewer.records.set('task-1/u-bea', record(bea));
    const grading = new FakeGradingGateway({ jobs: [ana, bea], maxScore: 10 });
    return { viewer, grading };
  }

  it('grades with the score checked against the item’s scale, picks who grades, and moves to the next student in place', async () => {
    const { viewer, grading } = setUp();
    const user = userEvent.setup();
    render('/single-activity/c-1/record/task-1/u-ana', viewer, grading);

    expect(await screen.findByRole('heading', { level: 3, name: 'Entrega de Ana Ruiz' })).toBeTruthy();
    const score = screen.getByRole('textbox', { name: /nota \(de 0 a 10\)/i });
    await user.type(score, '11');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText('La nota va de 0 a 10.')).toBeTruthy();
    expect(grading.calls.filter((call) => call.startsWith('evaluate'))).toEqual([]);
    await user.clear(score);
    await user.type(score, '8,5');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText('Nota guardada.')).toBeTruthy();
    expect(grading.calls.filter((call) => call.startsWith('evaluate'))).toEqual(['evaluate j-ana 8.5 ']);

    // Who grades it: the course's teachers, saved only with the button (arrow keys on the select save nothing).
    const picker = screen.getByRole('combobox', { name: /quién la corrige/i });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Sin asignar', 'Lucía Martín', 'Javier Ortega']);
    expect(grading.calls).toContain('teachers c-1');
    await user.selectOptions(picker, 'u-teacher2');
    expect(grading.calls.some((call) => call.startsWith('evaluator'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Encargar la corrección' }));
    expect(await screen.findByText('Corrección encargada.')).toBeTruthy();
    expect(grading.calls).toContain('evaluator j-ana u-teacher2');

    // The next student: their record, on the same page.
    const students = screen.getByRole('navigation', { name: 'Alumnos' });
    await user.click(within(students).getByRole('button', { name: 'Alumno siguiente' }));
    expect(await screen.findByRole('heading', { level: 1, name: /bea gil/i })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Entrega de Bea Gil' })).toBeTruthy();
    expect(screen.getByText('Respuesta de Bea')).toBeTruthy();
    await user.click(within(screen.getByRole('navigation', { name: 'Alumnos' })).getByRole('button', { name: 'Alumno anterior' }));
    expect(await screen.findByRole('heading', { level: 1, name: /ana ruiz/i })).toBeTruthy();
  });

  it('hands the work back for resubmission after a confirmation', async () => {
    const { viewer, grading } = setUp();
    const user = userEvent.setup();
    render('/single-activity/c-1/record/task-1/u-ana', viewer, grading);
    await user.click(await screen.findByRole('button', { name: 'Devolver para rehacer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText('La entrega se ha devuelto.')).toBeTruthy();
    expect(grading.calls).toContain('handBack j-ana');
  });

  it('shows the hand-in without grading to someone who may not grade it', async () => {
    const { viewer, grading } = setUp(false);
    render('/single-activity/c-1/record/task-1/u-ana', viewer, grading);
    expect(await screen.findByText('Respuesta de Ana')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar nota' })).toBeNull();
    expect(grading.calls).toEqual([]);
  });
});
