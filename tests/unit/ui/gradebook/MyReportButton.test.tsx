import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { appError } from '@application/shared/AppError';
import { MyReportButton } from '@ui/pages/gradebook/exports/MyReportButton';
import { bindGradebookExports, InMemoryGradebookExportGateway } from '@tests/fakes/InMemoryGradebookExportGateway';
import { renderRoutes } from '@tests/fakes/renderApp';
import { createTestContainer } from '@tests/fakes/testContainer';

function setUp(lng: 'es' | 'en' | 'pt' = 'es') {
  const { container } = createTestContainer();
  const gateway = new InMemoryGradebookExportGateway();
  const { saver } = bindGradebookExports(container, { gateway, language: lng });
  const view = renderRoutes(container, [{ path: '/', element: <MyReportButton courseGuid="c-mat" /> }], '/', lng);
  return { gateway, saver, view, user: userEvent.setup() };
}

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

describe('MyReportButton', () => {
  it('downloads the student’s own report in the interface’s language, with progress on the button', async () => {
    const { user, gateway, saver } = setUp('pt');
    const release = gateway.hold();
    const button = screen.getByRole('button', { name: 'Descarregar o meu boletim (PDF)' });
    await user.click(button);

    expect(gateway.calls).toEqual([{ format: 'pdf', courseGuid: 'c-mat', language: 'pt' }]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('A preparar o seu boletim…');
    // A second click while the server works asks nothing more.
    await user.click(button);
    expect(gateway.calls).toHaveLength(1);

    await act(async () => release());
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(saver.saved.map((f) => [f.name, f.type])).toEqual([['c-mat-2026-11-25.pdf', 'application/pdf']]);
    expect(screen.getByRole('status').textContent).toBe('Descarregado: c-mat-2026-11-25.pdf');
  });

  it('says why it failed, retries, and the message can be closed', async () => {
    const { user, gateway, saver } = setUp();
    gateway.failure = appError('network', 'NETWORK');
    await user.click(screen.getByRole('button', { name: 'Descargar mi boletín (PDF)' }));

    const title = await screen.findByText('No se ha podido descargar tu boletín');
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('no alert');
    expect(within(alert).getByText('No hay conexión con el servidor. Comprueba tu conexión a internet.')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByText('No se ha podido descargar tu boletín')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Descargar mi boletín (PDF)' }));
    gateway.failure = undefined;
    const again = (await screen.findByText('No se ha podido descargar tu boletín')).closest<HTMLElement>('[role="alert"]');
    await user.click(within(again as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('No se ha podido descargar tu boletín')).toBeNull());
    expect(gateway.calls).toHaveLength(3);
    expect(saver.saved).toHaveLength(1);
  });

  it.each(['es', 'en', 'pt'] as const)('has no axe violations, also when it failed (%s)', async (lng) => {
    const { user, gateway, view } = setUp(lng);
    expect(await violations(view.container)).toEqual([]);
    gateway.failure = appError('unavailable', 'INTERNAL', { status: 500 });
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(view.container.querySelector('.tz-alert')).not.toBeNull());
    expect(await violations(view.container)).toEqual([]);
  });
});
