// The composition root: the only UI-side file that knows the infrastructure.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FeatureLoader } from '@application/shared/ports/FeatureLoader';
import { bootstrap } from '@infrastructure/di/bootstrap';
import { App } from '@ui/app/App';
import { setFeatureLoader } from '@ui/app/features';
import { createAppRouter } from '@ui/app/routes';
import { StartupErrorPage } from '@ui/app/StartupErrorPage';
import '@ui/styles/global.css';

async function start(): Promise<void> {
  const element = document.getElementById('root');
  if (element === null) throw new Error('index.html lacks #root');
  const root = createRoot(element);
  const started = await bootstrap({
    storage: window.localStorage,
    location: window.location,
    languages: navigator.languages,
  });
  if (started.ok) {
    const features = started.container.get(FeatureLoader);
    setFeatureLoader((feature) => features.load(feature));
  }
  root.render(
    <StrictMode>
      {started.ok ? (
        <App container={started.container} i18n={started.i18n} router={createAppRouter()} />
      ) : (
        <StartupErrorPage i18n={started.i18n} error={started.error} />
      )}
    </StrictMode>,
  );
}

void start();
