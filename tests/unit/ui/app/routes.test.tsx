import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TENANT_FLAGS } from '@domain/tenancy/tenant';
import { routes } from '@ui/app/routes';
import { createTestContainer } from '@tests/fakes/testContainer';
import { renderRoutes } from '@tests/fakes/renderApp';
import { aStudent, aTenant, aToken, aUser } from '@tests/fakes/mothers';

const TOKEN = aToken(new Date('2027-01-01T00:00:00Z'));

describe('routes table', () => {
  it('sends a visitor without a session from a private route to login, remembering where they were going', async () => {
    const { container } = createTestContainer();
    const { router } = renderRoutes(container, routes, '/course/c-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/course/c-1')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('opens / at home when signed in', async () => {
    const { container, session } = createTestContainer();
    await session.start(TOKEN, aUser());
    const { router } = renderRoutes(container, routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows a route that is not built yet as a coming-soon page inside the shell', async () => {
    const { container, session } = createTestContainer();
    await session.start(TOKEN, aUser());
    renderRoutes(container, routes, '/config');

    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    expect(screen.getByText('Muy pronto')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    expect(document.title).toBe('Configuración · Tiza');
  });

  it("names the tenant's brand in the tab title, not Tiza's", async () => {
    const tenant = aTenant({ id: 'escola', defaultLanguage: 'pt', theme: { primary: '#0a7d4f', accent: '#f2b705', brand: 'Escola Digital' } });
    const { container, session } = createTestContainer({ tenant });
    await session.start(TOKEN, aUser());
    renderRoutes(container, routes, '/config');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    expect(document.title).toBe('Configuración · Escola Digital');
  });

  it('links every navigation item to its page, and hides Library when the tenant says so', async () => {
    const { container, session } = createTestContainer();
    await session.start(TOKEN, aUser());
    const shown = renderRoutes(container, routes, '/profile');

    expect((await screen.findByRole('link', { name: /biblioteca/i })).getAttribute('href')).toBe('/library');
    expect(screen.getByRole('link', { name: /calendario/i }).getAttribute('href')).toBe('/calendar');
    expect(screen.queryByText(/pronto/i)).toBeNull();
    shown.unmount();

    const hidden = createTestContainer({ tenant: aTenant({ flags: { ...DEFAULT_TENANT_FLAGS, hideLibrary: true } }) });
    await hidden.session.start(TOKEN, aUser());
    renderRoutes(hidden.container, routes, '/profile');
    expect(await screen.findByRole('link', { name: /calendario/i })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /biblioteca/i })).toBeNull();
  });

  it('in kids mode shows two entries with pictograms, named as ever, always in view', async () => {
    const { container, session } = createTestContainer();
    await session.start(TOKEN, aStudent({ kidsMode: true }));
    renderRoutes(container, routes, '/profile');

    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '/home'],
      ['Tareas', '/tasks'],
    ]);
    // The pictograms are decorative: the accessible names are the labels.
    expect(links.every((link) => link.querySelector('svg.tz-pictogram')?.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeTruthy();
    // No drawer to open on a phone: the two entries stay in view.
    expect(screen.queryByRole('button', { name: 'Abrir el menú' })).toBeNull();
  });

  it('moves focus to the new page heading after navigating', async () => {
    const { container, session } = createTestContainer();
    await session.start(TOKEN, aUser());
    const user = userEvent.setup();
    renderRoutes(container, routes, '/profile');

    await user.click(await screen.findByRole('link', { name: 'Inicio' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mis cursos' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('answers an unknown address with the not-found page', async () => {
    const { container } = createTestContainer();
    renderRoutes(container, routes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
  });

  it('serves the legal pages without a session', async () => {
    const { container } = createTestContainer();
    renderRoutes(container, routes, '/credits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Créditos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'React' })).toBeTruthy();
  });
});
