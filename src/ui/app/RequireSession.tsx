import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { accessPageFor, safeDestination } from '@domain/accounts/destination';
import { SessionStore } from '@application/session/SessionStore';
import { useService } from '@ui/app/ContainerContext';

/** Private routes: without a session, go to login and come back here afterwards. */
export const RequireSession = observer(function RequireSession() {
  const session = useService(SessionStore);
  const location = useLocation();
  if (!session.isAuthenticated) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  return <Outlet />;
});

/** `/`: home when signed in, else login. */
export const RootRedirect = observer(function RootRedirect() {
  const session = useService(SessionStore);
  return <Navigate to={session.isAuthenticated ? '/home' : '/auth/login'} replace />;
});

/**
 * `/deeplink?next=…` (ADR 0559): a shareable link to a page of the app. Signed in, it opens the page; signed out, the
 * login page first, which lands there. Anything but a page of this app opens home.
 */
export const DeepLinkRedirect = observer(function DeepLinkRedirect() {
  const session = useService(SessionStore);
  const [params] = useSearchParams();
  const next = safeDestination(params.get('next'));
  if (session.isAuthenticated) return <Navigate to={next} replace />;
  return <Navigate to={accessPageFor('/auth/login', next)} replace />;
});
