import { ContainerModule } from 'inversify';
import { ToastStore } from '@application/feedback/ToastStore';
import { FileUploader } from '@application/shared/ports/FileUploader';
import { LessonGateway } from '@application/lessons/ports/LessonGateway';
import { CourseOutlineStore } from '@application/lessons/CourseOutlineStore';
import { ItemEditorStore } from '@application/lessons/ItemEditorStore';
import { LessonStore } from '@application/lessons/LessonStore';
import { UploadStore } from '@application/lessons/UploadStore';
import { ClassQuestionStore } from '@application/projection/ClassQuestionStore';
import { ClassQuestionGateway } from '@application/projection/ports/ClassQuestionGateway';
import { LiveRoundFeed } from '@application/projection/ports/LiveRoundFeed';
import { HttpClassQuestionGateway } from '@infrastructure/projection/HttpClassQuestionGateway';
import { FetchHttpClient } from '@infrastructure/http/FetchHttpClient';
import { XhrFileUploader } from '@infrastructure/http/XhrFileUploader';
import { HttpLessonGateway } from '@infrastructure/lessons/HttpLessonGateway';

/** Units, lessons, lesson items and uploads, and a student's live question panel. ToastStore comes from shellModule. */
export const lessonsModule = new ContainerModule(({ bind }) => {
  bind(LessonGateway).toResolvedValue((http: FetchHttpClient) => new HttpLessonGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(FileUploader).toResolvedValue((http: FetchHttpClient) => new XhrFileUploader(http), [FetchHttpClient]).inSingletonScope();
  bind(CourseOutlineStore).toResolvedValue((gateway: LessonGateway, toasts: ToastStore) => new CourseOutlineStore(gateway, toasts), [LessonGateway, ToastStore]).inTransientScope();
  bind(LessonStore).toResolvedValue((gateway: LessonGateway, toasts: ToastStore) => new LessonStore(gateway, toasts), [LessonGateway, ToastStore]).inTransientScope();
  bind(ItemEditorStore).toResolvedValue((gateway: LessonGateway) => new ItemEditorStore(gateway), [LessonGateway]).inTransientScope();
  // The lesson page's live question panel (ADR 0528): its feed is the session's stream, bound at start-up.
  bind(ClassQuestionGateway).toResolvedValue((http: FetchHttpClient) => new HttpClassQuestionGateway(http), [FetchHttpClient]).inSingletonScope();
  bind(ClassQuestionStore).toResolvedValue((gateway: ClassQuestionGateway, feed: LiveRoundFeed) => new ClassQuestionStore(gateway, feed), [ClassQuestionGateway, LiveRoundFeed]).inTransientScope();
  bind(UploadStore).toResolvedValue((uploader: FileUploader) => new UploadStore(uploader), [FileUploader]).inTransientScope();
});
