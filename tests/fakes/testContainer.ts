import { Container } from 'inversify';
import type { TenantConfig } from '@domain/tenancy/tenant';
import { AuthGateway } from '@application/auth/ports/AuthGateway';
import { LoginLinkStore } from '@application/auth/LoginLinkStore';
import { LoginStore } from '@application/auth/LoginStore';
import { RecoverPasswordStore } from '@application/auth/RecoverPasswordStore';
import { ResetPasswordStore } from '@application/auth/ResetPasswordStore';
import { SignIn } from '@application/auth/SignIn';
import { CourseGateway } from '@application/courses/ports/CourseGateway';
import { CoursesStore } from '@application/courses/CoursesStore';
import { CourseStore } from '@application/courses/CourseStore';
import { ToastStore } from '@application/feedback/ToastStore';
import { LayoutStore } from '@application/layout/LayoutStore';
import { NEVER } from 'rxjs';
import { Ok } from '@domain/shared/result';
import { NotificationsStore } from '@application/notifications/NotificationsStore';
import { RecentMessagesStore } from '@application/board/RecentMessagesStore';
import type { RecentMessagesReader } from '@application/board/ports/RecentMessagesReader';
import { SessionStore } from '@application/session/SessionStore';
import { SeeAsStudentStore } from '@application/courses/SeeAsStudentStore';
import type { PreviewKeeper } from '@application/courses/ports/PreviewKeeper';
import { CurrentTenant } from '@application/tenancy/CurrentTenant';
import { FixedClock } from '@tests/fakes/FixedClock';
import { InMemoryAuthGateway } from '@tests/fakes/InMemoryAuthGateway';
import { InMemoryCourseGateway } from '@tests/fakes/InMemoryCourseGateway';
import { InMemoryLanguageSwitcher } from '@tests/fakes/InMemoryLanguageSwitcher';
import { InMemorySessionRepository } from '@tests/fakes/InMemorySessionRepository';
import { InMemoryUserReader } from '@tests/fakes/InMemoryUserReader';
import { InMemoryUserPreferencesGateway } from '@tests/fakes/InMemoryUserPreferencesGateway';
import { InMemoryProfileGateway } from '@tests/fakes/InMemoryProfileGateway';
import { ProfileStore } from '@application/users/ProfileStore';
import { PreferencesStore } from '@application/users/PreferencesStore';
import { RecordingNavigator } from '@tests/fakes/RecordingNavigator';
import { aTenant } from '@tests/fakes/mothers';
import { LessonGateway } from '@application/lessons/ports/LessonGateway';
import { ClassQuestionStore } from '@application/projection/ClassQuestionStore';
import { CourseOutlineStore } from '@application/lessons/CourseOutlineStore';
import { ItemEditorStore } from '@application/lessons/ItemEditorStore';
import { LessonStore } from '@application/lessons/LessonStore';
import { UploadStore } from '@application/lessons/UploadStore';
import { InMemoryFileUploader, InMemoryLessonGateway } from '@tests/fakes/InMemoryLessonGateway';
import { ResourceGateway } from '@application/resources/ports/ResourceGateway';
import { ResourcesStore } from '@application/resources/ResourcesStore';
import { KanbanStore } from '@application/resources/KanbanStore';
import { InMemoryResourceGateway } from '@tests/fakes/InMemoryResourceGateway';
import { FileUploader } from '@application/shared/ports/FileUploader';
import { GradingStore } from '@application/grading/GradingStore';
import { GradingGateway } from '@application/grading/ports/GradingGateway';
import { ActivityRecordStore } from '@application/viewer/ActivityRecordStore';
import { HandInListStore } from '@application/viewer/HandInListStore';
import { HandInStore } from '@application/viewer/HandInStore';
import { ViewerGateway } from '@application/viewer/ports/ViewerGateway';
import { ViewerStore } from '@application/viewer/ViewerStore';
import { FakeGradingGateway } from '@tests/fakes/FakeGradingGateway';
import { InMemoryViewerGateway, InstantFileUploader } from '@tests/fakes/InMemoryViewerGateway';
import type { Timers } from '@application/shared/ports/Timers';
import { TasksStore } from '@application/tasks/TasksStore';
import { DigestPreferenceStore } from '@application/notifications/DigestPreferenceStore';
import { InMemoryNotificationPreferencesGateway } from '@tests/fakes/InMemoryNotificationPreferencesGateway';
import { InMemoryTasksGateway } from '@tests/fakes/InMemoryTasksGateway';

