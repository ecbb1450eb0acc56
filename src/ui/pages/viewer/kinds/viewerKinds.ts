import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ContentKind } from '@application/viewer/LessonItem';
import type { ViewerProps } from '@ui/pages/viewer/kinds/ViewerProps';
import { loadFeature } from '@ui/app/features';

type LazyViewer = LazyExoticComponent<ComponentType<ViewerProps>>;

/** One chunk per kind: the PDF engine and the players load only when such an item is opened. */
export const VIEWERS: Record<Exclude<ContentKind, 'unsupported'>, LazyViewer> = {
  document: lazy(() => import('@ui/pages/viewer/kinds/DocumentViewer').then((m) => ({ default: m.DocumentViewer }))),
  book: lazy(() => import('@ui/pages/viewer/kinds/BookViewer').then((m) => ({ default: m.BookViewer }))),
  video: lazy(() => import('@ui/pages/viewer/kinds/MediaViewer').then((m) => ({ default: m.MediaViewer }))),
  audio: lazy(() => import('@ui/pages/viewer/kinds/MediaViewer').then((m) => ({ default: m.MediaViewer }))),
  pdf: lazy(() => import('@ui/pages/viewer/kinds/PdfViewer').then((m) => ({ default: m.PdfViewer }))),
  link: lazy(() => import('@ui/pages/viewer/kinds/LinkViewer').then((m) => ({ default: m.LinkViewer }))),
  image: lazy(() => import('@ui/pages/viewer/kinds/ImageViewer').then((m) => ({ default: m.ImageViewer }))),
  assignment: lazy(() => import('@ui/pages/viewer/kinds/AssignmentViewer').then((m) => ({ default: m.AssignmentViewer }))),
  test: lazy(() => Promise.all([import('@ui/pages/viewer/kinds/TestViewer'), loadFeature('assessments')]).then(([m]) => ({ default: m.TestViewer }))),
  scorm: lazy(() => import('@ui/pages/viewer/kinds/ScormViewer').then((m) => ({ default: m.ScormViewer }))),
  interactive: lazy(() => import('@ui/pages/viewer/kinds/XapiViewer').then((m) => ({ default: m.XapiViewer }))),
  'video-lesson': lazy(() => import('@ui/pages/viewer/kinds/VideoLessonViewer').then((m) => ({ default: m.VideoLessonViewer }))),
};
