import { Suspense, useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { projectedAs } from '@domain/projection/projectedKinds';
import type { ItemMeasure } from '@domain/projection/projectionView';
import type { ProjectedContent } from '@application/projection/ProjectedContent';
import { mediaNow } from '@application/projection/projectedClock';
import type { ProjectedItem, ProjectedView } from '@application/projection/Projection';
import type { LessonItemDetail } from '@application/viewer/LessonItem';
import type { ProgressTracker } from '@application/viewer/ProgressTracker';
import { Button } from '@ui/components/Button';
import { FormattedText } from '@ui/components/FormattedText';
import { Spinner } from '@ui/components/Spinner';
import { errorMessage } from '@ui/app/errorMessage';
import { VIEWERS } from '@ui/pages/viewer/kinds/viewerKinds';
import '@ui/pages/viewer/viewer.css';


export interface ProjectedStageProps {
  content: ProjectedContent;
  item: ProjectedItem;
  /** How the remote wants the item shown (zoom, page, media), as heard at `receivedAt` (the page's clock). */
  view: ProjectedView;
  receivedAt: number;
  /** What the viewer measured of item `itemGuid` once open (a PDF's pages, a media's length, ADR 0526). */
  onMeasure?: (itemGuid: string, measure: ItemMeasure) => void;
}

/** A player further than this from where the remote says it is gets moved there (seconds). */
const MEDIA_DRIFT_SECONDS = 1;

/** The content of the item on screen, one at a time, as large as the room needs (the viewer's renderers). */
export const ProjectedStage = observer(function ProjectedStage({ content, item, view, receivedAt, onMeasure }: ProjectedStageProps) {
  const { t } = useTranslation('projection');
  const read = content.read(item.guid);
  if (read.status === 'loading') return <Spinner size="lg" label={t('stage.loading', { item: item.name })} />;
  if (read.status === 'failed') {
    return (
      <Fallback title={t('stage.failed')} description={errorMessage(t, read.error)}>
        <Button variant="secondary" onClick={() => content.retry(item.guid)}>
          {t('stage.retry')}
        </Button>
      </Fallback>
    );
  }
  return <ProjectedBody item={read.item} tracker={read.tracker} view={view} receivedAt={receivedAt} onMeasure={onMeasure} />;
});

/**
 * The remote's view applied to what the viewer drew (ADR 0524): the browser's own player follows play, pause and
 * skips; a long reading scrolls a screenful per page; zoom enlarges the sheet's content.
 */
function useRemoteView(sheet: RefObject<HTMLDivElement | null>, view: ProjectedView, receivedAt: number, kind: string): void {
  const { playing, seconds, length } = view.media;
  useEffect(() => {
    const player = sheet.current?.querySelector<HTMLMediaElement>('video, audio');
    if (!player) return;
    const target = mediaNow({ playing, seconds, length }, receivedAt, performance.now());
    if (Math.abs(player.currentTime - target) > MEDIA_DRIFT_SECONDS) player.currentTime = target;
    if (playing && player.paused) {
      // Without a gesture on this page the browser may refuse sound: the class still sees the picture move.
      player.play().catch(() => {
        player.muted = true;
        void player.play().catch(() => undefined);
      });
    } else if (!playing && !player.paused) player.pause();
  }, [sheet, playing, seconds, length, receivedAt]);

  useEffect(() => {
    const element = sheet.current;
    if (!element || kind !== 'document') return;
    element.scrollTo({ top: (view.page - 1) * element.clientHeight * 0.9 });
  }, [sheet, view.page, kind]);
}

interface ProjectedBodyProps {
  item: LessonItemDetail;
  tracker: ProgressTracker;
  view: ProjectedView;
  receivedAt: number;
  onMeasure?: (itemGuid: string, measure: ItemMeasure) => void;
}

function ProjectedBody({ item, tracker, view, receivedAt, onMeasure }: ProjectedBodyProps) {
  const { t } = useTranslation('projection');
  const sheet = useRef<HTMLDivElement>(null);
  const body = item.content;
  useRemoteView(sheet, view, receivedAt, body.kind);
  const itemGuid = item.guid;
  const measured = useCallback((measure: ItemMeasure) => onMeasure?.(itemGuid, measure), [onMeasure, itemGuid]);
  // ADR 0523: the lesson viewer's renderer, the task's instructions, or why the screen cannot show it.
  const shown = projectedAs(body.kind === 'unsupported' ? (body.viewer ?? '') : body.kind);
  if (shown === 'content' && body.kind !== 'unsupported') {
    const Viewer = VIEWERS[body.kind];
    return (
      <div ref={sheet} className={`projector__sheet projector__sheet--${body.kind}`} data-testid="projected-content" data-kind={body.kind} data-zoom={view.zoom}>
        <div className="projector__zoom" style={{ zoom: view.zoom }}>
          <Suspense fallback={<Spinner size="lg" label={t('stage.loading', { item: item.name })} />}>
            <Viewer item={item} tracker={tracker} timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone} canEdit={false} page={body.kind === 'document' ? undefined : view.page} onMeasure={measured} />
          </Suspense>
        </div>
      </div>
    );
  }
  if (shown === 'instructions' && body.kind === 'assignment') {
    // The task itself is what the class reads together; hand-ins stay on each student's device.
    return (
      <div ref={sheet} className="projector__sheet projector__sheet--assignment" data-testid="projected-content" data-kind="assignment" data-zoom={view.zoom}>
        <div className="projector__zoom" style={{ zoom: view.zoom }}>
          <FormattedText html={body.instructionsHtml} />
          <p className="projector__sheet-note">{t('stage.assignmentNote')}</p>
        </div>
      </div>
    );
  }
  const reason = shown === 'on-devices' ? 'test' : shown === 'package' ? 'scorm' : 'other';
  return <Fallback title={t(`stage.fallback.${reason}.title`)} description={t(`stage.fallback.${reason}.description`)} />;
}

function Fallback({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className="projector__fallback" data-testid="projected-fallback" role="note">
      <p className="projector__fallback-title">{title}</p>
      <p>{description}</p>
      {children}
    </div>
  );
}
