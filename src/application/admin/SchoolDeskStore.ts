import { makeAutoObservable, runInAction } from 'mobx';
import { matchesPeopleFilter, schoolAttention, searchable, type Attention, type PeopleRoleFilter, type PeopleStatusFilter } from '@domain/admin/schoolDesk';
import { Loadable } from '@application/shared/Loadable';
import type { AppError } from '@application/shared/AppError';
import type { Clock } from '@application/shared/ports/Clock';
import type { SchoolDeskGateway } from '@application/admin/ports/SchoolDeskGateway';
import type { DeskCourse, DeskPerson } from '@application/admin/SchoolDesk';

/** Where one person's password reset stands. */
export type ResetState = { status: 'sending' } | { status: 'sent' } | { status: 'failed'; error: AppError };

/** The school admin's home (ADR 0611): the school, what needs attention, its courses and people, searched and filtered. */
export class SchoolDeskStore {
  readonly desk = new Loadable((schoolGuid: string | undefined) => this.gateway.desk(schoolGuid));
  courseQuery = '';
  peopleQuery = '';
  roleFilter: PeopleRoleFilter = 'all';
  statusFilter: PeopleStatusFilter = 'all';
  /** Password resets sent or being sent from this screen, by person. */
  resets = new Map<string, ResetState>();

  constructor(
    private readonly gateway: SchoolDeskGateway,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<SchoolDeskStore, 'gateway' | 'clock'>(this, { gateway: false, clock: false, desk: false }, { autoBind: true });
  }

  async load(schoolGuid?: string): Promise<void> {
    await this.desk.load(schoolGuid);
  }

  get attention(): Attention[] {
    const desk = this.desk.value;
    if (!desk) return [];
    return schoolAttention({ courses: desk.courses, people: desk.people, syncs: desk.syncs, now: this.clock.now() });
  }

  get courses(): DeskCourse[] {
    const words = searchable(this.courseQuery).split(' ').filter(Boolean);
    return (this.desk.value?.courses ?? []).filter((course) => words.every((word) => searchable(course.name).includes(word)));
  }

  get people(): DeskPerson[] {
    const filter = { query: this.peopleQuery, role: this.roleFilter, status: this.statusFilter };
    return (this.desk.value?.people ?? []).filter((person) => matchesPeopleFilter(person, filter));
  }

  get teacherCount(): number {
    return (this.desk.value?.people ?? []).filter((p) => p.role === 'R02').length;
  }

  get studentCount(): number {
    return (this.desk.value?.people ?? []).filter((p) => p.role === 'R01').length;
  }

  setCourseQuery(query: string): void {
    this.courseQuery = query;
  }

  setPeopleQuery(query: string): void {
    this.peopleQuery = query;
  }

  setRoleFilter(role: PeopleRoleFilter): void {
    this.roleFilter = role;
  }

  setStatusFilter(status: PeopleStatusFilter): void {
    this.statusFilter = status;
  }

  async sendPasswordReset(person: DeskPerson, reason: string): Promise<boolean> {
    if (this.resets.get(person.guid)?.status === 'sending') return false;
    this.resets.set(person.guid, { status: 'sending' });
    const result = await this.gateway.sendPasswordReset(person.guid, reason);
    runInAction(() => this.resets.set(person.guid, result.err ? { status: 'failed', error: result.val } : { status: 'sent' }));
    return result.ok;
  }
}
