import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from '@ui/pages/profile/ProfilePage';
import { createTestContainer } from '@tests/fakes/testContainer';
import { pageAt, renderRoutes } from '@tests/fakes/renderApp';
import { aStudent, aToken } from '@tests/fakes/mothers';

describe('ProfilePage', () => {
  it('shows who the user is and changes the interface language', async () => {
    const { container, session, languages } = createTestContainer();
    await session.start(aToken(new Date('2027-01-01T00:00:00Z')), aStudent());
    const user = userEvent.setup();
    renderRoutes(container, pageAt('/profile', <ProfilePage />), '/profile');

    expect(await screen.findByText('Luis Pérez')).toBeTruthy();
    expect(screen.getByText('Alumno')).toBeTruthy();
    expect(screen.getByText('Colegio Demo')).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>('Idioma');
    expect([...select.options].map((o) => o.text)).toEqual(['Español', 'English (inglés)', 'Português (portugués)']);

    await user.selectOptions(select, 'pt');
    expect(languages.language).toBe('pt');
    expect(session.user?.language).toBe('pt');
  });
});
