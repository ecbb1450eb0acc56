import { makeAutoObservable, runInAction } from 'mobx';
import type { ProjectionCommand } from '@domain/projection/projection';
import { Loadable } from '@application/shared/Loadable';
import type { Timers } from '@application/shared/ports/Timers';
import { ProjectionLive } from '@application/projection/ProjectionLive';
import type { ProjectionGateway, QrCodes } from '@application/projection/ports/ProjectionGateway';

/**
 * The classroom screen (`/course/{c}/lesson/{l}/projection`): opens a projection of the lesson, shows the code and the
 * QR a phone pairs with until one has, then the item the remote chooses. Its keyboard sends the same commands.
 */
export class ProjectorStore {
  readonly opening = new Loadable((courseGuid: string, lessonGuid: string) => this.gateway.open(courseGuid, lessonGuid));
  readonly live: ProjectionLive;
  /** The QR code of the remote's address (a data: URL), once drawn. */
  qrImage: string | undefined = undefined;

  constructor(
    private readonly gateway: ProjectionGateway,
    private readonly qrCodes: QrCodes,
    timers: Timers,
  ) {
    this.live = new ProjectionLive(gateway, timers);
    makeAutoObservable<ProjectorStore, 'gateway' | 'qrCodes'>(this, { opening: false, live: false, gateway: false, qrCodes: false }, { autoBind: true });
  }

  async open(courseGuid: string, lessonGuid: string): Promise<void> {
    const opened = await this.opening.load(courseGuid, lessonGuid);
    if (opened.err) return;
    this.live.follow(opened.val.guid);
    const image = await this.qrCodes.image(opened.val.remoteUrl).catch(() => undefined);
    runInAction(() => (this.qrImage = image));
  }

  get remoteUrl(): string | undefined {
    return this.opening.value?.remoteUrl;
  }

  get shortToken(): string | undefined {
    return this.opening.value?.shortToken;
  }

  /** The pairing panel shows until a remote pairs (the teacher can also drive from the keyboard meanwhile). */
  get showsPairing(): boolean {
    return this.live.state !== undefined && !this.live.state.paired;
  }

  command(command: ProjectionCommand): boolean {
    return this.live.send(command);
  }

  dispose(): void {
    this.live.stop();
  }
}
