import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router';
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
