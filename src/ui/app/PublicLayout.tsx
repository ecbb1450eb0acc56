import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '@application/session/SessionStore';
import { SkipLink } from '@ui/components/SkipLink';
import { useService } from '@ui/app/ContainerContext';
import { useFocusOnNavigation } from '@ui/app/useFocusOnNavigation';
import { Spinner } from '@ui/components/Spinner';
// The login card's styles ship with the start-up CSS: the prerendered login page (ADR 0480) paints with them.
import '@ui/pages/auth/auth.css';

// Lazy, so that the login page's first load does not carry the signed-in shell.
const AppShell = lazy(() => import('@ui/app/AppShell').then((m) => ({ default: m.AppShell })));

/** The frame of pages seen before signing in: brand, the page, and the legal links. */
export function PublicLayout() {
  const session = useService(SessionStore);
  const { t } = useTranslation('shell');
  useFocusOnNavigation();
  return (
    <div className="public-layout">
      <SkipLink />
      <header className="public-layout__header">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            {session.tenant.theme.brand.slice(0, 1)}
          </span>
          <span className="brand__name">{session.tenant.theme.brand}</span>
        </Link>
      </header>
      <main id="main" className="public-layout__main">
        <Outlet />
      </main>
      <footer className="public-layout__footer">
        <nav aria-label={t('legalNav')}>
          <Link to="/terms">{t('legal.terms')}</Link>
          <Link to="/privacy">{t('legal.privacy')}</Link>
          <Link to="/license">{t('legal.license')}</Link>
          <Link to="/credits">{t('legal.credits')}</Link>
        </nav>
      </footer>
    </div>
  );
}

/** Pages anyone may see (legal, errors, not found): in the shell when signed in, else in the public frame. */
export const ShellOrPublic = observer(function ShellOrPublic() {
  const session = useService(SessionStore);
  return session.isAuthenticated ? (
    <Suspense fallback={<Spinner />}>
      <AppShell />
    </Suspense>
  ) : (
    <PublicLayout />
  );
});
