import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from '@ui/pages/profile/ProfilePage';
import { createTestContainer } from '@tests/fakes/testContainer';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { aStudent, aToken, aUser } from '@tests/fakes/mothers';
import { appError } from '@application/shared/AppError';
import { Err } from '@domain/shared/result';

describe('ProfilePage', () => {
  it('shows who the user is and changes the interface language', async () => {
    const { container, session, languages } = createTestContainer();
    await session.start(aToken(new Date('2027-01-01T00:00:00Z')), aStudent());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');

    expect(await screen.findByText('Luis Pérez')).toBeTruthy();
    // Not said yet: the neutral word.
    expect(screen.getByText('Estudiante')).toBeTruthy();
    expect(screen.getByText('Colegio Demo')).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>('Idioma');
    expect([...select.options].map((o) => o.text)).toEqual(['Español', 'English (inglés)', 'Português (portugués)']);

    await user.selectOptions(select, 'pt');
    expect(languages.language).toBe('pt');
    expect(session.user?.language).toBe('pt');
  });

  it('says the role as the person chose to be addressed, saved for the next sessions', async () => {
    const { container, session, users } = createTestContainer();
    const token = aToken(new Date('2027-01-01T00:00:00Z'));
    users.usersByToken.set(token, aUser({ grammaticalGender: 'male' }));
    await session.start(token, aUser({ grammaticalGender: 'male' }));
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');

    expect(await screen.findByText('Profesor')).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>('¿Cómo quieres que nos dirijamos a ti?');
    expect([...select.options].map((o) => o.text)).toEqual(['En femenino (Profesora)', 'En masculino (Profesor)', 'Sin especificar (Docente)']);
    expect(select.value).toBe('male');

    await user.selectOptions(select, 'female');
    expect(await screen.findByText('Profesora')).toBeTruthy();
    expect(session.user?.grammaticalGender).toBe('female');

    await user.selectOptions(select, 'unspecified');
    expect(await screen.findByText('Docente')).toBeTruthy();
    expect(session.user?.grammaticalGender).toBeNull();
  });

  it('asks for the daily digest with a box saved as it changes, and rolls it back when the save is refused', async () => {
    const { container, session, notificationPreferences } = createTestContainer();
    await session.start(aToken(new Date('2027-01-01T00:00:00Z')), aStudent());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');

    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Enviarme cada día un correo con mis notificaciones sin leer' });
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(await screen.findByText('Guardado.')).toBeTruthy();
    expect(box.checked).toBe(true);
    expect(notificationPreferences.preferences.dailyDigest).toBe(true);

    notificationPreferences.failure = appError('network', 'NETWORK');
    await user.click(box);
    expect((await screen.findByText('No se ha podido guardar tu elección. Inténtalo de nuevo.')).getAttribute('role')).toBe('alert');
    expect(box.checked).toBe(true);
    expect(notificationPreferences.requested).toEqual([true, false]);
  });

  it('does not offer the digest to whom it is not offered', async () => {
    const { container, session, notificationPreferences } = createTestContainer();
    notificationPreferences.preferences = { dailyDigest: false, digestOffered: false };
    await session.start(aToken(new Date('2027-01-01T00:00:00Z')), aStudent());
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');
    expect(await screen.findByText('Luis Pérez')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /correo/ })).toBeNull();
  });

  it('larger text and reduced motion apply at once, are saved for every device, and say so', async () => {
    const { container, session, users, preferences } = createTestContainer();
    const token = aToken(new Date('2027-01-01T00:00:00Z'));
    users.usersByToken.set(token, aStudent());
    await session.start(token, aStudent());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');

    expect(await screen.findByRole('group', { name: 'Accesibilidad' })).toBeTruthy();
    const larger = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Texto más grande' });
    const motion = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Reducir el movimiento' });
    expect([larger.checked, motion.checked]).toEqual([false, false]);

    await user.click(larger);
    expect(session.accessibility.largerText).toBe(true);
    expect((await screen.findByText('Guardado. Se aplicará en todos tus dispositivos.')).getAttribute('role')).toBe('status');
    await user.click(motion);
    expect(preferences.requestedAccessibility).toEqual([{ largerText: true }, { reducedMotion: true }]);
    expect(users.usersByToken.get(token)?.accessibility).toEqual({ largerText: true, reducedMotion: true });
    expect([larger.checked, motion.checked]).toEqual([true, true]);
  });

  it('puts a preference back and says so when the save is refused', async () => {
    const { container, session, users, preferences } = createTestContainer();
    const token = aToken(new Date('2027-01-01T00:00:00Z'));
    users.usersByToken.set(token, aStudent());
    await session.start(token, aStudent());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');

    preferences.failure = appError('network', 'NETWORK');
    const larger = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Texto más grande' });
    await user.click(larger);
    expect((await screen.findByText('No se ha podido guardar tu preferencia. Inténtalo de nuevo.')).getAttribute('role')).toBe('alert');
    expect(larger.checked).toBe(false);
    expect(session.accessibility.largerText).toBe(false);
  });

  it('speaks the profile in English and Portuguese too', async () => {
    for (const lng of ['en', 'pt']) {
      const { container, session } = createTestContainer();
      await session.start(aToken(new Date('2027-01-01T00:00:00Z')), aStudent());
      const view = renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile', lng);
      expect(await screen.findByRole('checkbox', { name: lng === 'en' ? 'Larger text' : 'Texto maior' })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: lng === 'en' ? 'Reduce motion' : 'Reduzir o movimento' })).toBeTruthy();
      view.unmount();
    }
  });
});

describe('ProfilePage: changing one’s own profile', () => {
  it('offers the name, the picture and the password where the tenant allows, and shows a saved name at once', async () => {
    const { container, session } = createTestContainer();
    await session.start(aToken(new Date('2027-01-01T00:00:00Z')), aStudent());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');

    await user.click(await screen.findByRole('button', { name: 'Editar nombre' }));
    const name = await screen.findByLabelText(/^Nombre/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe este dato.')).toBeTruthy();
    await user.type(name, '  Luisa ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Luisa Pérez')).toBeTruthy();
    expect(session.user?.name).toBe('Luisa');
    expect(screen.getByText('Añadir una foto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
  });

  it('shows the server’s refusal of the current password under its field, keeping what was typed', async () => {
    const { container, session, profile } = createTestContainer();
    await session.start(aToken(new Date('2027-01-01T00:00:00Z')), aStudent());
    profile.passwordAnswer = Err(appError('validation', 'VALIDATION_FAILED', { status: 400, details: [{ path: '/current_password', message: 'password.incorrect' }] }));
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');

    await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(screen.getByLabelText(/^Contraseña actual/), 'no-es-esta');
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'Pizarra-2027');
    await user.type(screen.getByLabelText(/^Repite la contraseña nueva/), 'Pizarra-2027');
    await user.click(screen.getAllByRole('button', { name: 'Cambiar contraseña' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Esa no es tu contraseña actual.')).toBeTruthy();
    expect((screen.getByLabelText(/^Contraseña nueva/) as HTMLInputElement).value).toBe('Pizarra-2027');
  });
});
