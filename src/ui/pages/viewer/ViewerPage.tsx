import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useMatches, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentTypeLabelKey, parseContentTypeCode } from '@domain/content/contentTypes';
import type { LessonItemDetail, LessonItemSummary } from '@application/viewer/LessonItem';
import { ViewerStore } from '@application/viewer/ViewerStore';
import { SessionStore } from '@application/session/SessionStore';
import { Breadcrumbs } from '@ui/components/Breadcrumbs';
import { Alert } from '@ui/components/Alert';
import { Badge } from '@ui/components/Badge';
import { Button, buttonClassName } from '@ui/components/Button';
import { ErrorState } from '@ui/components/ErrorState';
import { Icon } from '@ui/components/Icon';
import { ProgressBar } from '@ui/components/ProgressBar';
import { Skeleton } from '@ui/components/Skeleton';
import { Spinner } from '@ui/components/Spinner';
import { useService } from '@ui/app/ContainerContext';
import { PageHeading } from '@ui/app/PageHeading';
import type { RouteHandle } from '@ui/app/routeHandles';
import { VIEWERS } from '@ui/pages/viewer/kinds/viewerKinds';
import { viewerErrorMessage } from '@ui/pages/viewer/viewerErrors';
import '@ui/pages/viewer/viewer.css';

export type ViewerMode = NonNullable<RouteHandle['viewer']>;

/** The viewer frame of the deepest route that names one (see routes.tsx); a page by default. */
export function useViewerMode(): ViewerMode {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const mode = (matches[index]?.handle as RouteHandle | undefined)?.viewer;
    if (mode) return mode;
  }
  return 'page';
}

/** Where an item opens in the same frame as the one shown. */
export function itemPath(mode: ViewerMode, item: { courseGuid: string; lessonGuid: string }, guid: string): string {
  switch (mode) {
    case 'lesson':
      return `/course/${item.courseGuid}/lesson/${item.lessonGuid}/content/${guid}`;
    case 'group':
      return `/viewer/${guid}/group-resources-view--visor`;
    case 'full':
      return `/viewerfull/${guid}`;
    case 'single':
      return `/single-activity/${item.courseGuid}/${guid}/${guid}`;
    default:
      return `/viewer/${guid}`;
  }
}

function lessonPath(item: { courseGuid: string; lessonGuid: string }): string {
  return `/course/${item.courseGuid}/lesson/${item.lessonGuid}`;
}

/**
 * Every viewer route (spec §2 Viewers, Single activity, the lesson's content/resource routes):
 * one page, framed by the route handle — inside its lesson, as a page, with its group, full screen
 * or alone — showing the item with the lazy viewer of its kind.
 */
