// The composition root: the only UI-side file that knows the infrastructure.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FeatureLoader } from '@application/shared/ports/FeatureLoader';
import { bootstrap } from '@infrastructure/di/bootstrap';
import { App } from '@ui/app/App';
import { awaitFeatureLoader, setFeatureLoader } from '@ui/app/features';
import { createAppRouter } from '@ui/app/routes';
import { StartupErrorPage } from '@ui/app/StartupErrorPage';
import { captureTypedBeforeMount } from '@ui/pages/auth/prerenderedLogin';
import '@ui/styles/global.css';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the current page's lazy chunks (its first render is then the page itself). */
function initialised(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  const element = document.getElementById('root');
  if (element === null) throw new Error('index.html lacks #root');
  const root = createRoot(element);
  // The router starts first: the current page's chunks load while the tenant and the session are read (ADR 0480).
  awaitFeatureLoader();
  const router = createAppRouter();
  const started = await bootstrap({
    storage: window.localStorage,
    location: window.location,
    languages: navigator.languages,
  });
  if (started.ok) {
    const features = started.container.get(FeatureLoader);
    setFeatureLoader((feature) => features.load(feature));
    // One first render, of the page itself: no loading frame replaces the prerendered shell and then shifts.
    await initialised(router);
  }
  // What the user typed into the prerendered login form while the scripts loaded survives the first render.
  captureTypedBeforeMount(element);
  root.render(
    <StrictMode>
      {started.ok ? (
        <App container={started.container} i18n={started.i18n} router={router} />
      ) : (
        <StartupErrorPage i18n={started.i18n} error={started.error} />
      )}
    </StrictMode>,
  );
}

void start();