/** The app's stores over in-memory adapters: what page tests render against. */
export function createTestContainer(options: { tenant?: TenantConfig; courses?: InMemoryCourseGateway; resources?: InMemoryResourceGateway; resourcesClock?: FixedClock; viewer?: InMemoryViewerGateway; viewerClock?: FixedClock; lessons?: InMemoryLessonGateway; authoringUploader?: InMemoryFileUploader; tasks?: InMemoryTasksGateway; tasksClock?: FixedClock; tasksTimers?: Timers; grading?: FakeGradingGateway; recentMessages?: RecentMessagesReader } = {}) {
  const tenant = options.tenant ?? aTenant();
  const auth = new InMemoryAuthGateway();
  const courses = options.courses ?? new InMemoryCourseGateway();
  const repository = new InMemorySessionRepository();
  const users = new InMemoryUserReader(() => repository.token);
  const navigator = new RecordingNavigator();
  const languages = new InMemoryLanguageSwitcher();
  const preferences = new InMemoryUserPreferencesGateway(users, () => repository.token);
  const toasts = new ToastStore();
  const session = new SessionStore(tenant, repository, users, auth, languages, navigator, new FixedClock(), preferences, toasts);

  const container = new Container();
  container.bind(CurrentTenant).toConstantValue(tenant);
  container.bind(AuthGateway).toConstantValue(auth);
  container.bind(CourseGateway).toConstantValue(courses);
  container.bind(SessionStore).toConstantValue(session);
  container.bind(ToastStore).toConstantValue(toasts);
  container.bind(LayoutStore).toConstantValue(new LayoutStore());
  // "See as student": kept in memory, as a tab's sessionStorage would keep it.
  let kept: ReturnType<PreviewKeeper['restore']>;
  container.bind(SeeAsStudentStore).toConstantValue(new SeeAsStudentStore({ restore: () => kept, keep: (preview) => (kept = preview) }));
  // The shell's bell: an empty list and a feed that never speaks.
  container.bind(NotificationsStore).toConstantValue(
    new NotificationsStore(
      { list: async (page, perPage) => Ok({ items: [], page, perPage, total: 0, unread: 0 }), markViewed: async () => Ok(undefined as never), markAllViewed: async () => Ok(0) },
      { events: () => NEVER },
    ),
  );
  // /home's all-courses messages: none, and a feed that never speaks.
  container.bind(RecentMessagesStore).toResolvedValue(
    () => new RecentMessagesStore(options.recentMessages ?? { recent: async (page, perPage) => Ok({ items: [], page, perPage, total: 0 }) }, { changes: () => NEVER }),
  );
  // The profile's own changes, made on the session's user.
  const profile = new InMemoryProfileGateway(() => session.user);
  container.bind(ProfileStore).toResolvedValue(() => new ProfileStore(profile, session));
  container.bind(PreferencesStore).toResolvedValue(() => new PreferencesStore(session));
  const notificationPreferences = new InMemoryNotificationPreferencesGateway();
  container.bind(DigestPreferenceStore).toResolvedValue(() => new DigestPreferenceStore(notificationPreferences));
  const signIn = new SignIn(auth, session);
  container.bind(SignIn).toConstantValue(signIn);
  container.bind(LoginStore).toResolvedValue(() => new LoginStore(signIn));
  container.bind(LoginLinkStore).toResolvedValue(() => new LoginLinkStore(signIn));
  container.bind(RecoverPasswordStore).toResolvedValue(() => new RecoverPasswordStore(auth));
  container.bind(ResetPasswordStore).toResolvedValue(() => new ResetPasswordStore(auth, tenant));
  container.bind(CoursesStore).toResolvedValue(() => new CoursesStore(courses));
  container.bind(CourseStore).toResolvedValue(() => new CourseStore(courses));
  // Resources and the lesson board.
  const resources = options.resources ?? new InMemoryResourceGateway();
  const resourcesClock = options.resourcesClock ?? new FixedClock();
  container.bind(ResourceGateway).toConstantValue(resources);
  container.bind(ResourcesStore).toResolvedValue(() => new ResourcesStore(resources, courses));
  container.bind(KanbanStore).toResolvedValue(() => new KanbanStore(resources, resourcesClock));

  // Viewers, progress and hand-ins.
  const viewer = options.viewer ?? new InMemoryViewerGateway();
  const viewerClock = options.viewerClock ?? new FixedClock();
  const uploader = new InstantFileUploader();
  container.bind(ViewerGateway).toConstantValue(viewer);
  if (!container.isBound(FileUploader)) container.bind(FileUploader).toConstantValue(uploader);
  container.bind(ViewerStore).toResolvedValue(() => new ViewerStore(viewer, viewerClock));
  container.bind(HandInStore).toResolvedValue((files: FileUploader) => new HandInStore(viewer, files, viewerClock, () => 'key-1'), [FileUploader]);
  container.bind(HandInListStore).toResolvedValue(() => new HandInListStore(viewer, viewerClock));
  container.bind(ActivityRecordStore).toResolvedValue(() => new ActivityRecordStore(viewer));
  const grading = options.grading ?? new FakeGradingGateway({ jobs: [], maxScore: 10 });
  container.bind(GradingGateway).toConstantValue(grading);
  container.bind(GradingStore).toResolvedValue(() => new GradingStore(grading));

  // Units, lessons, items and uploads (authoring).
  const lessons = options.lessons ?? new InMemoryLessonGateway();
  // The editor's uploads go to their own fake (the viewer's hand-ins use the FileUploader binding above).
  const authoringUploader = options.authoringUploader ?? new InMemoryFileUploader();
  container.bind(LessonGateway).toConstantValue(lessons);
  container.bind(CourseOutlineStore).toResolvedValue(() => new CourseOutlineStore(lessons, toasts));
  container.bind(LessonStore).toResolvedValue(() => new LessonStore(lessons, toasts));
  container.bind(ItemEditorStore).toResolvedValue(() => new ItemEditorStore(lessons));
  container.bind(UploadStore).toResolvedValue(() => new UploadStore(authoringUploader));
  // A student's lesson page asks for the lesson's live question: none runs here, and the feed stays silent.
  container.bind(ClassQuestionStore).toResolvedValue(() => new ClassQuestionStore({ current: async () => Ok(null), answer: async () => Ok(undefined) }, { rounds: () => NEVER }));

  // The task list: timers that never fire unless a test passes its own.
  const tasks = options.tasks ?? new InMemoryTasksGateway();
  container.bind(TasksStore).toResolvedValue(() => new TasksStore(tasks, options.tasksClock ?? new FixedClock(), options.tasksTimers ?? { after: () => () => undefined, every: () => () => undefined }));

  return { container, tenant, auth, courses, repository, users, preferences, profile, notificationPreferences, toasts, navigator, languages, session, resources, viewer, uploader, lessons, authoringUploader, tasks };
}
