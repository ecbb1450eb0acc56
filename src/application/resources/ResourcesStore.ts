import { makeAutoObservable, observable, runInAction } from 'mobx';
import { foldForSearch } from '@domain/shared/search';
import type { ContentTypeCode } from '@domain/content/contentTypes';
import { CONTENT_TYPE_CODES } from '@domain/content/contentTypes';
import { Err, Ok, type Result } from '@domain/shared/result';
import type { AppError } from '@application/shared/AppError';
import type { CourseGateway } from '@application/courses/ports/CourseGateway';
import { Loadable } from '@application/shared/Loadable';
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

/** Case- and accent-insensitive, so "matematicas" finds "Matemáticas" (the domain's one fold). */
export function searchKey(text: string): string {
  return foldForSearch(text);
}

/** One read of a resources page: the listed course, its materials and the known content types. */
interface ResourcesPageRead {
  courseGuid: string;
  courseName: string;
  canManage: boolean;
  sections: ResourceSection[];
  knownTypes: ContentTypeInfo[];
}

/** The resources pages: load, scope (course / classroom / group), filter by type, search, select, delete, edit deadlines. */
export class ResourcesStore {
  /** Moving between courses or lessons: only the latest answer counts. */
  readonly read = new Loadable((target: ResourcesTarget) => this.fetchPage(target));
  /** The flat list searching works on, fetched once on the first search. */
  readonly flatList = new Loadable((courseGuid: string) => this.resources.flatResources(courseGuid));
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
  readonly selected = observable.set<string>();
  deleting = false;

  constructor(
    private readonly resources: ResourceGateway,
    private readonly courses: CourseGateway,
  ) {
    makeAutoObservable<ResourcesStore, 'resources' | 'courses' | 'fetchPage'>(this, { resources: false, courses: false, read: false, flatList: false, fetchPage: false });
  }

  get view(): ResourcesView {
    return this.target?.view ?? 'course';
  }

  /** Unknown, of another tenant, not visible, or a malformed guid: "not found" to the user. */
  get isNotFound(): boolean {
    const error = this.read.error;
    return error?.kind === 'not-found' || error?.kind === 'validation';
  }

  /** The unit and lesson of the 'group' view, when they exist. */
  get currentGroup(): { section: ResourceSection; group: ResourceGroup } | undefined {
    const section = this.sections.find((candidate) => candidate.id === this.target?.sectionId);
    const group = section?.groups.find((candidate) => candidate.id === this.target?.groupId);
    return section && group ? { section, group } : undefined;
  }

  get isGroupMissing(): boolean {
    return this.read.status === 'ready' && this.view === 'group' && this.currentGroup === undefined;
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
    if (this.isSearching && this.flat === undefined && !this.flatList.loading) void this.loadFlat();
  }

  async load(target: ResourcesTarget): Promise<void> {
    this.target = target;
    this.flat = undefined;
    this.flatList.reset();
    this.selected.clear();
    const result = await this.read.load(target);
    runInAction(() => {
      if (!this.read.holds(result)) return;
      if (result.err) {
        this.sections = [];
        return;
      }
      const page = result.val;
      this.courseGuid = page.courseGuid;
      this.courseName = page.courseName;
      this.canManage = page.canManage;
      this.sections = page.sections;
      this.knownTypes = page.knownTypes;
      if (this.isSearching) void this.loadFlat();
    });
  }

  async loadFlat(): Promise<void> {
    const courseGuid = this.courseGuid || this.target?.courseGuid;
    if (!courseGuid) return;
    const result = await this.flatList.load(courseGuid);
    runInAction(() => {
      if (this.flatList.holds(result) && result.ok) this.flat = result.val;
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

  /** The course (the referenced one when asked for) and its materials; the types are optional (the filter falls back). */
  private async fetchPage(target: ResourcesTarget): Promise<Result<ResourcesPageRead, AppError>> {
    const [course, resources, types] = await Promise.all([
      this.courses.detail(target.referencedCourse ?? target.courseGuid),
      this.resources.courseResources(target.courseGuid, target.referencedCourse),
      this.resources.contentTypes(),
    ]);
    if (resources.err) return Err(resources.val);
    if (course.err) return Err(course.val);
    return Ok({
      courseGuid: resources.val.courseGuid,
      courseName: course.val.name,
      canManage: course.val.abilities.update,
      sections: resources.val.sections,
      knownTypes: types.ok ? types.val : [],
    });
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
