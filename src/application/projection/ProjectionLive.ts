import { makeAutoObservable, runInAction } from 'mobx';
import type { Subscription } from 'rxjs';
import type { ProjectionCommand } from '@domain/projection/projection';
import type { ItemMeasure } from '@domain/projection/projectionView';
import { Backoff } from '@application/shared/Backoff';
import type { Timers } from '@application/shared/ports/Timers';
import type { ProjectionState } from '@application/projection/Projection';
import type { ProjectionGateway, ProjectionLink, ProjectionLinkEvent, ProjectionScreen } from '@application/projection/ports/ProjectionGateway';

/** How a screen is connected to its projection: `reconnecting` after a drop, `gone` when the server no longer has it. */
export type ProjectionConnection = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'gone';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 8_000;

/**
 * A projection's live state for one screen (projector or remote): follows the link, keeps the newest state, and after a
 * drop connects again with growing pauses — the server sends the state as it is now, so the screen resumes where the
 * class is.
 */
export class ProjectionLive {
  state: ProjectionState | undefined = undefined;
  connection: ProjectionConnection = 'idle';
  private link: ProjectionLink | undefined = undefined;
  private subscription: Subscription | undefined = undefined;
  private readonly backoff: Backoff;

  constructor(
    private readonly gateway: ProjectionGateway,
    timers: Timers,
    private readonly screen: ProjectionScreen,
  ) {
    this.backoff = new Backoff(timers, RETRY_FIRST_MS, RETRY_MAX_MS);
    makeAutoObservable<ProjectionLive, 'link' | 'subscription' | 'backoff' | 'gateway' | 'screen'>(this, { link: false, subscription: false, backoff: false, gateway: false, screen: false }, { autoBind: true });
  }

  /** Follows projection `guid`, starting from `initial` when the caller already read it (pairing answers it). */
  follow(guid: string, initial?: ProjectionState): void {
    this.stop();
    this.backoff.resume();
    if (initial) this.state = initial;
    this.link = this.gateway.link(guid, this.screen);
    this.connect();
  }

  /** Sends a command; false while the connection is down (the screen says it is reconnecting). */
  send(command: ProjectionCommand): boolean {
    return this.connection === 'open' && (this.link?.send(command) ?? false);
  }

  /** The projector's report of what it measured of an item (ADR 0526); false while the connection is down. */
  report(itemGuid: string, measure: ItemMeasure): boolean {
    return this.connection === 'open' && (this.link?.report(itemGuid, measure) ?? false);
  }

  stop(): void {
    this.backoff.stop();
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.link = undefined;
    this.connection = 'idle';
  }

  private connect(): void {
    const link = this.link;
    if (!link) return;
    this.connection = this.state === undefined || this.connection === 'idle' ? 'connecting' : 'reconnecting';
    this.subscription = link.events.subscribe({
      next: (event) => this.hear(event),
      error: () => this.dropped(),
      complete: () => this.dropped(),
    });
  }

  private hear(event: ProjectionLinkEvent): void {
    switch (event.kind) {
      case 'open':
        this.connection = 'open';
        this.backoff.reset();
        return;
      case 'state':
        if (this.state === undefined || this.state.guid !== event.state.guid || event.state.version >= this.state.version) this.state = event.state;
        return;
      case 'refused':
        if (event.code === 'NOT_FOUND') {
          this.stop();
          this.connection = 'gone';
        }
        return;
    }
  }

  private dropped(): void {
    if (this.connection === 'gone' || this.connection === 'idle') return;
    runInAction(() => (this.connection = 'reconnecting'));
    this.subscription = undefined;
    this.backoff.schedule(() => this.connect());
  }
}
