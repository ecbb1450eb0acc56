import { useState } from 'react';
import './Avatar.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Full name: the image's alt text and the source of the initials and colour. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** The name is already written next to the avatar: hide it from assistive technology. */
  decorative?: boolean;
}

/* Backgrounds with at least 4.5:1 contrast for white initials. */
const AVATAR_COLOURS = ['#4338ca', '#0f766e', '#b91c1c', '#7e22ce', '#1d4ed8', '#a16207', '#be185d', '#15803d', '#c2410c', '#0e7490', '#475569', '#6d28d9'] as const;

/** Up to two letters: first and last word ("Ana María López" → "AL"); one word gives its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = words[0];
  if (first === undefined) return '?';
  const letter = (word: string) => (word.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toLocaleUpperCase();
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last === undefined ? letter(first) : `${letter(first)}${letter(last)}`;
}

/** The same name always gets the same colour (FNV-1a hash of the normalised name). */
export function avatarColour(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `tz-avatar tz-avatar--${size}`;
  if (src && src !== failedSrc) {
    return (
      <span className={`${className} tz-avatar--image`}>
        <img className="tz-avatar__image" src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span
      className={className}
      style={{ backgroundColor: avatarColour(name) }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
