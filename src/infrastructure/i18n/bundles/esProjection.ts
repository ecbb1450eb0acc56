import type { Messages, ProjectionNamespace } from '@infrastructure/i18n/namespaces';
import projection from '@locales/es/projection.json';

/** The projection feature's Spanish catalogue: a chunk of its own, added when the projector or the remote opens. */
export const esProjection: Record<ProjectionNamespace, Messages> = { projection };
