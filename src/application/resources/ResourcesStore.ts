import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ContentTypeCode } from '@domain/content/contentTypes';
import { CONTENT_TYPE_CODES } from '@domain/content/contentTypes';
import { Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import type { LoadStatus } from '@application/shared/Loadable';
import type { ResourceGateway } from '@application/resources/ports/ResourceGateway';
import type { ContentTypeInfo, FlatResource, Resource, ResourceGroup, ResourceSection } from '@application/resources/Resource';

/** Which list the page shows: the whole course, the teachers-only materials, or one lesson of one unit. */
export type ResourcesView = 'course' | 'classroom' | 'group';

export interface ResourcesTarget {
  view: ResourcesView;
  courseGuid: string;
  /** Unit guid (view 'group'). */
  sectionId?: string;
  /** Lesson guid (view 'group'). */
  groupId?: string;
  /** List this course instead (spec §7 `referencedCourse`). */
  referencedCourse?: string;
}

/** Case- and accent-insensitive, so "matematicas" finds "Matemáticas". */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase().trim();
}

/** The resources pages: load, scope (course / classroom / group), filter by type, search, select, delete, edit deadlines. */
export class ResourcesStore {
  status: LoadStatus = 'idle';
  error: AppError | undefined = undefined;
  target: ResourcesTarget | undefined = undefined;
  /** The listed course (the referenced one when asked for). */
  courseGuid = '';
  courseName: string | null = null;
  /** The server's word (course abilities): may the caller change these materials? */
  canManage = false;
  sections: ResourceSection[] = [];
  /** From `GET cms/types`; empty when that call failed (the filter then offers the types present). */
  knownTypes: ContentTypeInfo[] = [];
  typeFilter: ContentTypeCode | '' = '';
  query = '';
  flat: FlatResource[] | undefined = undefined;
  flatStatus: LoadStatus = 'idle';
  flatError: AppError | undefined = undefined;
  readonly selected = observable.set<string>();
  deleting = false;
  private requested = 0;

  constructor(
    private readonly resources: ResourceGateway,
    private readonly courses: CourseGateway,
  ) {
    makeAutoObservable<ResourcesStore, 'resources' | 'courses' | 'requested'>(this, { resources: false, courses: false, requested: false });
  }

  get view(): ResourcesView {
    return this.target?.view ?? 'course';
  }

  /** Unknown, of another tenant, not visible, or a malformed guid: "not found" to the user. */
  get isNotFound(): boolean {
    return this.error?.kind === 'not-found' || this.error?.kind === 'validation';
  }

  /** The unit and lesson of the 'group' view, when they exist. */
  get currentGroup(): { section: ResourceSection; group: ResourceGroup } | undefined {
    const section = this.sections.find((candidate) => candidate.id === this.target?.sectionId);
    const group = section?.groups.find((candidate) => candidate.id === this.target?.groupId);
    return section && group ? { section, group } : undefined;
  }

  get isGroupMissing(): boolean {
    return this.status === 'ready' && this.view === 'group' && this.currentGroup === undefined;
  }

  /** The sections of this view before the type filter and the search. */
  get scopedSections(): ResourceSection[] {
    if (this.view === 'group') {
      const current = this.currentGroup;
      return current ? [{ ...current.section, groups: [current.group] }] : [];
    }
    if (this.view === 'classroom') return pruneSections(this.sections, (resource) => resource.audience === 'teachers');
    // The server also sends units and lessons without items (for filing later): the list skips them.
    return pruneSections(this.sections, () => true);
  }

  /** What the tree shows: the type filter applied, emptied lessons and units dropped while filtering. */
  get visibleSections(): ResourceSection[] {
    const type = this.typeFilter;
    if (type === '') return this.scopedSections;
    return pruneSections(this.scopedSections, (resource) => resource.type === type);
  }

  get isSearching(): boolean {
    return this.query.trim() !== '';
  }

  get searchResults(): FlatResource[] {
    if (!this.flat) return [];
    const key = searchKey(this.query);
    return this.flat.filter((resource) => this.inScope(resource) && this.matchesType(resource) && searchKey(resource.name).includes(key));
  }

  /** Every resource on screen now (tree or search results), in order. */
  get visibleResources(): Resource[] {
    if (this.isSearching) return this.searchResults;
    return this.visibleSections.flatMap((section) => section.groups.flatMap((group) => group.resources));
  }

  get scopedCount(): number {
    return this.scopedSections.reduce((sum, section) => sum + section.groups.reduce((inner, group) => inner + group.resources.length, 0), 0);
  }

  /** What the type filter offers: the server's list, else the types present; in CTTY order. */
  get filterTypes(): ContentTypeCode[] {
    const codes = new Set<ContentTypeCode>(this.knownTypes.map((type) => type.code));
    if (codes.size === 0) {
      for (const section of this.scopedSections) for (const group of section.groups) for (const resource of group.resources) if (resource.type) codes.add(resource.type);
    }
    return CONTENT_TYPE_CODES.filter((code) => codes.has(code));
  }

  /** Only what is on screen counts as selected: a filter never hides something about to be deleted. */
  get selectedGuids(): string[] {
    return this.visibleResources.filter((resource) => this.selected.has(resource.guid)).map((resource) => resource.guid);
  }

  get selectedCount(): number {
    return this.selectedGuids.length;
  }

  get allVisibleSelected(): boolean {
    const visible = this.visibleResources;
    return visible.length > 0 && visible.every((resource) => this.selected.has(resource.guid));
  }

