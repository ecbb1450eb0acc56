import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useMatches, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResourcesStore, type ResourcesView } from '@application/resources/ResourcesStore';
import type { FlatResource, Resource, ResourceSection } from '@application/resources/Resource';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button } from '@ui/components/Button';
import { Dialog } from '@ui/components/Dialog';
import { EmptyState } from '@ui/components/EmptyState';
import { ErrorState } from '@ui/components/ErrorState';
import { Select } from '@ui/components/Select';
import { Skeleton } from '@ui/components/Skeleton';
import { Spinner } from '@ui/components/Spinner';
import { TextField } from '@ui/components/TextField';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import { PageHeading } from '@ui/app/PageHeading';
import type { RouteHandle } from '@ui/app/routeHandles';
import { DeliveryDialog } from '@ui/pages/resources/DeliveryDialog';
import { formatWallClock } from '@ui/pages/resources/formatWallClock';
import { typeLabel } from '@ui/pages/resources/typeLabel';
import '@ui/pages/resources/resources.css';

const VIEWS: readonly ResourcesView[] = ['course', 'classroom', 'group'];

function useResourcesView(): ResourcesView {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const view = (matches[index]?.handle as RouteHandle | undefined)?.resources;
    if (view !== undefined && VIEWS.includes(view)) return view;
  }
  return 'course';
}

/** /course/:guid/resources, /course/:guid/classroom-resources and /course/:guid/resources/:section/:group. */
export const ResourcesPage = observer(function ResourcesPage() {
  const store = useService(ResourcesStore);
  const view = useResourcesView();
  const { guid = '', idResourcesSection, idResourcesGroup } = useParams();
  const [searchParams] = useSearchParams();
  const referencedCourse = searchParams.get('referencedCourse') ?? undefined;
  const { t } = useTranslation('resources');

  useEffect(() => {
    void store.load({ view, courseGuid: guid, sectionId: idResourcesSection, groupId: idResourcesGroup, referencedCourse });
  }, [store, view, guid, idResourcesSection, idResourcesGroup, referencedCourse]);

  const handleRetry = () => void store.load({ view, courseGuid: guid, sectionId: idResourcesSection, groupId: idResourcesGroup, referencedCourse });
  const current = store.currentGroup;
  const title = view === 'group' && current ? current.group.name : t(`title.${view}`);

  return (
    <section className="page resources-page">
      <Breadcrumbs
        trail={[
          { label: store.courseName ?? t(store.read.status === 'failed' ? 'notAvailable' : 'loading'), to: `/course/${guid}` },
          ...(view === 'group' ? [{ label: t('title.course'), to: `/course/${guid}/resources` }] : []),
          { label: title },
        ]}
      />

      {store.read.status === 'failed' ? (
        <>
          <PageHeading title={t('notAvailable')} />
          <ErrorState
            title={t(store.isNotFound ? 'notFound' : 'loadFailed')}
            description={store.isNotFound ? t('notFoundHint') : errorMessage(t, store.read.error)}
            onRetry={store.isNotFound ? undefined : handleRetry}
          />
        </>
      ) : null}

      {store.read.status === 'loading' || store.read.status === 'idle' ? (
        <div aria-busy="true" aria-label={t('loading')}>
          <Skeleton width="40%" height={32} />
          <Skeleton lines={6} />
        </div>
      ) : null}

      {store.read.status === 'ready' ? <ResourcesContent store={store} title={title} /> : null}
    </section>
  );
});

