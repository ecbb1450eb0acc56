import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Container } from 'inversify';
import { ContainerProvider } from '@ui/app/ContainerContext';
import { createTestI18n } from '@tests/unit/support/i18nForTests';

/** Renders routes (a page, or the whole table) with the container and Spanish messages, at `path`. */
export function renderRoutes(container: Container, routes: RouteObject[], path: string, lng = 'es') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = createTestI18n(lng);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <RouterProvider router={router} />
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { ...view, router, i18n };
}

export function pageAt(path: string, element: ReactNode, others: RouteObject[] = []): RouteObject[] {
  return [{ path, element }, ...others];
}
