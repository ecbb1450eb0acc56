import { makeAutoObservable, runInAction } from 'mobx';
import { moveTargets } from '@domain/calendar/programme';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { Programme, ProgrammeSession } from '@application/calendar/Programme';
import type { ProgrammeGateway } from '@application/calendar/ports/ProgrammeGateway';

/** What the last move came to, on its lesson's row. */
export type ProgrammeMoveOutcome = { lessonGuid: string } & ({ kind: 'moved'; session: ProgrammeSession } | { kind: 'refused'; code: string } | { kind: 'failed'; error: AppError });

/**
 * /course/{guid}/program (ADR 0505): the course's lessons on its sessions. A teacher moves one from its row's menu to a
 * session the domain offers (after the previous lesson's, not begun); the server checks it again and the lessons
 * after it shift.
 */
export class ProgrammeStore {
  readonly programme = new Loadable((courseGuid: string) => this.gateway.read(courseGuid));
  moving: string | undefined = undefined;
  outcome: ProgrammeMoveOutcome | undefined = undefined;

  constructor(private readonly gateway: ProgrammeGateway) {
    makeAutoObservable<ProgrammeStore, 'gateway'>(this, { gateway: false, programme: false }, { autoBind: true });
  }

  load(courseGuid: string): Promise<unknown> {
    this.outcome = undefined;
    return this.programme.load(courseGuid);
  }

  /** The sessions a lesson may move to: the domain's rule on the programme in hand. */
  targets(lessonGuid: string): ProgrammeSession[] {
    const value: Programme | undefined = this.programme.value;
    if (value === undefined || !value.canEdit) return [];
    const laid = value.lessons.map((lesson) => ({ lessonGuid: lesson.guid, session: lesson.session, pinned: lesson.moved }));
    return moveTargets(laid, lessonGuid, value.upcoming, value.now);
  }

  async move(lessonGuid: string, session: ProgrammeSession): Promise<boolean> {
    if (this.moving !== undefined) return false;
    this.moving = lessonGuid;
    this.outcome = undefined;
    const result = await this.gateway.move(lessonGuid, { date: session.date, starts: session.starts });
    runInAction(() => {
      this.moving = undefined;
      if (result.ok) {
        this.programme.set(result.val);
        this.outcome = { lessonGuid, kind: 'moved', session };
        return;
      }
      const code = result.val.kind === 'validation' ? result.val.details?.[0]?.message : undefined;
      this.outcome = code !== undefined ? { lessonGuid, kind: 'refused', code } : { lessonGuid, kind: 'failed', error: result.val };
      // Refused on the programme as it is now (a colleague moved a lesson meanwhile): read it again, so the menus offer what may be.
      if (code !== undefined) void this.programme.retry();
    });
    return result.ok;
  }
}
