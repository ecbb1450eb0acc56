import { describe, expect, it, vi } from 'vitest';
import { appError } from '@application/shared/AppError';
import { ResourcesStore, searchKey } from '@application/resources/ResourcesStore';
import { InMemoryCourseGateway } from '@tests/fakes/InMemoryCourseGateway';
import { InMemoryResourceGateway } from '@tests/fakes/InMemoryResourceGateway';
import { aCourse, aCourseDetail } from '@tests/fakes/mothers';
import { aCourseResources } from './resourceMothers';

function setUp(options: { canManage?: boolean } = {}) {
  const courses = new InMemoryCourseGateway();
  courses.details.set('c-1', aCourseDetail({ ...aCourse({ guid: 'c-1', name: 'Matemáticas 1ºA' }), abilities: { update: options.canManage ?? true, manageMembers: true, seeAsStudent: true } }));
  const resources = new InMemoryResourceGateway();
  resources.courses.set('c-1', aCourseResources('c-1'));
  return { store: new ResourcesStore(resources, courses), resources, courses };
}

const names = (store: ResourcesStore) => store.visibleResources.map((resource) => resource.name);

describe('ResourcesStore', () => {
  it('loads the course tree, its name and whether the caller may manage it', async () => {
    const { store } = setUp();
    await store.load({ view: 'course', courseGuid: 'c-1' });
    expect(store.read.status).toBe('ready');
    expect(store.courseName).toBe('Matemáticas 1ºA');
    expect(store.canManage).toBe(true);
    expect(store.visibleSections.map((section) => section.name)).toEqual(['Números', 'Geometría']);
    expect(store.scopedCount).toBe(5);
    expect(store.filterTypes).toContain('CTTY_14');
  });

  it('shows only teachers-only materials in the classroom view', async () => {
    const { store } = setUp();
    await store.load({ view: 'classroom', courseGuid: 'c-1' });
    expect(names(store)).toEqual(['Guía del profesor']);
    expect(store.visibleSections.map((section) => section.groups.map((group) => group.name))).toEqual([['Fracciones']]);
  });

  it('shows one lesson of one unit in the group view, and says when it does not exist', async () => {
    const { store } = setUp();
    await store.load({ view: 'group', courseGuid: 'c-1', sectionId: 'unit-1', groupId: 'l-2' });
    expect(names(store)).toEqual(['Vídeo de decimales']);
    expect(store.currentGroup?.group.name).toBe('Decimales');

    await store.load({ view: 'group', courseGuid: 'c-1', sectionId: 'unit-2', groupId: 'l-2' });
    expect(store.isGroupMissing).toBe(true);
  });

  it('filters by type, dropping lessons and units left empty', async () => {
    const { store } = setUp();
    await store.load({ view: 'course', courseGuid: 'c-1' });
    store.setTypeFilter('CTTY_14');
    expect(names(store)).toEqual(['Tarea de fracciones']);
    expect(store.visibleSections).toHaveLength(1);
    store.setTypeFilter('nonsense');
    expect(store.typeFilter).toBe('');
  });

  it('offers the types present when the type list cannot load', async () => {
    const { store, resources } = setUp();
    resources.typesFailure = appError('network', 'NETWORK');
    await store.load({ view: 'course', courseGuid: 'c-1' });
    expect(store.read.status).toBe('ready');
    expect(store.filterTypes).toEqual(['CTTY_01', 'CTTY_03', 'CTTY_05', 'CTTY_06', 'CTTY_14']);
  });

  it('searches the flat list, fetched once, ignoring case and accents, within the view', async () => {
    const { store, resources } = setUp();
    await store.load({ view: 'course', courseGuid: 'c-1' });
    store.setQuery('TRIANGULOS');
    expect(store.flatList.status).toBe('loading');
    await vi.waitFor(() => expect(store.flatList.status).toBe('ready'));
    expect(store.searchResults.map((resource) => [resource.name, resource.sectionName, resource.groupName])).toEqual([['Triángulos: enlace', 'Geometría', 'Triángulos']]);
    store.setQuery('fracciones');
    expect(names(store)).toEqual(['Fracciones en PDF', 'Tarea de fracciones']);
    expect(resources.calls.filter((call) => call.method === 'flatResources')).toHaveLength(1);
    expect(searchKey('  Árbol ')).toBe('arbol');
  });

  it('selects only what is visible and deletes it in one call', async () => {
    const { store, resources } = setUp();
    await store.load({ view: 'course', courseGuid: 'c-1' });
    store.toggle('r-dec-video');
    store.setTypeFilter('CTTY_05');
    store.toggleAllVisible();
    // The video is hidden by the filter: it is not part of what gets deleted.
    expect(store.selectedGuids).toEqual(['r-frac-pdf']);

    const result = await store.removeSelected();
    expect(result.ok && result.val).toBe(1);
    expect(resources.calls.find((call) => call.method === 'remove')?.args).toEqual([['r-frac-pdf']]);
    store.setTypeFilter('');
    expect(names(store)).not.toContain('Fracciones en PDF');
    expect(store.selectedGuids).toEqual(['r-dec-video']);
  });

  it('keeps everything when the server refuses the deletion', async () => {
    const { store, resources } = setUp();
    resources.protectedGuids.add('r-tri-link');
    await store.load({ view: 'course', courseGuid: 'c-1' });
    store.toggle('r-frac-pdf');
    store.toggle('r-tri-link');
    const result = await store.removeSelected();
    expect(result.err && result.val.code).toBe('FORBIDDEN');
    expect(store.scopedCount).toBe(5);
    expect(store.selectedCount).toBe(2);
    expect(store.deleting).toBe(false);
    const again = await resources.courseResources('c-1');
    expect(again.ok && again.val.sections[0]?.groups[0]?.resources).toHaveLength(3);
  });

  it('does not select for a caller who may not manage the course', async () => {
    const { store } = setUp({ canManage: false });
    await store.load({ view: 'course', courseGuid: 'c-1' });
    store.toggle('r-frac-pdf');
    store.toggleAllVisible();
    expect(store.selectedCount).toBe(0);
  });

  it('saves a deliver date for the listed course and shows it', async () => {
    const { store, resources } = setUp();
    await store.load({ view: 'course', courseGuid: 'c-1' });
    const result = await store.updateDelivery('r-frac-pdf', { deliverAt: '2026-12-10T08:30:00', canDeliverLate: true });
    expect(result.ok).toBe(true);
    expect(resources.calls.find((call) => call.method === 'updateDelivery')?.args).toEqual(['r-frac-pdf', { courseGuid: 'c-1', deliverAt: '2026-12-10T08:30:00', canDeliverLate: true }]);
    expect(store.findResource('r-frac-pdf')).toMatchObject({ deliverAt: '2026-12-10T08:30:00', canDeliverLate: true });
  });

  it('reports a course it cannot see as not found', async () => {
    const { store } = setUp();
    await store.load({ view: 'course', courseGuid: 'c-unknown' });
    expect(store.read.status).toBe('failed');
    expect(store.isNotFound).toBe(true);
  });
});