const ResourcesContent = observer(function ResourcesContent({ store, title }: { store: ResourcesStore; title: string }) {
  const { t } = useTranslation('resources');
  const view = store.view;
  const current = store.currentGroup;
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<Resource | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  if (store.isGroupMissing) {
    return (
      <>
        <PageHeading title={t('empty.groupMissing')} />
        <EmptyState
          icon="book"
          title={t('empty.groupMissing')}
          description={t('empty.groupMissingHint')}
          action={
            <Link className="btn btn--secondary btn--md" to={`/course/${store.target?.courseGuid ?? ''}/resources`}>
              {t('nav.course')}
            </Link>
          }
        />
      </>
    );
  }

  const handleDeleted = (count: number) => {
    setConfirming(false);
    setAnnouncement(t('delete.done', { count }));
  };

  return (
    <>
      <header className="resources-page__header">
        <div>
          <PageHeading title={title} />
          <p className="resources-page__intro">{view === 'group' && current ? t('intro.group', { unit: current.section.name }) : t(`intro.${view}`)}</p>
        </div>
        {view !== 'group' ? (
          <nav aria-label={t('title.course')} className="resources-page__tabs">
            <Link to={`/course/${store.target?.courseGuid ?? ''}/resources`} aria-current={view === 'course' ? 'page' : undefined}>
              {t('nav.course')}
            </Link>
            <Link to={`/course/${store.target?.courseGuid ?? ''}/classroom-resources`} aria-current={view === 'classroom' ? 'page' : undefined}>
              {t('nav.classroom')}
            </Link>
          </nav>
        ) : null}
      </header>

      {store.scopedCount === 0 ? (
        <EmptyResources store={store} />
      ) : (
        <>
          <Toolbar store={store} />
          {store.canManage ? <SelectionBar store={store} onDelete={() => setConfirming(true)} /> : null}
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
          {store.isSearching ? <SearchResults store={store} onEdit={setEditing} /> : <ResourceTree store={store} sections={store.visibleSections} onEdit={setEditing} />}
        </>
      )}

      <DeleteDialog store={store} open={confirming} onClose={() => setConfirming(false)} onDeleted={handleDeleted} />
      {editing ? <DeliveryDialog resource={editing} onSubmit={(values) => store.updateDelivery(editing.guid, values)} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
});

const EmptyResources = observer(function EmptyResources({ store }: { store: ResourcesStore }) {
  const { t } = useTranslation('resources');
  if (store.view === 'classroom') {
    return store.canManage ? (
      <EmptyState icon="lock" title={t('empty.classroom')} description={t('empty.classroomHint')} />
    ) : (
      <EmptyState icon="lock" title={t('empty.classroomStudent')} description={t('empty.classroomStudentHint')} />
    );
  }
  if (store.view === 'group') return <EmptyState icon="book" title={t('empty.group')} />;
  return <EmptyState icon="library" title={t('empty.course')} description={t('empty.courseHint')} />;
});

const Toolbar = observer(function Toolbar({ store }: { store: ResourcesStore }) {
  const { t } = useTranslation('resources');
  const options = [{ value: '', label: t('filter.all') }, ...store.filterTypes.map((code) => ({ value: code, label: typeLabel(t, code) }))];
  return (
    <div className="resources-toolbar" role="search">
      <TextField
        name="resource-search"
        type="search"
        label={t('filter.search')}
        placeholder={t('filter.searchPlaceholder')}
        value={store.query}
        onChange={(value) => store.setQuery(value)}
        clearable
        autoComplete="off"
      />
      <Select label={t('filter.label')} value={store.typeFilter} options={options} onChange={(value) => store.setTypeFilter(value)} />
    </div>
  );
});

const SelectionBar = observer(function SelectionBar({ store, onDelete }: { store: ResourcesStore; onDelete: () => void }) {
  const { t } = useTranslation('resources');
  const id = useId();
  const count = store.selectedCount;
  return (
    <div className="resources-selection">
      <span className="resources-selection__all">
        <input id={id} type="checkbox" checked={store.allVisibleSelected} onChange={() => store.toggleAllVisible()} disabled={store.visibleResources.length === 0} />
        <label htmlFor={id}>{t('selection.all')}</label>
      </span>
      <span className="resources-selection__count" aria-live="polite">
        {t('selection.count', { count })}
      </span>
      {count > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => store.clearSelection()}>
          {t('selection.clear')}
        </Button>
      ) : null}
      <Button variant="danger" size="sm" onClick={onDelete} disabled={count === 0}>
        {t('selection.delete')}
      </Button>
    </div>
  );
});

