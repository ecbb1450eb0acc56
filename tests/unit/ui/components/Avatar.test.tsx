import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarColour, initialsOf } from '@ui/components/Avatar';

describe('initialsOf', () => {
  it.each([
    ['Ana María López', 'AL'],
    ['lucía', 'L'],
    ['  João   da Silva ', 'JS'],
    ['Ñandú Ortega', 'ÑO'],
    ['Peter (tutor)', 'PT'],
    ['', '?'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarColour', () => {
  it('is stable for a name and ignores case and outer spaces', () => {
    expect(avatarColour('Ana López')).toBe(avatarColour(' ana lópez '));
  });

  it('spreads names over several colours', () => {
    const colours = new Set(['Ana', 'Luis', 'Marta', 'Pedro', 'Sara', 'Tomás', 'Inés', 'Raúl'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(3);
  });
});

describe('Avatar', () => {
  it('shows initials with the name as accessible name', () => {
    render(<Avatar name="Ana María López" size="lg" />);
    const avatar = screen.getByRole('img', { name: 'Ana María López' });
    expect(avatar.textContent).toBe('AL');
    expect(avatar.className).toContain('tz-avatar--lg');
    expect(avatar.style.backgroundColor).not.toBe('');
  });

  it('shows the picture with alt text, and initials if it fails to load', () => {
    render(<Avatar name="Carmen Ruiz" src="/avatars/carmen.png" />);
    const image = screen.getByRole('img', { name: 'Carmen Ruiz' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const fallback = screen.getByRole('img', { name: 'Carmen Ruiz' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('CR');
  });

  it('can be decorative', () => {
    const { container } = render(<Avatar name="Ana" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
