import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '@application/shared/AppError';
import { Loadable } from '@application/shared/Loadable';
import type { TitleToolsGateway } from '@application/accounts/ports/TitleToolsGateway';
import type { AddedLessons } from '@application/accounts/TitleTools';

/** `/tools/{courseProjectGuid}` (ADR 0558): what the title offers the course, and adding the lessons ticked. */
export class TitleToolsStore {
  readonly tools = new Loadable((projectGuid: string) => this.gateway.tools(projectGuid));
  chosen = new Set<string>();
  adding = false;
  addError: AppError | undefined = undefined;
  /** The last addition, to announce it. */
  added: AddedLessons | undefined = undefined;

  constructor(private readonly gateway: TitleToolsGateway) {
    makeAutoObservable<TitleToolsStore, 'gateway'>(this, { gateway: false, tools: false }, { autoBind: true });
  }

  load(projectGuid: string): void {
    this.chosen = new Set();
    this.added = undefined;
    this.addError = undefined;
    void this.tools.load(projectGuid);
  }

  toggle(lessonGuid: string, on: boolean): void {
    const next = new Set(this.chosen);
    if (on) next.add(lessonGuid);
    else next.delete(lessonGuid);
    this.chosen = next;
  }

  /** Adds the ticked lessons (or `only`), then reads the page again so each says it is in the course. */
  async add(only?: string): Promise<boolean> {
    const tools = this.tools.value;
    const lessons = only === undefined ? [...this.chosen] : [only];
    if (!tools || this.adding || lessons.length === 0) return false;
    this.adding = true;
    this.addError = undefined;
    this.added = undefined;
    const result = await this.gateway.addLessons(tools.course.guid, tools.title.guid, lessons);
    if (result.ok) await this.tools.load(tools.projectGuid);
    runInAction(() => {
      this.adding = false;
      if (result.ok) {
        this.added = result.val;
        this.chosen = new Set();
      } else {
        this.addError = result.val;
      }
    });
    return result.ok;
  }
}