const ResourceTree = observer(function ResourceTree({ store, sections, onEdit }: { store: ResourcesStore; sections: ResourceSection[]; onEdit: (resource: Resource) => void }) {
  const { t } = useTranslation('resources');
  if (sections.length === 0) return <NoMatch store={store} />;
  const single = store.view === 'group';
  return (
    <ol className="resources-sections">
      {sections.map((section) => (
        <li key={section.id} className="resources-section">
          {single ? null : <h2 className="resources-section__title">{section.name}</h2>}
          <ol className="resources-groups">
            {section.groups.map((group) => (
              <li key={group.id} className="resources-group">
                {single ? null : (
                  <h3 className="resources-group__title">
                    <Link to={`/course/${store.target?.courseGuid ?? ''}/resources/${section.id}/${group.id}`}>{group.name}</Link>{' '}
                    <span className="resources-group__count">{t('count', { count: group.resources.length })}</span>
                  </h3>
                )}
                <ul className="resources-list">
                  {group.resources.map((resource) => (
                    <ResourceRow key={resource.guid} store={store} resource={resource} onEdit={onEdit} />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
});

const SearchResults = observer(function SearchResults({ store, onEdit }: { store: ResourcesStore; onEdit: (resource: Resource) => void }) {
  const { t } = useTranslation('resources');
  if (store.flatList.status === 'failed') {
    return <ErrorState title={t('search.failed')} description={errorMessage(t, store.flatList.error)} onRetry={() => void store.loadFlat()} />;
  }
  if (store.flatList.status !== 'ready') return <Spinner label={t('search.loading')} />;
  const results = store.searchResults;
  if (results.length === 0) return <NoMatch store={store} />;
  return (
    <>
      <p className="resources-page__count" aria-live="polite">
        {t('search.results', { count: results.length })}
      </p>
      <ul className="resources-list resources-list--flat">
        {results.map((resource) => (
          <ResourceRow key={resource.guid} store={store} resource={resource} onEdit={onEdit} />
        ))}
      </ul>
    </>
  );
});

function NoMatch({ store }: { store: ResourcesStore }) {
  const { t } = useTranslation('resources');
  const handleClear = () => {
    store.setQuery('');
    store.setTypeFilter('');
  };
  return (
    <EmptyState
      icon="search"
      title={t('empty.noMatch')}
      description={t('empty.noMatchHint')}
      titleLevel={2}
      action={
        <Button variant="secondary" onClick={handleClear}>
          {t('filter.clear')}
        </Button>
      }
    />
  );
}

function isFlat(resource: Resource): resource is FlatResource {
  return 'sectionName' in resource;
}

const ResourceRow = observer(function ResourceRow({ store, resource, onEdit }: { store: ResourcesStore; resource: Resource; onEdit: (resource: Resource) => void }) {
  const { t, i18n } = useTranslation('resources');
  const checkboxId = useId();
  const nameId = useId();
  const courseGuid = store.courseGuid || (store.target?.courseGuid ?? '');
  const href = `/course/${courseGuid}/lesson/${resource.lessonGuid}/content/${resource.guid}`;
  return (
    <li className={['resource', store.isSelected(resource.guid) ? 'resource--selected' : ''].filter(Boolean).join(' ')}>
      {store.canManage ? (
        <span className="resource__select">
          <input id={checkboxId} type="checkbox" checked={store.isSelected(resource.guid)} onChange={() => store.toggle(resource.guid)} />
          <label htmlFor={checkboxId} className="visually-hidden">
            {t('resource.select', { name: resource.name })}
          </label>
        </span>
      ) : null}
      <div className="resource__main">
        <Link to={href} className="resource__name" id={nameId}>
          {resource.name}
        </Link>
        {isFlat(resource) ? <span className="resource__context">{t('resource.context', { section: resource.sectionName, group: resource.groupName })}</span> : null}
        <span className="resource__meta">
          <Badge tone="info">{typeLabel(t, resource.type)}</Badge>
          {resource.published ? <Badge tone="success">{t('resource.published')}</Badge> : <Badge tone="warning">{t('resource.draft')}</Badge>}
          {resource.audience === 'teachers' ? <Badge tone="neutral">{t('resource.teachersOnly')}</Badge> : null}
          <span className="resource__deadline">
            {resource.deliverAt ? t('resource.deliverAt', { date: formatWallClock(resource.deliverAt, i18n.language) }) : t('resource.noDeadline')}
            {resource.deliverAt ? ` · ${t(resource.canDeliverLate ? 'resource.lateAllowed' : 'resource.lateNotAllowed')}` : null}
          </span>
        </span>
      </div>
      {store.canManage ? (
        <Button variant="ghost" size="sm" className="resource__edit" onClick={() => onEdit(resource)} aria-label={t('resource.editDeliveryOf', { name: resource.name })}>
          {t('resource.editDelivery')}
        </Button>
      ) : null}
    </li>
  );
});

const DeleteDialog = observer(function DeleteDialog({
  store,
  open,
  onClose,
  onDeleted,
}: {
  store: ResourcesStore;
  open: boolean;
  onClose: () => void;
  onDeleted: (count: number) => void;
}) {
  const { t } = useTranslation('resources');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const count = store.selectedCount;

  const handleClose = () => {
    setRefusal(undefined);
    onClose();
  };

  const handleConfirm = async () => {
    const result = await store.removeSelected();
    if (result.err) {
      setRefusal(errorMessage(t, result.val));
      return;
    }
    setRefusal(undefined);
    onDeleted(result.val);
  };

  return (
    <Dialog
      open={open}
      alert
      title={t('delete.title', { count })}
      onClose={handleClose}
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={handleClose}>
            {t('common:cancel')}
          </Button>
          <Button variant="danger" loading={store.deleting} onClick={() => void handleConfirm()}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('delete.body')}</p>
      {refusal ? (
        <Alert tone="error" title={t('delete.refused')}>
          {refusal}
        </Alert>
      ) : null}
    </Dialog>
  );
});