  isSelected(guid: string): boolean {
    return this.selected.has(guid);
  }

  toggle(guid: string): void {
    if (!this.canManage) return;
    if (this.selected.has(guid)) this.selected.delete(guid);
    else this.selected.add(guid);
  }

  /** Selects every visible resource, or clears them all when they already are. */
  toggleAllVisible(): void {
    if (!this.canManage) return;
    const guids = this.visibleResources.map((resource) => resource.guid);
    if (this.allVisibleSelected) for (const guid of guids) this.selected.delete(guid);
    else for (const guid of guids) this.selected.add(guid);
  }

  clearSelection(): void {
    this.selected.clear();
  }

  setTypeFilter(value: string): void {
    this.typeFilter = CONTENT_TYPE_CODES.includes(value as ContentTypeCode) ? (value as ContentTypeCode) : '';
  }

  /** Searching works on the flat list, fetched once on the first search. */
  setQuery(value: string): void {
    this.query = value;
    if (this.isSearching && this.flat === undefined && this.flatStatus !== 'loading') void this.loadFlat();
  }

  async load(target: ResourcesTarget): Promise<void> {
    this.requested += 1;
    const ticket = this.requested;
    this.target = target;
    this.status = 'loading';
    this.error = undefined;
    this.flat = undefined;
    this.flatStatus = 'idle';
    this.selected.clear();
    const listed = target.referencedCourse ?? target.courseGuid;
    const [course, resources, types] = await Promise.all([
      this.courses.detail(listed),
      this.resources.courseResources(target.courseGuid, target.referencedCourse),
      this.resources.contentTypes(),
    ]);
    runInAction(() => {
      // Moving between courses or lessons: only the latest answer counts.
      if (ticket !== this.requested) return;
      if (resources.err || course.err) {
        this.status = 'failed';
        this.error = resources.err ? resources.val : course.err ? course.val : undefined;
        this.sections = [];
        return;
      }
      this.courseGuid = resources.val.courseGuid;
      this.courseName = course.val.name;
      this.canManage = course.val.abilities.update;
      this.sections = resources.val.sections;
      this.knownTypes = types.ok ? types.val : [];
      this.status = 'ready';
      if (this.isSearching) void this.loadFlat();
    });
  }

  async loadFlat(): Promise<void> {
    const courseGuid = this.courseGuid || this.target?.courseGuid;
    if (!courseGuid) return;
    this.flatStatus = 'loading';
    this.flatError = undefined;
    const result = await this.resources.flatResources(courseGuid);
    runInAction(() => {
      if (result.err) {
        this.flatStatus = 'failed';
        this.flatError = result.val;
        return;
      }
      this.flat = result.val;
      this.flatStatus = 'ready';
    });
  }

  /** Deletes the visible selection in one atomic call; on a refusal nothing changed, here or on the server. */
  async removeSelected(): Promise<Result<number, AppError>> {
    const guids = this.selectedGuids;
    if (guids.length === 0 || this.deleting) return Ok(0);
    this.deleting = true;
    const result = await this.resources.remove(guids);
    return runInAction(() => {
      this.deleting = false;
      if (result.err) return result;
      const gone = new Set(guids);
      this.sections = pruneSections(this.sections, (resource) => !gone.has(resource.guid), false);
      if (this.flat) this.flat = this.flat.filter((resource) => !gone.has(resource.guid));
      for (const guid of guids) this.selected.delete(guid);
      return Ok(guids.length);
    });
  }

  async updateDelivery(resourceGuid: string, settings: { deliverAt: string | null; canDeliverLate: boolean }): Promise<Result<Resource, AppError>> {
    const result = await this.resources.updateDelivery(resourceGuid, { courseGuid: this.courseGuid, ...settings });
    if (result.ok) {
      runInAction(() => {
        const patch = (resource: Resource): Resource =>
          resource.guid === resourceGuid ? { ...resource, deliverAt: result.val.deliverAt, canDeliverLate: result.val.canDeliverLate } : resource;
        this.sections = this.sections.map((section) => ({ ...section, groups: section.groups.map((group) => ({ ...group, resources: group.resources.map(patch) })) }));
        if (this.flat) this.flat = this.flat.map((resource) => ({ ...resource, ...patch(resource) }));
      });
    }
    return result;
  }

  findResource(guid: string): Resource | undefined {
    for (const section of this.sections) for (const group of section.groups) for (const resource of group.resources) if (resource.guid === guid) return resource;
    return this.flat?.find((resource) => resource.guid === guid);
  }

  private inScope(resource: Resource): boolean {
    if (this.view === 'classroom') return resource.audience === 'teachers';
    if (this.view === 'group') return resource.unitGuid === this.target?.sectionId && resource.lessonGuid === this.target.groupId;
    return true;
  }

  private matchesType(resource: Resource): boolean {
    return this.typeFilter === '' || resource.type === this.typeFilter;
  }
}

/** Keeps the resources that pass; drops lessons and units left empty unless `keepEmpty`. */
function pruneSections(sections: readonly ResourceSection[], keep: (resource: Resource) => boolean, dropEmpty = true): ResourceSection[] {
  return sections
    .map((section) => ({
      ...section,
      groups: section.groups.map((group) => ({ ...group, resources: group.resources.filter(keep) })).filter((group) => !dropEmpty || group.resources.length > 0),
    }))
    .filter((section) => !dropEmpty || section.groups.length > 0);
}
