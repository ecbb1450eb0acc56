// A lesson projected in class (ADR 0520): which item the screen shows, whether it is blacked out, and the short code a
// teacher's phone pairs with. Pure rules; the server and the SPA both apply them.
import { applyViewCommand, moveTo, VIEW_COMMAND_KINDS, type ProjectionTimer, type ProjectionView, type ViewCommand, type ViewContext } from './projectionView';

/** The commands a remote (or the projector's keyboard) sends. */
export type ProjectionCommand =
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'goto'; index: number }
  | { kind: 'blank'; on: boolean }
  | ViewCommand;

export const PROJECTION_COMMAND_KINDS = ['next', 'previous', 'goto', 'blank', ...VIEW_COMMAND_KINDS] as const;

/** What the projector shows: one item of `itemCount` (0 when the lesson has nothing to project), maybe blacked out. */
export interface ProjectionPosition {
  current: number;
  blank: boolean;
  /** How the current item is shown (zoom, page, media); absent = as it opens. Moving to another item resets it. */
  view?: ProjectionView;
  /** The class's timer; moving through the items leaves it running. */
  timer?: ProjectionTimer;
}

/**
 * Where a command leaves the projection: moves stay inside the items (no wrap-around), and lift a black screen. `at`
 * is when the command arrives (ms since the epoch; timers and media count from it) and the current item's page count
 * when known (ADR 0524).
 */
export function applyCommand(position: ProjectionPosition, itemCount: number, command: ProjectionCommand, at: ViewContext = { now: 0 }): ProjectionPosition {
  const last = Math.max(itemCount - 1, 0);
  const clamp = (index: number) => Math.min(Math.max(Math.trunc(index), 0), last);
  switch (command.kind) {
    case 'next':
      return moveTo(position, clamp(position.current + 1));
    case 'previous':
      return moveTo(position, clamp(position.current - 1));
    case 'goto':
      return moveTo(position, clamp(command.index));
    case 'blank':
      return { ...position, blank: command.on };
    default:
      return applyViewCommand(position, command, at);
  }
}

/** Items of the lesson the projector may show: teacher-only items never reach the class's screen. */
export function projectableItems<I extends { audience: string }>(items: readonly I[]): I[] {
  return items.filter((item) => item.audience === 'all');
}

/**
 * Pairing codes: 6 characters of an alphabet without look-alikes (no 0/O, 1/I/L), so 31^6 ≈ 887 million codes, each
 * alive for minutes and guessed at most a few times a minute per caller (docs/decisions/0521-projection-pairing.md).
 */
export const PAIRING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_TTL_MINUTES = 10;

/** A pairing code from `PAIRING_CODE_LENGTH` random bytes (the caller brings the randomness: the domain has no I/O). */
export function pairingCode(randomBytes: ArrayLike<number>): string {
  let code = '';
  for (let index = 0; index < PAIRING_CODE_LENGTH; index += 1) code += PAIRING_ALPHABET[(randomBytes[index] ?? 0) % PAIRING_ALPHABET.length];
  return code;
}

/** A typed code as the server compares it: upper case, spaces and dashes dropped. */
export function normalisePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function isPairingCode(code: string): boolean {
  return code.length === PAIRING_CODE_LENGTH && [...code].every((character) => PAIRING_ALPHABET.includes(character));
}

/** When a code made at `createdAt` stops pairing. */
export function pairingExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PAIRING_TTL_MINUTES * 60_000);
}

export type PairingRefusal = 'pairing.unknown' | 'pairing.expired' | 'pairing.not-yours';

/** Whether `callerGuid` may pair with a projection of `ownerGuid` whose code expires at `expiresAt`. */
export function pairingRefusal(projection: { ownerGuid: string; expiresAt: Date } | undefined, callerGuid: string, now: Date): PairingRefusal | undefined {
  if (!projection) return 'pairing.unknown';
  if (projection.ownerGuid !== callerGuid) return 'pairing.not-yours';
  if (projection.expiresAt.getTime() <= now.getTime()) return 'pairing.expired';
  return undefined;
}