export const ViewerPage = observer(function ViewerPage() {
  const store = useService(ViewerStore);
  const session = useService(SessionStore);
  const mode = useViewerMode();
  const params = useParams();
  const { t } = useTranslation('viewer');
  const guid = (mode === 'single' ? params.lessonItemGuid : mode === 'lesson' ? (params.contentGuid ?? params.itemGuid) : params.guid) ?? '';

  useEffect(() => {
    void store.load(guid);
  }, [store, guid]);

  // Progress not yet written goes out when the page is hidden or the viewer closes.
  useEffect(() => {
    const handleHide = () => void store.flush();
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') void store.flush();
    };
    window.addEventListener('pagehide', handleHide);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.removeEventListener('pagehide', handleHide);
      document.removeEventListener('visibilitychange', handleVisibility);
      void store.flush();
    };
  }, [store]);

  // Moving to another item: focus its heading so keyboard and screen-reader users start there.
  const root = useRef<HTMLDivElement>(null);
  const shownGuid = store.read.status === 'ready' ? store.item?.guid : undefined;
  const firstShown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shownGuid === undefined) return;
    if (firstShown.current === undefined) {
      firstShown.current = shownGuid;
      return;
    }
    root.current?.querySelector<HTMLElement>('[data-page-heading]')?.focus();
  }, [shownGuid]);

  const handleRetry = () => void store.load(guid);
  const item = store.item;
  // A single activity belongs to the course in its address; another course's item is not found here.
  const wrongCourse = mode === 'single' && item !== undefined && params.courseGuid !== undefined && params.courseGuid !== item.courseGuid;

  let body: ReactNode;
  if (store.read.status === 'failed' || wrongCourse) {
    body = (
      <>
        <PageHeading title={t('notAvailable')} />
        <ErrorState
          title={t(store.isNotFound || wrongCourse ? 'notFound' : 'loadFailed')}
          description={store.isNotFound || wrongCourse ? t('notFoundHint') : viewerErrorMessage(t, store.read.error)}
          onRetry={store.isNotFound || wrongCourse ? undefined : handleRetry}
        />
      </>
    );
  } else if (store.read.status === 'ready' && item) {
    body = <ViewerContent store={store} item={item} mode={mode} />;
  } else {
    body = (
      <div aria-busy="true" aria-label={t('loading')}>
        <PageHeading title={t('loading')}>
          <Skeleton width="50%" />
        </PageHeading>
        <Skeleton variant="rect" height={240} />
      </div>
    );
  }

  const framed = (
    <div ref={root} className={`page viewer viewer--${mode}${store.lesson && session.kidsModeIn(store.lesson.courseEducationLevel) ? ' tz-kids-scope' : ''}`}>
      {mode === 'lesson' ? <ViewerTrail store={store} /> : null}
      {body}
    </div>
  );
  // Full screen and single activities live outside the shell: they bring their own landmark.
  return mode === 'full' || mode === 'single' ? (
    <main id="main" className={`viewer-standalone viewer-standalone--${mode}`}>
      {framed}
    </main>
  ) : (
    framed
  );
});

const ViewerTrail = observer(function ViewerTrail({ store }: { store: ViewerStore }) {
  const { t } = useTranslation('viewer');
  const item = store.item;
  return (
    <Breadcrumbs
      trail={
        item
          ? [
              { label: store.lesson?.courseName || t('course'), to: `/course/${item.courseGuid}` },
              { label: item.lessonName || store.lesson?.name || t('lesson'), to: lessonPath(item) },
              { label: item.name },
            ]
          : [{ label: t(store.read.status === 'failed' ? 'notAvailable' : 'loading') }]
      }
    />
  );
});

