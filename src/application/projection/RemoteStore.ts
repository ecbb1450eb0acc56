import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { ProjectionCommand } from '@domain/projection/projection';
import { notesOnRemote } from '@domain/projection/teacherNotes';
import { Loadable } from '@application/shared/Loadable';
import type { Timers } from '@application/shared/ports/Timers';
import { ProjectionLive } from '@application/projection/ProjectionLive';
import type { ProjectionGateway } from '@application/projection/ports/ProjectionGateway';

/** The phone remote (`/remote/{shortToken}`): pairs by the projector's code, then drives the projection. */
export class RemoteStore {
  readonly pairing = new Loadable((shortToken: string) => this.gateway.pair(shortToken));
  readonly live: ProjectionLive;
  /** The teacher's notes of the projected items (ADR 0526): read by the remote alone, again when the items change. */
  readonly notes = new Loadable((guid: string) => this.gateway.notes(guid));
  private stopNotes: IReactionDisposer | undefined;

  constructor(
    private readonly gateway: ProjectionGateway,
    timers: Timers,
  ) {
    this.live = new ProjectionLive(gateway, timers, 'remote');
    makeAutoObservable<RemoteStore, 'gateway' | 'stopNotes'>(this, { pairing: false, live: false, gateway: false, notes: false, stopNotes: false }, { autoBind: true });
  }

  async pair(shortToken: string): Promise<void> {
    const paired = await this.pairing.load(shortToken);
    if (!paired.ok) return;
    this.live.follow(paired.val.guid, paired.val);
    this.stopNotes?.();
    this.stopNotes = reaction(
      () => this.live.state?.items.map((item) => item.guid).join(' ') ?? '',
      () => void this.notes.load(paired.val.guid),
      { fireImmediately: true },
    );
  }

  /** The notes of the item on screen, or none. */
  get currentNotes(): string | null {
    const state = this.live.state;
    return state ? notesOnRemote(this.notes.value ?? {}, state.items, state.current) : null;
  }

  get current(): number {
    return this.live.state?.current ?? 0;
  }

  get itemCount(): number {
    return this.live.state?.items.length ?? 0;
  }

  get atFirst(): boolean {
    return this.current <= 0;
  }

  get atLast(): boolean {
    return this.current >= this.itemCount - 1;
  }

  command(command: ProjectionCommand): boolean {
    return this.live.send(command);
  }

  next(): void {
    this.command({ kind: 'next' });
  }

  previous(): void {
    this.command({ kind: 'previous' });
  }

  toggleBlank(): void {
    this.command({ kind: 'blank', on: !(this.live.state?.blank ?? false) });
  }

  dispose(): void {
    this.stopNotes?.();
    this.stopNotes = undefined;
    this.live.stop();
  }
}
