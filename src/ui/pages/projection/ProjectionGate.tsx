import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';
import { buttonClassName } from '@ui/components/Button';
import { EmptyState } from '@ui/components/EmptyState';
import { ItemProjectorPage } from '@ui/pages/projection/ItemProjectorPage';
import { ProjectorPage } from '@ui/pages/projection/ProjectorPage';
import '@ui/pages/projection/projection.css';

/**
 * Only teachers project (ADR 0520). Anyone else who opens a projection's address — a student following a link, say —
 * is told so here, before any request: the server would refuse it with a 403, and a 403 ends the session (spec §6).
 * A teacher who does not teach the course still gets the server's "not found".
 */
const ProjectionGate = observer(function ProjectionGate({ children }: { children: ReactNode }) {
  const session = useService(SessionStore);
  const { t } = useTranslation('projection');
  if (session.isTeacherLike) return <>{children}</>;
  return (
    <main className="projector projector--message">
      <EmptyState
        icon="lock"
        titleLevel={2}
        title={t('projector.teachersOnly.title')}
        description={t('projector.teachersOnly.description')}
        action={
          <Link to="/home" className={buttonClassName('secondary')}>
            {t('projector.teachersOnly.home')}
          </Link>
        }
      />
    </main>
  );
});

/** A lesson's projection and its variants (ADR 0525), for teachers. */
export function ProjectorRoute() {
  return (
    <ProjectionGate>
      <ProjectorPage />
    </ProjectionGate>
  );
}

/** The one-item projections (`/projection/videolesson|test|question/{g}`, ADR 0525–0526), for teachers. */
export function ItemProjectorRoute() {
  return (
    <ProjectionGate>
      <ItemProjectorPage />
    </ProjectionGate>
  );
}