const ViewerContent = observer(function ViewerContent({ store, item, mode }: { store: ViewerStore; item: LessonItemDetail; mode: ViewerMode }) {
  const { t } = useTranslation('viewer');
  const code = parseContentTypeCode(item.contentType);
  const typeLabel = code ? t(`catalog:${contentTypeLabelKey(code)}`) : item.contentType;
  const tracker = store.tracker;
  const content = item.content;
  const Viewer = content.kind === 'unsupported' ? undefined : VIEWERS[content.kind];

  const viewer =
    Viewer && tracker ? (
      <Suspense fallback={<Spinner label={t('loadingViewer')} />}>
        <Viewer item={item} tracker={tracker} timeZone={store.timeZone} canEdit={store.lesson?.canEdit ?? false} />
      </Suspense>
    ) : (
      <Alert tone="info" title={t('unsupported.title')}>
        {t('unsupported.description', { type: typeLabel })}
      </Alert>
    );

  const header = (
    <header className="spread viewer__header">
      <div className="viewer__title">
        <p className="viewer__type">
          <Badge tone="primary">{typeLabel}</Badge>
          {item.sectionName ? <span className="viewer-muted"> {item.sectionName}</span> : null}
        </p>
        <PageHeading title={item.name} />
      </div>
      {store.progress !== null ? (
        <div className="viewer__progress">
          <ProgressBar value={store.progress} label={t('yourProgress')} showValue size="sm" tone={store.progress >= 100 ? 'success' : 'primary'} />
        </div>
      ) : null}
      {mode === 'full' ? <FullScreenControls item={item} /> : null}
      {mode === 'page' ? (
        <Link className={buttonClassName('ghost', 'sm')} to={lessonPath(item)}>
          <Icon name="chevron-left" /> {t('backToLesson')}
        </Link>
      ) : null}
    </header>
  );

  if (mode === 'group') {
    return (
      <div className="viewer-group">
        <nav className="viewer-group__list" aria-label={t('group.list')}>
          <h2 className="viewer-group__title">{store.lesson?.name ?? item.lessonName}</h2>
          <ol>
            {store.siblings.map((entry) => (
              <li key={entry.guid}>
                <Link to={itemPath(mode, item, entry.guid)} aria-current={entry.guid === item.guid ? 'page' : undefined} className="viewer-group__item">
                  <SiblingLabel entry={entry} />
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="viewer-group__main">
          {header}
          {viewer}
        </div>
      </div>
    );
  }

  return (
    <>
      {header}
      <div className="viewer__body">{viewer}</div>
      {mode !== 'single' ? <PreviousNext store={store} item={item} mode={mode} /> : null}
    </>
  );
});

function SiblingLabel({ entry }: { entry: LessonItemSummary }) {
  const { t } = useTranslation('viewer');
  const code = parseContentTypeCode(entry.contentType);
  return (
    <>
      <span className="viewer-group__name">{entry.name}</span>
      <span className="viewer-muted"> {code ? t(`catalog:${contentTypeLabelKey(code)}`, { defaultValue: entry.contentType }) : entry.contentType}</span>
      {entry.progress !== null ? <span className="viewer-muted"> · {t('percent', { value: entry.progress })}</span> : null}
    </>
  );
}

const PreviousNext = observer(function PreviousNext({ store, item, mode }: { store: ViewerStore; item: LessonItemDetail; mode: ViewerMode }) {
  const { t } = useTranslation('viewer');
  const { previous, next } = store;
  if (!previous && !next) return null;
  return (
    <nav className="spread viewer-pager viewer__pager" aria-label={t('itemsNav')}>
      {previous ? (
        <Link className={buttonClassName('secondary')} to={itemPath(mode, item, previous.guid)} rel="prev">
          <Icon name="chevron-left" />
          <span>
            <span className="visually-hidden">{t('previousItem')}: </span>
            {previous.name}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {store.siblings.length > 1 ? <span className="viewer-pager__indicator">{t('itemOf', { index: store.index + 1, count: store.siblings.length })}</span> : null}
      {next ? (
        <Link className={buttonClassName('secondary')} to={itemPath(mode, item, next.guid)} rel="next">
          <span>
            <span className="visually-hidden">{t('nextItem')}: </span>
            {next.name}
          </span>
          <Icon name="chevron-right" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
});

/** Full screen: the browser's Fullscreen API on request, and a way out to where the user came from. */
function FullScreenControls({ item }: { item: LessonItemDetail }) {
  const { t } = useTranslation('viewer');
  const navigate = useNavigate();
  const [fullScreen, setFullScreen] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null && document.fullscreenElement !== undefined);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const handleChange = () => setFullScreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  const handleToggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  const handleClose = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    // Back where the user came from inside the app; opened directly, to the item's lesson.
    const state: unknown = window.history.state;
    const index = state !== null && typeof state === 'object' && 'idx' in state ? Number((state as { idx: unknown }).idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(lessonPath(item));
  };

  return (
    <div className="cluster viewer__full-controls">
      {supported ? (
        <Button variant="secondary" size="sm" onClick={handleToggle} aria-pressed={fullScreen}>
          {t(fullScreen ? 'full.exitFullScreen' : 'full.enterFullScreen')}
        </Button>
      ) : null}
      <Button variant="primary" size="sm" onClick={handleClose} icon={<Icon name="close" />}>
        {t('full.close')}
      </Button>
    </div>
  );
}
