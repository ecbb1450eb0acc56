import { comparer, makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { ProjectionCommand } from '@domain/projection/projection';
import { MAX_PAGE, measureFits, type ItemMeasure } from '@domain/projection/projectionView';
import type { Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { Timers } from '@application/shared/ports/Timers';
import { ProjectionLive } from '@application/projection/ProjectionLive';
import type { OpenedProjection } from '@application/projection/Projection';
import type { ProjectionGateway, QrCodes } from '@application/projection/ports/ProjectionGateway';

/**
 * The classroom screen (`/course/{c}/lesson/{l}/projection`): opens a projection of the lesson, shows the code and the
 * QR a phone pairs with until one has, then the item the remote chooses. Its keyboard sends the same commands.
 */
export class ProjectorStore {
  readonly opening = new Loadable((courseGuid: string, lessonGuid: string, questionGuid?: string) => this.openAsking(courseGuid, lessonGuid, questionGuid));
  readonly live: ProjectionLive;
  /** The QR code of the remote's address (a data: URL), once drawn. */
  qrImage: string | undefined = undefined;
  /** What this screen measured of the item it opened (ADR 0526): a PDF's pages, a media's length. */
  measured: { itemGuid: string; measure: ItemMeasure } | undefined = undefined;
  private stopReports: IReactionDisposer | undefined;

  constructor(
    private readonly gateway: ProjectionGateway,
    private readonly qrCodes: QrCodes,
    timers: Timers,
  ) {
    this.live = new ProjectionLive(gateway, timers, 'projector');
    makeAutoObservable<ProjectorStore, 'gateway' | 'qrCodes' | 'stopReports'>(this, { opening: false, live: false, gateway: false, qrCodes: false, stopReports: false }, { autoBind: true });
  }

  /** Opens the lesson's projection; with a test's question (ADR 0526), asks it there once, before following it. */
  async open(courseGuid: string, lessonGuid: string, questionGuid?: string): Promise<void> {
    const opened = await this.opening.load(courseGuid, lessonGuid, questionGuid);
    if (opened.err) return;
    this.live.follow(opened.val.guid);
    // Sent whenever the server's state lacks what this screen knows: once per item, again after a reconnect if needed.
    this.stopReports?.();
    this.stopReports = reaction(
      () => this.unreported,
      (report) => {
        if (report) this.live.report(report.itemGuid, report.measure);
      },
      { equals: comparer.structural },
    );
    const image = await this.qrCodes.image(opened.val.remoteUrl).catch(() => undefined);
    runInAction(() => (this.qrImage = image));
  }

  private async openAsking(courseGuid: string, lessonGuid: string, questionGuid: string | undefined): Promise<Result<OpenedProjection, AppError>> {
    const opened = await this.gateway.open(courseGuid, lessonGuid);
    if (opened.err || questionGuid === undefined) return opened;
    const asked = await this.gateway.askQuestion(opened.val.guid, questionGuid);
    return asked.err ? asked : opened;
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

  /** The viewer measured item `itemGuid` (a PDF's pages, a media's length): the remote learns it through the server. */
  measure(itemGuid: string, measure: ItemMeasure): void {
    const known = this.measured?.itemGuid === itemGuid ? this.measured.measure : {};
    // A PDF longer than MAX_PAGE stops there; a stream's endless or unknown length is not one to tell.
    const fitted: ItemMeasure = {};
    if (measure.pages !== undefined && measure.pages >= 1) fitted.pages = Math.min(Math.trunc(measure.pages), MAX_PAGE);
    if (measure.seconds !== undefined && measureFits({ seconds: measure.seconds })) fitted.seconds = Math.round(measure.seconds * 1000) / 1000;
    if (fitted.pages === undefined && fitted.seconds === undefined) return;
    this.measured = { itemGuid, measure: { ...known, ...fitted } };
  }

  /** What this screen measured of the item on screen and the state does not say yet; undefined when nothing is to tell. */
  get unreported(): { itemGuid: string; measure: ItemMeasure } | undefined {
    const state = this.live.state;
    const measured = this.measured;
    if (!state || !measured || this.live.connection !== 'open' || state.items[state.current]?.guid !== measured.itemGuid) return undefined;
    const { pages, seconds } = measured.measure;
    const untold = (pages !== undefined && state.view.pageCount !== pages) || (seconds !== undefined && state.view.media.length !== seconds);
    return untold ? measured : undefined;
  }

  dispose(): void {
    this.stopReports?.();
    this.stopReports = undefined;
    this.live.stop();
  }
}
