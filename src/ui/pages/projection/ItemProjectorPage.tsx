import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ItemProjection } from '@application/projection/ItemProjection';
import { useService } from '@ui/app/ContainerContext';
import { errorMessage } from '@ui/app/errorMessage';
import type { RouteHandle } from '@ui/app/routeHandles';
import { ErrorState } from '@ui/components/ErrorState';
import { Spinner } from '@ui/components/Spinner';
import { ProjectorPage } from '@ui/pages/projection/ProjectorPage';
import '@ui/pages/projection/projection.css';

/**
 * `/projection/videolesson/{contentGuid}` and `/projection/test/{contentGuid}` (ADR 0525): the item's lesson projected,
 * opened on that item, so the remote can still move to the rest. A student, or an item of another kind, is refused.
 * `/projection/question/{contentGuid}` (ADR 0526): the question's test, the same way, and the question asked live.
 */
export const ItemProjectorPage = observer(function ItemProjectorPage() {
  const store = useService(ItemProjection);
  const { contentGuid = '' } = useParams();
  const { t } = useTranslation('projection');
  const variant = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.projection)
    .find((handle) => handle === 'videolesson' || handle === 'test' || handle === 'question');
  const route = variant ?? 'videolesson';

  useEffect(() => {
    void store.target.load(contentGuid, route);
  }, [store, contentGuid, route]);

  const target = store.target.value;
  if (store.target.status === 'failed') {
    return (
      <main className="projector projector--message">
        <ErrorState title={t('projector.openFailed')} description={errorMessage(t, store.target.error)} onRetry={store.target.error?.kind === 'not-found' ? undefined : () => void store.target.retry()} />
      </main>
    );
  }
  if (!target || !store.isFor(contentGuid)) {
    return (
      <main className="projector projector--message">
        <Spinner size="lg" label={t('projector.opening')} />
      </main>
    );
  }
  return <ProjectorPage target={target} />;
});
