// The learning feature's container modules in one chunk: split apart, their shared domain and contract code was
// copied into each of four chunks.
export { lessonsModule } from '@infrastructure/di/lessonsModule';
export { resourcesModule } from '@infrastructure/di/resourcesModule';
export { tasksModule } from '@infrastructure/di/tasksModule';
export { viewerModule } from '@infrastructure/di/viewerModule';
export { calendarModule } from '@infrastructure/di/calendarModule';
export { boardModule } from '@infrastructure/di/boardModule';
export { syncModule } from '@infrastructure/di/syncModule';
