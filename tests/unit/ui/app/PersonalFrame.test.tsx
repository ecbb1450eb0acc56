import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { PersonalFrame } from '@ui/app/App';
import { ContainerProvider } from '@ui/app/ContainerContext';
import { createTestContainer } from '@tests/fakes/testContainer';
import { aStudent, aToken } from '@tests/fakes/mothers';

const TOKEN = aToken(new Date('2027-01-01T00:00:00Z'));
const root = () => document.documentElement.classList;

function deviceAsksLessMotion(asks: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: asks && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  root().remove('tz-kids', 'tz-larger-text', 'tz-reduced-motion');
});

describe('PersonalFrame', () => {
  it('puts the person’s larger text, reduced motion and kids mode on the root element, and follows their changes', async () => {
    deviceAsksLessMotion(false);
    const { container, session, users } = createTestContainer();
    const student = aStudent({ kidsMode: true, accessibility: { reducedMotion: false, largerText: true } });
    users.usersByToken.set(TOKEN, student);
    await session.start(TOKEN, student);
    render(
      <ContainerProvider container={container}>
        <PersonalFrame />
      </ContainerProvider>,
    );
    await waitFor(() => expect(root().contains('tz-larger-text')).toBe(true));
    expect(root().contains('tz-kids')).toBe(true);
    expect(root().contains('tz-reduced-motion')).toBe(false);

    await session.changeAccessibility({ reducedMotion: true, largerText: false });
    await waitFor(() => expect(root().contains('tz-reduced-motion')).toBe(true));
    expect(root().contains('tz-larger-text')).toBe(false);

    await session.signOut();
    await waitFor(() => expect(root().contains('tz-kids')).toBe(false));
  });

  it('reduces motion when the device asks, whatever the person chose', async () => {
    deviceAsksLessMotion(true);
    const { container, session } = createTestContainer();
    await session.start(TOKEN, aStudent());
    render(
      <ContainerProvider container={container}>
        <PersonalFrame />
      </ContainerProvider>,
    );
    await waitFor(() => expect(root().contains('tz-reduced-motion')).toBe(true));
  });
});
