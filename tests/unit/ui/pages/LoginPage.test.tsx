import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError } from '@application/shared/AppError';
import { LoginPage } from '@ui/pages/auth/LoginPage';
import { captureTypedBeforeMount, typedBeforeMount } from '@ui/pages/auth/prerenderedLogin';
import { createTestContainer } from '@tests/fakes/testContainer';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { aToken, aUser } from '@tests/fakes/mothers';

function setUp() {
  const harness = createTestContainer();
  harness.auth.addAccount(aUser(), 'tiza-demo', aToken(new Date('2027-01-01T00:00:00Z')));
  const routes = pageAt('/auth/login', <LoginPage />, [{ path: '/home', element: <p>Página de inicio</p> }]);
  return { ...harness, routes };
}

describe('LoginPage', () => {
  it('shows the server error translated, announced, and keeps what was typed', async () => {
    const { container, routes } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/auth/login');

    await user.type(await screen.findByLabelText(/correo electrónico/i), 'teacher@tiza.demo');
    await user.type(screen.getByLabelText(/^contraseña/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const message = await screen.findByText('La contraseña no es correcta.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/correo electrónico/i).value).toBe('teacher@tiza.demo');
  });

  it('checks the email with the domain rule before calling the server', async () => {
    const { container, routes, auth } = setUp();
    auth.failure = appError('network', 'NETWORK');
    const user = userEvent.setup();
    renderRoutes(container, routes, '/auth/login');

    await user.type(await screen.findByLabelText(/correo electrónico/i), 'not-an-email');
    await user.type(screen.getByLabelText(/^contraseña/i), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText(/escribe un correo válido/i)).toBeTruthy();
    expect(screen.queryByText(/no hay conexión/i)).toBeNull();
  });

  it('does not report an empty field when the user only moves past it, but does on submit', async () => {
    const { container, routes } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/auth/login');

    await user.click(await screen.findByLabelText(/correo electrónico/i));
    await user.tab();
    expect(screen.queryByText(/escribe tu correo/i)).toBeNull();

    await user.type(screen.getByLabelText(/correo electrónico/i), 'typo@');
    await user.tab();
    expect(await screen.findByText(/escribe un correo válido/i)).toBeTruthy();

    await user.clear(screen.getByLabelText(/correo electrónico/i));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(/escribe tu correo/i)).toBeTruthy();
  });

  it('says how long to wait after too many attempts', async () => {
    const { container, routes, auth } = setUp();
    auth.failure = appError('rate-limited', 'RATE_LIMITED', { status: 429, retryAfterSeconds: 30 });
    const user = userEvent.setup();
    renderRoutes(container, routes, '/auth/login');

    await user.type(await screen.findByLabelText(/correo electrónico/i), 'teacher@tiza.demo');
    await user.type(screen.getByLabelText(/^contraseña/i), 'tiza-demo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const message = await screen.findByText(/vuelve a intentarlo dentro de 30 segundos/i);
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('keeps what was typed into the prerendered form before the app mounted, and where the focus was', async () => {
    // The prerendered page (ADR 0480) as the user left it: both fields filled, the cursor in the password.
    const prerendered = document.createElement('div');
    const typedEmail = Object.assign(document.createElement('input'), { id: 'email', type: 'email', value: 'teacher@tiza.demo' });
    const password = Object.assign(document.createElement('input'), { id: 'password', type: 'password', value: 'tiza-de' });
    const form = document.createElement('form');
    form.append(typedEmail, password);
    prerendered.append(form);
    document.body.append(prerendered);
    password.focus();
    captureTypedBeforeMount(prerendered);
    prerendered.remove();

    const { container, routes, session } = setUp();
    const user = userEvent.setup();
    renderRoutes(container, routes, '/auth/login');

    const email = await screen.findByLabelText<HTMLInputElement>(/correo electrónico/i);
    expect(email.value).toBe('teacher@tiza.demo');
    expect(document.activeElement).toBe(screen.getByLabelText(/^contraseña/i));
    await user.keyboard('mo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(session.isAuthenticated).toBe(true));
    // Taken once: the next visit to the page starts empty.
    expect(typedBeforeMount()).toBeUndefined();
  });

  it("shows why the login page's own script could not sign in, with the form as it was submitted (ADR 0545)", async () => {
    // The prerendered form after src/login.ts handed it over: submitted, refused, its values left as typed.
    const prerendered = document.createElement('div');
    const form = document.createElement('form');
    form.dataset.submitted = '';
    form.dataset.failure = JSON.stringify(appError('validation', 'PASSWORD_INCORRECT', { status: 401 }));
    form.append(
      Object.assign(document.createElement('input'), { id: 'email', type: 'email', value: 'teacher@tiza.demo' }),
      Object.assign(document.createElement('input'), { id: 'password', type: 'password', value: '' }),
    );
    prerendered.append(form);
    captureTypedBeforeMount(prerendered);

    const { container, routes } = setUp();
    renderRoutes(container, routes, '/auth/login');

    const message = await screen.findByText('La contraseña no es correcta.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/correo electrónico/i).value).toBe('teacher@tiza.demo');
    // Submitted already: the empty password says so without another try.
    expect(await screen.findByText('Escribe tu contraseña.')).toBeTruthy();
  });

  it('ignores a handed-over failure it cannot read', () => {
    const prerendered = document.createElement('div');
    const form = document.createElement('form');
    form.dataset.failure = '{"not":"an error"';
    form.append(Object.assign(document.createElement('input'), { id: 'email', type: 'email', value: '' }));
    prerendered.append(form);
    captureTypedBeforeMount(prerendered);
    expect(typedBeforeMount()?.failure).toBeUndefined();
    expect(typedBeforeMount()?.submitted).toBe(false);
  });

  it('signs in and goes home', async () => {
    const { container, routes, session } = setUp();
    const user = userEvent.setup();
    const { router } = renderRoutes(container, routes, '/auth/login');

    await user.type(await screen.findByLabelText(/correo electrónico/i), 'teacher@tiza.demo');
    await user.type(screen.getByLabelText(/^contraseña/i), 'tiza-demo');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(session.isAuthenticated).toBe(true);
  });
});
