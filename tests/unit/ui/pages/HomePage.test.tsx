import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError } from '@application/shared/AppError';
import { ToastStore } from '@application/feedback/ToastStore';
import { HomePage } from '@ui/pages/home/HomePage';
import { InMemoryCourseGateway } from '@tests/fakes/InMemoryCourseGateway';
import { createTestContainer } from '@tests/fakes/testContainer';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { aCourse, aStudent, aToken, aUser } from '@tests/fakes/mothers';
import { Ok } from '@domain/shared/result';
import type { RecentMessage } from '@application/board/Message';

const TOKEN = aToken(new Date('2027-01-01T00:00:00Z'));

describe('HomePage', () => {
  it('shows a teacher their course cards with join code and class size', async () => {
    const courses = new InMemoryCourseGateway([
      aCourse({ name: 'Matemáticas 1ºA', joinCode: 'MATH01', studentsCount: 24 }),
      aCourse({ name: 'Historia 2ºB', discipline: 'ed13', joinCode: 'HIST02', studentsCount: 1 }),
    ]);
    const { container, session } = createTestContainer({ courses });
    await session.start(TOKEN, aUser());
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['Matemáticas 1ºA', 'Historia 2ºB', 'Mensajes recientes']);
    expect(screen.getByText('MATH01')).toBeTruthy();
    expect(screen.getByText('24 alumnos')).toBeTruthy();
    expect(screen.getByText('1 alumno')).toBeTruthy();
    expect(screen.getByRole('button', { name: /crear curso/i })).toBeTruthy();
  });

  it('shows a student their progress and no create button', async () => {
    const courses = new InMemoryCourseGateway([aCourse({ name: 'Lengua', progress: 40, joinCode: null })]);
    const { container, session } = createTestContainer({ courses });
    await session.start(TOKEN, aStudent());
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    const card = (await screen.findByRole('heading', { name: 'Lengua' })).closest('li');
    expect(card).not.toBeNull();
    if (card) expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByRole('button', { name: /crear curso/i })).toBeNull();
    expect(screen.getByRole('button', { name: /unirme a un curso/i })).toBeTruthy();
  });

  it('loads more courses on demand', async () => {
    const courses = new InMemoryCourseGateway(Array.from({ length: 30 }, (_, i) => aCourse({ name: `Curso número ${i + 1}` })));
    const { container, session } = createTestContainer({ courses });
    await session.start(TOKEN, aUser());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    expect(await screen.findAllByRole('heading', { level: 2, name: /^Curso número/ })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: /ver más cursos/i }));
    expect(await screen.findByRole('heading', { name: 'Curso número 30' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /ver más cursos/i })).toBeNull();
  });

  it('offers a retry when the list cannot load', async () => {
    const courses = new InMemoryCourseGateway([aCourse({ name: 'Arte' })]);
    courses.failure = appError('network', 'NETWORK');
    const { container, session } = createTestContainer({ courses });
    await session.start(TOKEN, aUser());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    expect(await screen.findByText(/no hemos podido cargar tus cursos/i)).toBeTruthy();
    courses.failure = undefined;
    await user.click(screen.getByRole('button', { name: /reintentar|volver a intentar/i }));
    expect(await screen.findByRole('heading', { name: 'Arte' })).toBeTruthy();
  });

  it('joins a course by code from the dialog', async () => {
    const courses = new InMemoryCourseGateway([]);
    courses.joinable.set('ART123', aCourse({ name: 'Arte 3ºC' }));
    const { container, session } = createTestContainer({ courses });
    await session.start(TOKEN, aStudent());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    await user.click(await screen.findByRole('button', { name: /unirme a un curso/i }));
    // The dialogs are a chunk of their own: they appear once it has loaded.
    await user.type(await screen.findByLabelText(/código del curso/i), 'art-123');
    await user.click(screen.getByRole('button', { name: 'Unirme' }));

    expect(await screen.findByRole('heading', { name: 'Arte 3ºC' })).toBeTruthy();
  });

  it('creates a course from the dialog and shows it first, with a confirmation', async () => {
    const courses = new InMemoryCourseGateway([aCourse({ name: 'Física 4º ESO' })]);
    const { container, session } = createTestContainer({ courses });
    await session.start(TOKEN, aUser());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    await user.click(await screen.findByRole('button', { name: 'Crear curso' }));
    await user.click(await screen.findByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(/ponle un nombre al curso/i)).toBeTruthy();

    await user.type(screen.getByLabelText(/nombre del curso/i), '  Química 1º Bachillerato ');
    await user.selectOptions(screen.getByLabelText(/materia/i), 'ed10');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings[0]?.textContent).toBe('Química 1º Bachillerato');
    expect(container.get(ToastStore).toasts.map((toast) => toast.messageKey)).toEqual(['home:create.created']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the typed code and the translated error when the code is unknown', async () => {
    const courses = new InMemoryCourseGateway([]);
    const { container, session } = createTestContainer({ courses });
    await session.start(TOKEN, aStudent());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    await user.click(await screen.findByRole('button', { name: /unirme a un curso/i }));
    courses.failure = appError('not-found', 'CODE_NOT_FOUND', { status: 404 });
    await user.type(await screen.findByLabelText(/código del curso/i), 'ZZZ999');
    await user.click(screen.getByRole('button', { name: 'Unirme' }));

    const message = await screen.findByText('No encontramos ningún curso con ese código.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/código del curso/i).value).toBe('ZZZ999');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the create and join buttons only as the server’s abilities allow, not by role', async () => {
    const courses = new InMemoryCourseGateway([aCourse({ name: 'Física' })]);
    const { container, session } = createTestContainer({ courses });
    await session.start(TOKEN, aUser({ role: 'R02', abilities: { createCourse: false, joinCourse: false } }));
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    expect(await screen.findByRole('heading', { name: 'Física' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /crear curso/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /unirme a un curso/i })).toBeNull();
  });

  it('lists the newest messages of the student’s courses, without tags, each a link to that board at the message', async () => {
    const message: RecentMessage = {
      guid: 'm-1', courseGuid: 'c-bio', courseName: 'Biología', html: '<p>Traed la <strong>bata</strong> &amp; las gafas</p>', audience: 'all', isPinned: true,
      author: { guid: 'u-1', name: 'Ana', lastname: 'Martín', avatar: null }, createdAt: new Date('2026-11-20T09:30:00Z'),
    };
    const courses = new InMemoryCourseGateway([aCourse({ name: 'Biología', joinCode: null })]);
    const { container, session } = createTestContainer({ courses, recentMessages: { recent: async (page, perPage) => Ok({ items: [message], page, perPage, total: 1 }) } });
    await session.start(TOKEN, aStudent());
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');

    const list = await screen.findByRole('list', { name: 'Mensajes recientes de tus cursos' });
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe('/course/c-bio/board#message-m-1');
    expect(link.textContent).toContain('Traed la bata & las gafas');
    expect(link.textContent).toContain('Ana Martín');
    expect(link.textContent).toContain('Fijado');
    expect(within(list).getByText('Biología')).toBeTruthy();
  });

  it('says so when the courses’ boards have no messages yet', async () => {
    const { container, session } = createTestContainer({ courses: new InMemoryCourseGateway([aCourse({ name: 'Lengua' })]) });
    await session.start(TOKEN, aStudent());
    renderRoutes(container, pageAt('/home', <HomePage />), '/home');
    expect(await screen.findByText('Aún no hay mensajes en los tablones de tus cursos.')).toBeTruthy();
  });
});
