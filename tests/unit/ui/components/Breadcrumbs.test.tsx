import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs, type Crumb } from '@ui/components/Breadcrumbs';
import { renderWithI18n } from './renderWithI18n';

const LONG = 'Matemáticas aplicadas a las ciencias sociales de segundo de bachillerato, grupo B (tarde)';

function renderTrail(trail: Crumb[], lng = 'es') {
  const router = createMemoryRouter(
    [
      { path: '/here', element: <Breadcrumbs trail={trail} /> },
      { path: '/course/:guid', element: <p>Curso abierto</p> },
      { path: '/home', element: <p>Inicio abierto</p> },
    ],
    { initialEntries: ['/here'] },
  );
  return renderWithI18n(<RouterProvider router={router} />, lng);
}

describe('Breadcrumbs', () => {
  it.each([
    ['es', 'Ruta de navegación'],
    ['en', 'Breadcrumbs'],
    ['pt', 'Caminho de navegação'],
  ])('is a navigation landmark named in the user’s language (%s)', (lng, name) => {
    renderTrail([{ label: 'Lección' }], lng);
    expect(screen.getByRole('navigation', { name })).toBeTruthy();
  });

  it('lists Home, the trail and the current page in order, only the current page marked and not a link', () => {
    renderTrail([{ label: 'Física', to: '/course/c-1' }, { label: 'Unidad 1', to: '/course/c-1/unit/u-1' }, { label: 'Ondas' }]);
    const list = within(screen.getByRole('navigation')).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Inicio', 'Física', 'Unidad 1', 'Ondas']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, null, 'page']);
    expect(within(items[3] as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: 'Física' }).getAttribute('href')).toBe('/course/c-1');
  });

  it('navigates through the router', async () => {
    renderTrail([{ label: 'Física', to: '/course/c-1' }, { label: 'Ondas' }]);
    await userEvent.click(screen.getByRole('link', { name: 'Física' }));
    expect(await screen.findByText('Curso abierto')).toBeTruthy();
  });

  it('keeps a long name whole for assistive technology and on hover, cut only by style', () => {
    renderTrail([{ label: LONG, to: '/course/c-1' }, { label: LONG }]);
    expect(screen.getByRole('link', { name: LONG }).getAttribute('title')).toBe(LONG);
    const current = screen.getAllByRole('listitem').at(-1) as HTMLElement;
    expect(current.textContent).toBe(LONG);
    expect(current.querySelector('[title]')?.getAttribute('title')).toBe(LONG);
    expect(current.querySelector('.tz-breadcrumbs__text')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderTrail([{ label: LONG, to: '/course/c-1' }, { label: 'Ondas' }]);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
