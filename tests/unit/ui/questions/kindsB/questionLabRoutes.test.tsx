import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '@ui/app/routes';
import { createTestContainer } from '@tests/fakes/testContainer';
import { renderRoutes } from '@tests/fakes/renderApp';

describe('question lab routes', () => {
  it.each([
    ['/lemon-test', 'Banco de pruebas de preguntas'],
    ['/test-component', 'Galería de tipos de pregunta'],
  ])('%s opens without a session, in the public frame, with its title', async (path, title) => {
    const { container } = createTestContainer();
    renderRoutes(container, routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} · Tiza`);
    expect(screen.getByRole('main')).toBeTruthy();
  });
});
